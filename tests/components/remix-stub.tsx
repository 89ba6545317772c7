/**
 * Component tests of the forms: the app's real route modules (component, loader, action) in
 * `createRemixStub`, under a root route whose loader is the real root loader, rendered into
 * happy-dom and driven with Testing Library as a user would, label by label.
 *
 * Two things a browser does that the stub does not, done here:
 *  - Cookies. The stub hands each loader and action a bare `Request`: no Cookie header, and a
 *    Set-Cookie in an answer goes nowhere. A {@link CookieJar} wraps every loader and action of
 *    the tree: it adds the Cookie header a browser would send (a staff session made with
 *    `cookieFor`, a toast set by the last redirect) and keeps the cookies each answer sets or
 *    clears, returned or thrown. So the guards see a signed-in user, and a toast survives its
 *    redirect to the root loader that reads it, as in the app.
 *  - The document. Root's `Layout` (html, head, scripts) is not rendered by the stub; the root
 *    route here renders what of it a form's outcome shows: the toaster, fed by the root loader.
 *
 * The globals both halves share (Request, Response, FormData, File: the DOM's or the server's?)
 * are set before any module loads, by tests/setup/dom-globals.ts.
 */
import { createRemixStub } from "@remix-run/testing";
import { configure, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { useRootData } from "~/components/root-data";
import App, { ErrorBoundary as RootErrorBoundary, loader as rootLoader } from "~/root";
import { Toaster } from "~/components/toaster";

// findBy… waits for an answer of a real action (bcrypt included) on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

export { pickedFile } from "../setup/dom-globals";

type Stub = Parameters<typeof createRemixStub>[0][number];
type Args = { request: Request; params: Record<string, string | undefined>; context: unknown };
type Handler = (args: any) => unknown;

/** What the stub needs of a route module (`import * as route from "~/routes/…"`). */
export type RouteModule = {
  default: ComponentType;
  loader?: Handler;
  action?: Handler;
  ErrorBoundary?: ComponentType;
};

/** The future flags of remix.config.js that the stub knows. */
const FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
} as const;

function isDataWithInit(value: unknown): value is { init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** The cookies of one simulated browser: sent with every request, updated by every answer. */
export class CookieJar {
  private cookies = new Map<string, string>();

  /** Adds a `name=value` pair, as a Cookie header carries it. */
  add(pair: string) {
    const eq = pair.indexOf("=");
    this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  /** Keeps what the Set-Cookie headers of an answer set, and forgets what they clear. */
  keep(answer: unknown) {
    let headers: Headers | null = null;
    if (answer instanceof Response) headers = answer.headers;
    else if (isDataWithInit(answer)) headers = new Headers(answer.init?.headers);
    for (const setCookie of headers?.getSetCookie() ?? []) {
      const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const expired = attributes.some((a) => {
        const [key, value = ""] = a.split("=");
        if (key.toLowerCase() === "max-age") return Number(value) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(value) <= Date.now();
        return false;
      });
      if (expired || eq === pair.length - 1) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }

  /** The loader or action, called with this jar's Cookie header, its answer's cookies kept. */
  wrap(fn: Handler | undefined) {
    if (!fn) return undefined;
    return async (args: Args) => {
      const headers = new Headers(args.request.headers);
      if (this.cookies.size) headers.set("Cookie", this.header);
      const request = new Request(args.request, { headers });
      try {
        const answer = await fn({ ...args, request });
        this.keep(answer);
        return answer;
      } catch (thrown) {
        this.keep(thrown);
        throw thrown;
      }
    };
  }
}

/** A route of the stub from a route module, with the id and path Remix gives it. */
export function route(
  id: string,
  path: string | undefined,
  module: RouteModule,
  options: { index?: boolean; children?: Stub[] } = {},
): Stub {
  return {
    id,
    path,
    index: options.index,
    Component: module.default,
    ErrorBoundary: module.ErrorBoundary,
    loader: module.loader,
    action: module.action,
    children: options.children,
  } as Stub;
}

/** The part of root's Layout a form's outcome shows: the toast of the root loader's data. */
function StubRoot() {
  const data = useRootData();
  return (
    <>
      <Toaster toast={data?.toast ?? null} />
      <App />
    </>
  );
}

function withJar(routes: Stub[], jar: CookieJar): Stub[] {
  return routes.map((r) => ({
    ...r,
    loader: jar.wrap(r.loader as Handler | undefined),
    action: jar.wrap(r.action as Handler | undefined),
    children: r.children ? withJar(r.children, jar) : undefined,
  })) as Stub[];
}

/**
 * Renders `url` with the routes under the app's root route and returns a user to drive it.
 * Every loader and action sends and keeps the cookies of `jar`.
 */
export function renderApp(url: string, routes: Stub[], jar = new CookieJar()) {
  const Stub = createRemixStub(
    withJar(
      [
        {
          id: "root",
          path: "/",
          loader: rootLoader,
          Component: StubRoot,
          ErrorBoundary: RootErrorBoundary,
          children: routes,
        } as Stub,
      ],
      jar,
    ),
  );
  const user = userEvent.setup({ delay: null });
  const result = render(<Stub initialEntries={[url]} future={FUTURE} />);
  return { user, jar, ...result };
}

/**
 * The message a control announces: the text of the elements its aria-describedby names, which
 * the form kit sets to the error shown beside the field. Null when it names none.
 */
export function messageOf(control: HTMLElement) {
  const ids = control.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  if (ids.length === 0) return null;
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** The value of a text-like control found by its label. */
export function valueOf(control: HTMLElement) {
  return (control as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value;
}

/** The toast that shows `message`, once it has appeared. */
export async function findToast(message: string) {
  const text = await screen.findByText(message);
  const toast = text.closest(".toast");
  if (!toast) throw new Error(`“${message}” is on the page but not in a toast`);
  return toast as HTMLElement;
}

/**
 * The route module with its action held until `release()` is called: what the page shows while
 * a submission is in flight (a busy button) can be seen before the answer arrives. Once
 * released, every later submission goes straight through.
 */
export function holdAction<M extends RouteModule>(module: M) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const action = module.action;
  if (!action) throw new Error("the route has no action to hold");
  const held: M = {
    ...module,
    action: async (args: Args) => {
      await gate;
      return action(args);
    },
  };
  return { module: held, release };
}

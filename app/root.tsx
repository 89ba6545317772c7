import type { LinksFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { useEffect } from "react";
import { CompareTray } from "~/components/compare/compare-tray";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { NotFound } from "~/components/not-found";
import { useRootData } from "~/components/root-data";
import { Toaster } from "~/components/toaster";
import { useNonce } from "~/utils/nonce";
import styles from "~/styles/app.css";

export { loader } from "./root.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Staff pages (the admin panel, sign-in and password screens) bring their own shell. */
export function isStaffPath(pathname: string) {
  return /^\/(admin(\/|-|$)|password(\/|$))/.test(pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const staff = isStaffPath(pathname);
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B3C6F" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavigationProgress />
        <Toaster toast={data?.toast ?? null} />
        {staff ? (
          children
        ) : (
          <>
            <SiteHeader site={data?.site} quoteLines={data?.quoteLines ?? 0} />
            <main id="main">{children}</main>
            <SiteFooter site={data?.site} />
            <CompareTray />
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it (the end-to-end tests wait for it before
  // using what JavaScript adds).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/** A thin bar at the top while a navigation loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  return (
    <div
      className="nav-progress"
      data-state={navigation.state}
      role="progressbar"
      aria-hidden={navigation.state === "idle"}
      aria-label="Loading page"
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong, please try again later";
  return (
    <section className="container error-page">
      <h1>Sorry</h1>
      <p>{message}</p>
      <a className="btn" href="/">
        BACK TO HOME
      </a>
    </section>
  );
}

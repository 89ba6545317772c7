import type {
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import {
  Link,
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { PageHeader, Panel } from "~/components/admin/page";
import { AdminShell } from "~/components/admin/shell";
import adminStyles from "~/styles/admin.css";
import { countUnhandledMessages } from "~/models/contact.server";
import { requireUser } from "~/screens/auth.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];
/** Staff pages are never stored by a browser or a proxy (children inherit this). */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

/** Every /admin screen sits in this layout; the guard here is repeated by each child. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    // Re-read after every action (Remix revalidates the layout), so the number follows at once.
    counts: { messages: countUnhandledMessages() },
  };
}

export default function AdminLayout() {
  const { user, counts } = useLoaderData<typeof loader>();
  return (
    <AdminShell user={user} counts={counts}>
      <Outlet />
    </AdminShell>
  );
}

/** Errors of any admin screen (403, 404, a crash) render inside the shell when it can. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refused request body (a file over its limit, a form that is not one) says why in text.
  const said = isRouteErrorResponse(error)
    ? typeof error.data?.message === "string"
      ? error.data.message
      : status >= 400 && status < 500 && typeof error.data === "string" && error.data
        ? error.data
        : null
    : null;
  const message =
    said ??
    (status === 404 ? "This page does not exist." : "Something went wrong, please try again later");
  const title =
    status === 403
      ? "Access denied"
      : status === 404
        ? "Not found"
        : status === 413
          ? "File too large"
          : "Something went wrong";
  const body = (
    <>
      <PageHeader title={title} />
      <Panel className="adm-empty">
        <Icon name={status === 403 ? "lock" : "tools"} />
        <h2>{status}</h2>
        <p>{message}</p>
        <Link className="btn" to="/admin/dashboard">
          Back to Dashboard
        </Link>
      </Panel>
    </>
  );
  // Without the layout's data (a document request whose action failed), a card of its own.
  if (!data)
    return (
      <main id="main" className="auth-page">
        <div className="auth-card adm-error-card">
          <h1>{title}</h1>
          <p className="adm-error-card__status">{status}</p>
          <p>{message}</p>
          <Link className="btn" to="/admin/dashboard">
            Back to Dashboard
          </Link>
        </div>
      </main>
    );
  return (
    <AdminShell user={data.user} counts={data.counts}>
      {body}
    </AdminShell>
  );
}

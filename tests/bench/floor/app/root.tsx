/**
 * The floor's document: the captured page's <head> and <body> (./pages.server.tsx) in the
 * framework's own <html>, with the components of Remix that our root renders (app/root.tsx):
 * <Meta>, <Links>, <ScrollRestoration> and <Scripts>. The floor's routes have no meta or links:
 * the page's own are in its <head>.
 */
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { usePage } from "./page";

export default function Root() {
  const page = usePage();
  return (
    <html {...page.html}>
      <head>
        {page.head}
        <Meta />
        <Links />
      </head>
      <body {...page.body}>
        <Outlet />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

import { env } from "~/env.server";

/** The site's public origin: SITE_URL when configured, else the request's own. */
export function siteOrigin(request: Request) {
  return (env.SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}

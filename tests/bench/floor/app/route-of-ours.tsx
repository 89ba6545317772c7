import { Outlet } from "@remix-run/react";

/**
 * Each of our routes the floor lacks, with BEL_FLOOR_ROUTES (../remix.config.js): there for the
 * framework to match every request against, never the page asked for.
 */
export default function RouteOfOurs() {
  return <Outlet />;
}

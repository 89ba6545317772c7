import { useLocation } from "@remix-run/react";
import { pages } from "./pages.server";

/** The captured page of this address (./pages.server.tsx); the root and the routes render it. */
export function usePage() {
  const { pathname, search } = useLocation();
  const page = pages.get(pathname + search);
  if (!page) throw new Error(`${pathname}${search}: not one of the floor's pages`);
  return page;
}

import { useRouteLoaderData } from "@remix-run/react";
import type { ToastData } from "~/components/toaster";
import type { SiteSettings } from "~/models/site.server";

/**
 * What the root route's loader (app/root.tsx) gives every page. Declared here, below the routes,
 * so the components that read it import nothing from a route (docs/architecture.md: Layers).
 */
export type RootData = {
  site: SiteSettings;
  toast: ToastData | null;
  origin: string;
  /** How many lines the quote basket holds (docs/quotes.md). */
  quoteLines: number;
  /** A comparison carried in the address, only when there is one (docs/variants.md). */
  compared?: { slug: string; name: string }[];
};

export function useRootData() {
  return useRouteLoaderData("root") as RootData | undefined;
}

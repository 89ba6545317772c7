import type { Endpoint } from "./types";

/** The public calls of storefront.md §7. */
export const storefrontEndpoints: Endpoint[] = [];

/**
 * The Customer List's query (docs/admin.md, Customer List) and its /api/bel twins: JSON and CSV.
 */
import { z } from "zod";
import { pageField, searchField } from "./common";

export const CUSTOMER_SORTS = ["newest", "oldest", "name"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const sortField = z
  .enum(CUSTOMER_SORTS, { error: `sort must be ${CUSTOMER_SORTS.join(", ")}` })
  .optional();

/** `q` searches name, e-mail, country and phone; `sort` newest (default), oldest or name. */
export const CustomersQuery = z.object({
  q: searchField.describe("Searches name, e-mail, country and phone"),
  sort: sortField.describe("newest (default: the latest review first), oldest or name"),
  page: pageField.describe("Page (25 a page)"),
});

/** The CSV export takes the list's search and order, never a page: it is the whole list. */
export const CustomersCsvQuery = CustomersQuery.omit({ page: true });

/**
 * The catalogue in and out as CSV (docs/admin.md, Catalogue CSV): the twins of the products
 * table's Export CSV link. Staff only (admin and manager).
 */
import { invalidInput } from "~/api/components";
import { endpoint } from "~/api/endpoint";
import {
  catalogueCsvBatches,
  catalogueCsvColumns,
  catalogueCsvFilename,
} from "~/models/catalogue-csv.server";
import { AdminProductsQuery } from "~/schemas/product";
import { csvResponse } from "~/utils/csv.server";

export const catalogueCsvEndpoints = [
  endpoint({
    method: "GET",
    path: "/admin/products.csv",
    summary:
      "The catalogue as a CSV download (UTF-8, header row, formula-like cells escaped): every product, or the products table's list for q, category and sort; one column per specification group",
    tag: "Products",
    access: "staff",
    query: AdminProductsQuery.omit({ page: true }).strict(),
    responses: {
      200: { description: "text/csv; charset=utf-8, as an attachment" },
      400: invalidInput,
    },
    handler: ({ query }) =>
      csvResponse(catalogueCsvFilename(), catalogueCsvColumns(), catalogueCsvBatches(query)),
  }),
];

/**
 * The inputs of a product's history and of the bin (docs/admin.md, History and Bin): the page
 * forms' and their /api/bel twins'.
 */
import { z } from "zod";
import { idField, idParams } from "./admin-fields";
import { pageField, searchField } from "./common";
import { ProductKeyParams } from "./product";

export const VERSION_NOT_FOUND = "Version not found";
export const BINNED_NOT_FOUND = "Product not found in the bin";

/** The history panel's Restore: the version's number. */
export const VersionRestoreSchema = z.object({ version: idField(VERSION_NOT_FOUND) });

/** `/admin/products/{slug}/versions/{number}`: the product (its slug or id) and the number. */
export const ProductVersionParams = ProductKeyParams.extend({
  number: idField(VERSION_NOT_FOUND),
});

/** `?page=` of a product's versions: the API's, and the update screen's (read leniently there). */
export const ProductVersionsQuery = z.object({ page: pageField });

/** `?q=&page=` of the bin: the API's, and the screen's (read leniently there). */
export const BinQuery = z.object({
  q: searchField.describe("Words of the name, slug or SKU"),
  page: pageField,
});

/** A row of the bin: its Restore and Delete forever buttons. */
export const BinRowSchema = z.object({ id: idField(BINNED_NOT_FOUND) });

/** `/admin/bin/{id}`: the binned product's own id. */
export const BinIdParams = idParams(BINNED_NOT_FOUND);

/**
 * Empty bin: `upTo`, when the newest product the screen showed was deleted (milliseconds), so
 * one deleted after the admin read the screen stays; left out, everything.
 */
export const BinEmptySchema = z.object({
  upTo: z.coerce
    .number({ error: "upTo must be a time in milliseconds" })
    .int("upTo must be a time in milliseconds")
    .min(0, "upTo must be a time in milliseconds")
    .optional(),
});

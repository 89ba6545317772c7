/**
 * Another process of the site, for tests/models/product-datasheet.test.ts: builds the datasheet
 * of the product `argv[2]` names from the database DATABASE_PATH names (the test's own file,
 * which the test's process has open too) and prints its revision, its date and its ETag.
 */
import { productDatasheet } from "~/models/product-datasheet.server";

const found = await productDatasheet(process.argv[2] ?? "", process.argv[3] ?? "");
if (!found || "moved" in found) {
  console.error("No datasheet");
  process.exit(1);
}
console.log(
  JSON.stringify({
    revision: found.revision,
    date: found.lastModified.toISOString(),
    etag: found.etag,
  }),
);

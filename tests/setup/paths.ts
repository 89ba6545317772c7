import path from "node:path";
import { fileURLToPath } from "node:url";

/** vitest's own scratch folder (the e2e server keeps tests/.tmp/e2e beside it). */
export const TMP = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  ".tmp",
  "vitest",
);
export const TEMPLATE_DB = path.join(TMP, "template.sqlite");

import path from "node:path";
import { fileURLToPath } from "node:url";

export const TMP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".tmp");
export const TEMPLATE_DB = path.join(TMP, "template.sqlite");

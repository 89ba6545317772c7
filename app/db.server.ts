import { openDatabase, type DB } from "../db/client";
import { paths } from "./env.server";

declare global {
  var __belDb: DB | undefined;
}

/** The one database client of the process; kept on globalThis so dev reloads reuse it. */
export const db: DB = (globalThis.__belDb ??= openDatabase(paths.database));

/** npm run db:migrate: applies the migrations of migrations/ to DATABASE_PATH. */
import { paths } from "../app/env.server";
import { openDatabase } from "./client";

const db = openDatabase(paths.database);
db.$client.close();
console.log(`Migrated ${paths.database}`);

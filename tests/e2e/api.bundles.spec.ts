/**
 * What the production build ships to browsers (issue "Fast pages"): validation rules reach the
 * forms as HTML constraints and errors come from the server, so no browser chunk carries zod or a
 * server module. A route module that builds a schema at its top level (`Schema.extend(…)` outside
 * the action) pulls the whole library into the browser: this finds it by name in any chunk.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "./environment.js";

const BUILD = path.join(ROOT, "public", "build");

function chunks(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return chunks(file);
    return entry.name.endsWith(".js") ? [file] : [];
  });
}

test("no browser chunk carries zod, the database or the server's secrets", () => {
  const files = chunks(BUILD);
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return ["ZodError", "ZodObject", "better-sqlite3", "SESSION_SECRET", "bcrypt"]
      .filter((marker) => text.includes(marker))
      .map((marker) => `${path.relative(BUILD, file)}: ${marker}`);
  });
  expect(found).toEqual([]);
});

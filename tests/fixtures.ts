/** Small, explicit test data written straight to the test database through Drizzle. */
import { categories, specifications } from "../db/schema";
import { db } from "~/db.server";

export function createTaxonomy() {
  const cat = (
    name: string,
    slug: string,
    parentId: number | null,
    level: number,
    image?: string,
  ) => db.insert(categories).values({ name, slug, parentId, level, image }).returning().get();
  const lan = cat(
    "Copper Connectivity",
    "copper-connectivity",
    null,
    1,
    "categories/0123456789abcdef01234567-320.webp",
  );
  const data = cat("Data Cables", "data-cables", lan.id, 2);
  const cat6 = cat("Cat6 Cables", "cat6-cables", data.id, 3);
  const power = cat("Industrial Power Cables", "industrial-power-cables", null, 1);
  const swa = cat("Armoured Cables", "armoured-cables", power.id, 2);

  const spec = (title: string, slug: string, parentId: number | null = null) =>
    db.insert(specifications).values({ title, slug, parentId }).returning().get();
  const sheath = spec("Sheath Material", "sheath-material");
  const lszh = spec("LSZH", "lszh", sheath.id);
  const pvc = spec("PVC", "pvc", sheath.id);
  const colour = spec("Sheath Colour", "sheath-colour");
  const blue = spec("Blue", "blue", colour.id);
  const black = spec("Black", "black", colour.id);
  return { lan, data, cat6, power, swa, sheath, lszh, pvc, colour, blue, black };
}

/** Empties every table (and the search index) of the test database. */
export function resetDb() {
  const sqlite = db.$client;
  const tables = sqlite
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         AND name NOT LIKE '__drizzle%' AND name NOT LIKE 'products_fts_%'
         AND name <> 'catalogue_version'`,
    )
    .all() as { name: string }[];
  sqlite.pragma("foreign_keys = OFF");
  sqlite.transaction(() => {
    for (const { name } of tables) sqlite.prepare(`DELETE FROM "${name}"`).run();
    // Caches of the catalogue must see the change.
    sqlite
      .prepare(
        "UPDATE catalogue_version SET version = version + 1, figures_version = figures_version + 1",
      )
      .run();
  })();
  sqlite.pragma("foreign_keys = ON");
}

import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "../../db/client";
import { products, productSpecifications, reviews, users } from "../../db/schema";
import { db } from "~/db.server";
import { listProducts, toFtsQuery } from "~/models/listing.server";
import { createProduct, deleteProduct } from "~/models/product.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { TMP } from "../setup/paths";

beforeEach(resetDb);

/** The SQLite message behind an error, unwrapping Drizzle's query error. */
function sqliteMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return e.cause?.message ?? e.message;
  }
  return "(no error)";
}

const ftsIds = (match: string) =>
  db
    .all<{ rowid: number }>(sql`SELECT rowid FROM products_fts WHERE products_fts MATCH ${match}`)
    .map((r) => r.rowid);

describe("the migrated database", () => {
  it("has foreign keys and WAL on", () => {
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
  });

  it("begins transactions with the write lock, so another connection's write waits, not the app's", () => {
    const t = createTaxonomy();
    const other = new Database(db.$client.name, { timeout: 0 });
    try {
      const made = db.transaction(() => {
        // Read first, as most of the app's transactions do…
        db.select().from(products).all();
        // …another connection's write meanwhile is refused (it would wait for the busy timeout)…
        expect(() =>
          other.prepare("UPDATE catalogue_version SET version = version WHERE id = 1").run(),
        ).toThrow(/locked|busy/i);
        // …and the app's write goes through (begun DEFERRED, it failed with SQLITE_BUSY had the
        // other connection written in between).
        return createProduct({ name: "Locked in", description: "x", categoryId: t.lan.id });
      });
      expect(made.id).toBeGreaterThan(0);
    } finally {
      other.close();
    }
  });

  it("has every table and the FTS5 index", () => {
    const names = db
      .all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type IN ('table', 'view')`)
      .map((r) => r.name);
    for (const table of [
      "users",
      "sessions",
      "password_reset_tokens",
      "categories",
      "products",
      "product_images",
      "specifications",
      "product_specifications",
      "datasheets",
      "reviews",
      "contact_messages",
      "certificates",
      "faq_videos",
      "know_how",
      "blog_posts",
      "products_fts",
    ]) {
      expect(names).toContain(table);
    }
    const fts = db.get<{ sql: string }>(
      sql`SELECT sql FROM sqlite_master WHERE name = 'products_fts'`,
    );
    expect(fts.sql).toMatch(/USING fts5/i);
  });
});

describe("migrating a database that has data", () => {
  /** The migrations up to `tag` (included), as a folder drizzle's migrator reads. */
  function migrationsUpTo(tag: string) {
    const dir = fs.mkdtempSync(path.join(TMP, "migrations-"));
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
    ) as { entries: { idx: number; tag: string }[] };
    const last = journal.entries.findIndex((e) => e.tag === tag);
    expect(last).toBeGreaterThanOrEqual(0);
    journal.entries = journal.entries.slice(0, last + 1);
    fs.mkdirSync(path.join(dir, "meta"));
    fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
    for (const { tag: name } of journal.entries)
      fs.copyFileSync(path.join(migrationsFolder, `${name}.sql`), path.join(dir, `${name}.sql`));
    return dir;
  }

  /**
   * A database migrated up to `tag` (included) and given its rows by `fill`, then migrated to the
   * last migration for `check` to read; its files go afterwards.
   */
  function upgrade(
    tag: string,
    fill: (client: Database.Database) => void,
    check: (client: Database.Database) => void,
  ) {
    const file = path.join(TMP, `upgrade-${process.pid}-${Date.now()}.sqlite`);
    const before = migrationsUpTo(tag);
    const old = openDatabase(file, { migrate: false });
    try {
      migrate(old, { migrationsFolder: before });
      fill(old.$client);
      migrate(old, { migrationsFolder });
      check(old.$client);
    } finally {
      old.$client.close();
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
      fs.rmSync(before, { recursive: true, force: true });
    }
  }

  it("0011 numbers the blog posts in the order the blog showed them: the latest date first", () => {
    upgrade(
      "0010_content_version",
      (client) => {
        const insert = client.prepare(
          "INSERT INTO blog_posts (title, slug, description, published_at) VALUES (?, ?, 'x', ?)",
        );
        for (const [title, date] of [
          ["Oldest", "2023-01-01"],
          ["Newest", "2025-01-01"],
          ["Same day, first", "2024-06-01"],
          ["Same day, second", "2024-06-01"],
        ])
          insert.run(title, title.toLowerCase().replace(/\W+/g, "-"), Date.parse(date));
      },
      (client) =>
        expect(
          client.prepare("SELECT title, position FROM blog_posts ORDER BY position").all(),
        ).toEqual([
          { title: "Newest", position: 0 },
          { title: "Same day, second", position: 1 },
          { title: "Same day, first", position: 2 },
          { title: "Oldest", position: 3 },
        ]),
    );
  });

  it("0014 names the certificates already there by their title, and new rows keep a name of their own", () => {
    upgrade(
      "0013_reviews_product_page",
      (client) => {
        const insert = client.prepare("INSERT INTO certificates (title, position) VALUES (?, ?)");
        insert.run("ISO 9001:2015 Quality Management", 0);
        insert.run("RoHS & REACH Compliance Statement", 1);
      },
      (client) => {
        client
          .prepare("INSERT INTO certificates (name, title, position) VALUES (?, ?, 2)")
          .run("ISO 14001", "Environmental management certificate");
        expect(
          client.prepare("SELECT name, title FROM certificates ORDER BY position").all(),
        ).toEqual([
          { name: "ISO 9001:2015 Quality Management", title: "ISO 9001:2015 Quality Management" },
          { name: "RoHS & REACH Compliance Statement", title: "RoHS & REACH Compliance Statement" },
          { name: "ISO 14001", title: "Environmental management certificate" },
        ]);
      },
    );
  });

  it("0015 clears alt texts and SEO titles that copy the product's name, and keeps those of their own", () => {
    upgrade(
      "0014_certificate_name",
      (client) => {
        client
          .prepare("INSERT INTO categories (id, name, slug, level) VALUES (1, 'Data', 'data', 1)")
          .run();
        const insert = client.prepare(
          `INSERT INTO products (name, slug, description, imagealt, seo_title, category_id)
           VALUES (?, ?, 'x', ?, ?, 1)`,
        );
        // Left empty in the form, both were stored as the name…
        insert.run("Cat6 LSZH Blue", "cat6-lszh-blue", "Cat6 LSZH Blue", "Cat6 LSZH Blue");
        // …staff's own are kept, even when one of them only starts with the name…
        insert.run("RG6 White", "rg6-white", "RG6 White on a drum", "RG6 White");
        insert.run("SWA 3 core", "swa-3-core", "SWA 3 core", "SWA 3 core armoured | BEL Cables");
        // …and a text that differs from the name only in case is staff's own too.
        insert.run("Speaker flex", "speaker-flex", "speaker flex", "");
      },
      (client) =>
        expect(
          client.prepare("SELECT name, imagealt, seo_title FROM products ORDER BY id").all(),
        ).toEqual([
          { name: "Cat6 LSZH Blue", imagealt: "", seo_title: "" },
          { name: "RG6 White", imagealt: "RG6 White on a drum", seo_title: "" },
          { name: "SWA 3 core", imagealt: "", seo_title: "SWA 3 core armoured | BEL Cables" },
          { name: "Speaker flex", imagealt: "speaker flex", seo_title: "" },
        ]),
    );
  });
});

describe("full-text search, kept in sync by triggers", () => {
  it("finds a product created through the model layer by a description word and a name prefix, and forgets it when deleted", () => {
    const t = createTaxonomy();
    const product = createProduct({
      name: "Quadrashield Coaxial Drop Cable",
      description:
        "Bonded foil and braid around a polyethylene dielectric for satellite installations.",
      categoryId: t.lan.id,
      specificationValueIds: [t.lszh.id],
    });
    expect(ftsIds('"polyethylene"')).toEqual([product.id]);
    expect(ftsIds(toFtsQuery("Quadra")!)).toEqual([product.id]);
    // category names and specification values are indexed too
    expect(ftsIds(toFtsQuery("connectivity lszh")!)).toEqual([product.id]);
    expect(listProducts({ keyword: "quadrash" }).products.map((p) => p.id)).toEqual([product.id]);

    deleteProduct(product.id);
    expect(ftsIds('"polyethylene"')).toEqual([]);
    expect(ftsIds(toFtsQuery("Quadra")!)).toEqual([]);
  });

  it("re-indexes a product when its specification or category name changes", () => {
    const t = createTaxonomy();
    const product = createProduct({
      name: "Test Cable",
      description: "Plain",
      categoryId: t.lan.id,
    });
    db.insert(productSpecifications)
      .values({ productId: product.id, specId: t.colour.id, valueId: t.blue.id })
      .run();
    expect(ftsIds('"blue"')).toEqual([product.id]);
    db.run(sql`UPDATE categories SET name = 'Copper Networking' WHERE id = ${t.lan.id}`);
    expect(ftsIds('"networking"')).toEqual([product.id]);
  });

  it("treats operators and quotes in a keyword as text, never as syntax", () => {
    createTaxonomy();
    for (const keyword of [
      '"',
      "*",
      "-",
      "NEAR(a b)",
      "a OR",
      "name:x",
      "🙂",
      "x".repeat(2000),
      "(((",
      "AND",
    ]) {
      expect(() => listProducts({ keyword })).not.toThrow();
    }
    expect(toFtsQuery('cat6 "lszh')).toBe('"cat6" AND "lszh"*');
    expect(toFtsQuery("***")).toBeNull();
  });
});

describe("constraints in the schema", () => {
  it("refuses a rating outside 1 to 5 and an unknown role", () => {
    const t = createTaxonomy();
    const p = createProduct({ name: "Rated", description: "x", categoryId: t.lan.id });
    const review = {
      productId: p.id,
      name: "A",
      email: "a@example.com",
      country: "United Kingdom",
      phone: "0123",
      heading: "h",
      comment: "c",
    };
    expect(
      sqliteMessage(() =>
        db
          .insert(reviews)
          .values({ ...review, rating: 6 })
          .run(),
      ),
    ).toMatch(/CHECK/);
    expect(
      sqliteMessage(() =>
        db
          .insert(reviews)
          .values({ ...review, rating: 0 })
          .run(),
      ),
    ).toMatch(/CHECK/);
    expect(
      sqliteMessage(() =>
        db
          .insert(users)
          .values({
            name: "x",
            email: "x@example.com",
            passwordHash: "h",
            role: "owner" as "admin",
          })
          .run(),
      ),
    ).toMatch(/CHECK/);
  });

  it("keeps the review count and average rating with the reviews", () => {
    const t = createTaxonomy();
    const p = createProduct({ name: "Reviewed", description: "x", categoryId: t.lan.id });
    const review = {
      productId: p.id,
      name: "A",
      email: "a@example.com",
      country: "United Kingdom",
      phone: "0123",
      heading: "h",
      comment: "c",
    };
    db.insert(reviews)
      .values({ ...review, rating: 5 })
      .run();
    const second = db
      .insert(reviews)
      .values({ ...review, rating: 2 })
      .returning()
      .get();
    let row = db.select().from(products).where(eq(products.id, p.id)).get()!;
    expect([row.numOfReviews, row.ratings]).toEqual([2, 3.5]);
    db.delete(reviews).where(eq(reviews.id, second.id)).run();
    row = db.select().from(products).where(eq(products.id, p.id)).get()!;
    expect([row.numOfReviews, row.ratings]).toEqual([1, 5]);
  });

  it("recomputes a product's review figures from its own reviews only, through one index", () => {
    // Each subquery of the figure triggers, as SQLite plans it: by the product's reviews, never
    // by every published review of the catalogue (which made each review written cost a scan
    // of all of them: the 100,000-product seed stalled at 25,000).
    const triggers = db.$client
      .prepare(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'reviews_figures_%'",
      )
      .pluck()
      .all() as string[];
    expect(triggers).toHaveLength(3);
    const subqueries = triggers.flatMap((text) =>
      [
        ...text.matchAll(/\((SELECT (?:count\(\*\)|avg\(rating\)) FROM reviews WHERE [^)]*)\)/g),
      ].map((m) => m[1].replace(/\b(NEW|OLD)\.product_id\b|\bproducts\.id\b/g, "?")),
    );
    expect(subqueries).toHaveLength(6);
    for (const query of subqueries) {
      const plan = db.$client
        .prepare(`EXPLAIN QUERY PLAN ${query}`)
        .all(1)
        .map((r) => (r as { detail: string }).detail);
      // (reviews_product_page_idx, the product page's, covers a count as well.)
      expect(plan, query).toHaveLength(1);
      expect(plan[0], query).toMatch(
        /^SEARCH reviews USING COVERING INDEX reviews_product_(status|page)_idx \(product_id=\? AND status=\?\)$/,
      );
    }
  });

  it("allows one value per specification group, from that group only", () => {
    const t = createTaxonomy();
    const p = createProduct({ name: "Spec", description: "x", categoryId: t.lan.id });
    db.insert(productSpecifications)
      .values({ productId: p.id, specId: t.sheath.id, valueId: t.lszh.id })
      .run();
    expect(
      sqliteMessage(() =>
        db
          .insert(productSpecifications)
          .values({ productId: p.id, specId: t.sheath.id, valueId: t.pvc.id })
          .run(),
      ),
    ).toMatch(/UNIQUE|PRIMARY KEY/);
    expect(
      sqliteMessage(() =>
        db
          .insert(productSpecifications)
          .values({ productId: p.id, specId: t.colour.id, valueId: t.lszh.id })
          .run(),
      ),
    ).toMatch(/FOREIGN KEY/);
  });

  it("keeps the category tree at three levels and products on one branch", () => {
    const t = createTaxonomy();
    expect(
      sqliteMessage(() =>
        db.run(
          sql`INSERT INTO categories (name, slug, parent_id, level) VALUES ('Deep', 'deep', ${t.cat6.id}, 4)`,
        ),
      ),
    ).toMatch(/CHECK/);
    expect(
      sqliteMessage(() =>
        db.run(
          sql`INSERT INTO categories (name, slug, parent_id, level) VALUES ('Wrong', 'wrong', ${t.lan.id}, 3)`,
        ),
      ),
    ).toMatch(/level/);
    expect(
      sqliteMessage(() =>
        createProduct({
          name: "Stray",
          description: "x",
          categoryId: t.power.id,
          subcategoryId: t.data.id,
        }),
      ),
    ).toMatch(/branch/);
    expect(
      sqliteMessage(() =>
        db.run(
          sql`INSERT INTO categories (name, slug, parent_id, level) VALUES ('Dup', 'data-cables', ${t.lan.id}, 2)`,
        ),
      ),
    ).toMatch(/UNIQUE/);
  });

  it("does not delete a category that still has products, and cascades a product's rows", () => {
    const t = createTaxonomy();
    const p = createProduct({
      name: "Held",
      description: "x",
      categoryId: t.power.id,
      subcategoryId: t.swa.id,
      specificationValueIds: [t.black.id],
    });
    expect(
      sqliteMessage(() => db.run(sql`DELETE FROM categories WHERE id = ${t.power.id}`)),
    ).toMatch(/FOREIGN KEY/);
    deleteProduct(p.id);
    expect(
      db
        .select()
        .from(productSpecifications)
        .where(eq(productSpecifications.productId, p.id))
        .all(),
    ).toEqual([]);
    db.run(sql`DELETE FROM categories WHERE id = ${t.power.id}`);
    expect(
      db.get<{ n: number }>(sql`SELECT count(*) AS n FROM categories WHERE id = ${t.swa.id}`).n,
    ).toBe(0);
  });
});

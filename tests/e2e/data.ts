/**
 * The data a journey makes for itself, written straight into the e2e database with
 * better-sqlite3 (the server's triggers keep the search index, the review figures and the
 * listing's index in step, as they do for the admin panel).
 *
 * Tests run in parallel against one server and database: in the "js", "no-js" and "api"
 * projects, on two workers, and repeated. So that none can trip over another:
 *
 * - a test that writes makes what it writes on (its own products, users, sessions, messages),
 *   named with a tag of its own, and reads back only that;
 * - the products tests make live in TEST_FAMILY, dated before the seeded catalogue, and reviews
 *   are written only on a test's own products;
 * - a journey that reads the seeded catalogue reads outside TEST_FAMILY (another family, or a
 *   search for words no test product has: their text is fixed below), so what it sees cannot
 *   change while it looks.
 *
 * Rows other tests add meanwhile are then never in the way, and nothing needs to tolerate them.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_DB, UPLOADS_DIR } from "./environment.js";
import { registerFunctions } from "../../db/client";

export { E2E_DB };

/** The family the products of tests go into. */
export const TEST_FAMILY = "audio-broadcast-cables";
/**
 * The six families of the seed. Tests add top-level categories of their own (the admin's
 * category journeys), so a test that reads the families reads these, not "all of them".
 */
export const SEEDED_FAMILIES = [
  "copper-connectivity",
  "coaxial-rf-cables",
  "building-industrial-cables",
  "audio-broadcast-cables",
  "security-cctv-cables",
  "industrial-power-cables",
] as const;
/** Subcategories of TEST_FAMILY a test product may be placed in. */
export type TestSubcategory = "loudspeaker-cables" | "microphone-balanced-cables";

/** Unique per test run: the project's name and random hex, e.g. `no-js-1f2e3d4c`. */
export function uniqueTag() {
  return `${test.info().project.name}-${randomBytes(4).toString("hex")}`;
}

/**
 * A word unique per test run that the site's search treats as one word (letters and digits
 * only), e.g. `nojs1f2e3d4c`: every product a test makes carries it in its name, so
 * `?keyword=<word>` lists exactly that test's products.
 */
export function uniqueWord() {
  return `${test.info().project.name.replace(/[^a-z0-9]/gi, "")}${randomBytes(4).toString("hex")}`;
}

/**
 * Runs `work` on a connection to the e2e database, closed afterwards. A transaction that writes
 * is `.immediate()`: the fresh connection reads the schema when it prepares its first statement,
 * and a deferred transaction that has read cannot wait for the server's write lock (SQLite
 * answers "database is locked" at once); BEGIN IMMEDIATE takes the lock first, with the wait.
 */
export function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(E2E_DB);
  registerFunctions(db);
  try {
    db.pragma("busy_timeout = 10000");
    db.pragma("foreign_keys = ON");
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * The site's version as the page cache keys its copies on it (docs/page-cache.md): other tests'
 * writes move it, so a test that expects a copy checks it did not move in between.
 */
export const siteVersion = () =>
  withDb(
    (db) =>
      db
        .prepare(
          "SELECT version || '.' || figures_version || '.' || content_version FROM catalogue_version",
        )
        .pluck()
        .get() as string,
  );

/**
 * Deletes what a test made with its word (uniqueWord) in any table the tests write to: products
 * (their versions, and the bin's), categories and specification groups with their children,
 * datasheets, certificates, videos, know-how, blog posts, messages, users and search synonyms.
 * Words are unique per test, so nothing else goes.
 */
export function deleteMadeWith(word: string) {
  const like = `%${word}%`;
  withDb((db) =>
    db
      .transaction(() => {
        for (const sql of [
          // The history and the bin of its products (docs/admin.md, History and Bin).
          "DELETE FROM product_versions WHERE product_id IN (SELECT id FROM products WHERE name LIKE ?)",
          `DELETE FROM product_versions
           WHERE product_id IN (SELECT product_id FROM product_bin WHERE name LIKE ?)`,
          "DELETE FROM product_bin WHERE name LIKE ?",
          // Variants before their parents (a parent is kept while it has any: docs/variants.md).
          "DELETE FROM products WHERE name LIKE ? AND parent_id IS NOT NULL",
          "DELETE FROM products WHERE name LIKE ?",
          "DELETE FROM categories WHERE parent_id IS NULL AND name LIKE ?",
          "DELETE FROM specifications WHERE parent_id IS NULL AND title LIKE ?",
          "DELETE FROM datasheets WHERE title LIKE ?",
          "DELETE FROM certificates WHERE title LIKE ?",
          "DELETE FROM faq_videos WHERE title LIKE ?",
          "DELETE FROM know_how WHERE title LIKE ?",
          "DELETE FROM blog_posts WHERE title LIKE ?",
          "DELETE FROM contact_messages WHERE subject LIKE ?",
          "DELETE FROM users WHERE name LIKE ?",
          "DELETE FROM search_synonyms WHERE root || char(10) || terms LIKE ?",
        ]) {
          db.prepare(sql).run(like);
        }
      })
      .immediate(),
  );
}

// ---------------------------------------------------------------------------------------------
// Products

export type ProductDraft = {
  /** Goes before the test's word and the product's number: `Speaker cable <word> 3`. */
  name?: string;
  subcategory?: TestSubcategory;
  /** The product's "Sheath Material" specification. */
  sheath?: "lszh" | "pvc";
  /** One review per rating, older than anything the test does next; the last one newest. */
  ratings?: number[];
  /** Pictures, copied from the seeded catalogue (at most 3); their alt text is the name. */
  images?: number;
  /** Links the first datasheet of the seed. */
  datasheet?: boolean;
  /** The reference (shortdescription); `E2E-<n>` unless given, "" for none. */
  reference?: string;
  /** Slugs of a category tree of the test's own (createCategoryTree) instead of TEST_FAMILY. */
  place?: { category: string; subcategory?: string; subSubcategory?: string };
  /** Published unless said (docs/admin.md, Status). */
  status?: "draft" | "published" | "archived";
};

export type TestReview = {
  name: string;
  email: string;
  phone: string;
  rating: number;
  heading: string;
  comment: string;
};

export type TestProduct = {
  id: number;
  slug: string;
  name: string;
  seoTitle: string;
  seoDescription: string;
  subcategory: TestSubcategory | string;
  sheath: "lszh" | "pvc" | null;
  /** Upload paths (under /uploads/) of the main file of each picture, in gallery order. */
  images: string[];
  /** Oldest first, as written. */
  reviews: TestReview[];
  numOfReviews: number;
  /** The average rating, as the review triggers compute it. */
  ratings: number;
  createdAt: number;
};

/** Long before the seeded catalogue, so test products come after it in the date order. */
const EPOCH = Date.UTC(2001, 0, 1);

type SourceImage = { file: string; width: number; height: number; variants: string };

/**
 * Makes products in TEST_FAMILY, in one transaction, and returns what was written. They are
 * numbered 1…n in the order given, and each is one second newer than the one before.
 */
export function createProducts(word: string, drafts: ProductDraft[]): TestProduct[] {
  return withDb((db) => {
    const category = (slug: string) =>
      (db.prepare("SELECT id FROM categories WHERE slug = ?").get(slug) as { id: number }).id;
    const familyId = category(TEST_FAMILY);
    const sheath = db
      .prepare(
        `SELECT grp.id AS specId, v.id AS valueId, v.slug AS slug FROM specifications v
         JOIN specifications grp ON grp.id = v.parent_id
         WHERE grp.slug = 'sheath-material' AND grp.parent_id IS NULL`,
      )
      .all() as { specId: number; valueId: number; slug: string }[];
    const datasheetId = (db.prepare("SELECT min(id) AS id FROM datasheets").get() as { id: number })
      .id;
    // The pictures of the first seeded product that has three.
    const pictures = db
      .prepare(
        `SELECT file, width, height, variants FROM product_images
         WHERE product_id = (SELECT product_id FROM product_images GROUP BY product_id
                             HAVING count(*) >= 3 ORDER BY product_id LIMIT 1)
         ORDER BY position`,
      )
      .all() as SourceImage[];

    const insertProduct = db.prepare(
      `INSERT INTO products (name, slug, shortdescription, description, imagealt, seo_title,
         seo_description, category_id, subcategory_id, sub_subcategory_id, datasheet_id, status,
         created_at, updated_at)
       VALUES (@name, @slug, @short, @description, '', @seoTitle, @seoDescription, @familyId,
         @subcategoryId, @subSubcategoryId, @datasheetId, @status, @createdAt, @createdAt)
       RETURNING id`,
    );
    const insertSpec = db.prepare(
      "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
    );
    const insertImage = db.prepare(
      `INSERT INTO product_images (product_id, file, public_id, width, height, position, variants)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertReview = db.prepare(
      `INSERT INTO reviews (product_id, name, email, country, country_code, phone, rating,
         heading, comment, created_at)
       VALUES (?, ?, ?, 'United Kingdom', '44', ?, ?, ?, ?, ?)`,
    );

    const now = Date.now();
    // It reads, then writes: the write lock is taken first (IMMEDIATE), or a write by the server
    // in between makes SQLite refuse the upgrade at once (SQLITE_BUSY, no busy_timeout wait).
    db.exec("BEGIN IMMEDIATE");
    const made = db.transaction(() =>
      drafts.map((draft, i): TestProduct => {
        const n = i + 1;
        const name = `${draft.name ?? "Test cable"} ${word} ${n}`;
        const subcategory = draft.place
          ? (draft.place.subcategory ?? "")
          : (draft.subcategory ?? "loudspeaker-cables");
        const row = {
          name,
          slug: `e2e-${word}-${n}`,
          short: draft.reference ?? `E2E-${n}`,
          description: "A cable made by an end-to-end test, for that test alone.",
          seoTitle: `${name}: a test cable`,
          seoDescription: `The test cable number ${n} of ${word}.`,
          familyId: draft.place ? category(draft.place.category) : familyId,
          subcategoryId: subcategory ? category(subcategory) : null,
          subSubcategoryId: draft.place?.subSubcategory
            ? category(draft.place.subSubcategory)
            : null,
          datasheetId: draft.datasheet ? datasheetId : null,
          status: draft.status ?? "published",
          createdAt: EPOCH + n * 1000,
        };
        const { id } = insertProduct.get(row) as { id: number };

        if (draft.sheath) {
          const value = sheath.find((s) => s.slug === draft.sheath)!;
          insertSpec.run(id, value.specId, value.valueId);
        }

        const images = pictures.slice(0, draft.images ?? 0).map((picture, position) => {
          const copy = randomBytes(12).toString("hex");
          const rename = (file: string) => file.replace(/[0-9a-f]{24}(?=-\d+\.webp$)/, copy);
          const variants = (JSON.parse(picture.variants) as { file: string }[]).map((v) => {
            fs.copyFileSync(path.join(UPLOADS_DIR, v.file), path.join(UPLOADS_DIR, rename(v.file)));
            return { ...v, file: rename(v.file) };
          });
          const file = rename(picture.file);
          insertImage.run(
            id,
            file,
            copy,
            picture.width,
            picture.height,
            position,
            JSON.stringify(variants),
          );
          return file;
        });

        const reviews = (draft.ratings ?? []).map((rating, r): TestReview => {
          const review = {
            name: `Reviewer ${r + 1}`,
            email: `reviewer-${r + 1}-${word}@example.com`,
            phone: `7${randomBytes(4).readUInt32BE() % 1e9}`.padEnd(10, "0"),
            rating,
            heading: `Review ${r + 1} of ${name}`,
            comment: `Rated ${rating} by a test.`,
          };
          const age = (draft.ratings!.length - r) * 60_000;
          insertReview.run(
            id,
            review.name,
            review.email,
            review.phone,
            rating,
            review.heading,
            review.comment,
            now - 3_600_000 - age,
          );
          return review;
        });
        const ratings = reviews.map((r) => r.rating);
        return {
          id,
          slug: row.slug,
          name,
          seoTitle: row.seoTitle,
          seoDescription: row.seoDescription,
          subcategory,
          sheath: draft.sheath ?? null,
          images,
          reviews,
          numOfReviews: ratings.length,
          ratings: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
          createdAt: row.createdAt,
        };
      }),
    );
    try {
      const products = made();
      db.exec("COMMIT");
      return products;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  });
}

/** One product of the test's own; see createProducts. */
export function createProduct(draft: ProductDraft = {}) {
  return createProducts(uniqueWord(), [draft])[0];
}

// ---------------------------------------------------------------------------------------------
// Categories

export type TestCategory = { id: number; name: string; slug: string };

/**
 * A three-level branch of the test's own, after the seeded families in the menus: a family, a
 * subcategory and a sub-subcategory, each named with the test's word. `intro` goes on the
 * subcategory.
 */
export function createCategoryTree(
  word: string,
  { intro = "" }: { intro?: string } = {},
): { family: TestCategory; sub: TestCategory; leaf: TestCategory } {
  return withDb((db) => {
    const insert = db.prepare(
      `INSERT INTO categories (name, slug, parent_id, level, intro, sort_order)
       VALUES (@name, @slug, @parentId, @level, @intro,
         (SELECT coalesce(max(sort_order), 0) + 1 FROM categories
          WHERE parent_id IS @parentId))
       RETURNING id, name, slug`,
    );
    return db
      .transaction(() => {
        const family = insert.get({
          name: `Fibre Optic ${word}`,
          slug: `fibre-optic-${word}`,
          parentId: null,
          level: 1,
          intro: "",
        }) as TestCategory;
        const sub = insert.get({
          name: `Single Mode ${word}`,
          slug: `single-mode-${word}`,
          parentId: family.id,
          level: 2,
          intro,
        }) as TestCategory;
        const leaf = insert.get({
          name: `OS2 Loose Tube ${word}`,
          slug: `os2-loose-tube-${word}`,
          parentId: sub.id,
          level: 3,
          intro: "",
        }) as TestCategory;
        return { family, sub, leaf };
      })
      .immediate();
  });
}

/**
 * The catalogue index is patched from the change log instead of rebuilt: after every kind of
 * write, from this connection or from "another process" (a second connection to the same file),
 * the patched index must hold exactly what a freshly built one holds, and the listing must answer
 * exactly what it answers on a fresh index (filters, counts, facet counts, every sort, pages).
 * Keyword answers are FTS5's own, kept for one catalogue version and asked again after a write.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../../db/client";
import {
  categories,
  datasheets,
  PRODUCT_STATUSES,
  products,
  specifications,
} from "../../db/schema";
import { db } from "~/db.server";
import {
  buildCatalogueIndex,
  catalogueIndexSettings,
  catalogueIndexSettled,
  getCatalogueIndex,
  pruneCatalogueChanges,
  sortOrder,
  useCatalogueIndex,
  type CatalogueIndex,
} from "~/models/catalogue-index.server";
import { keywordMatches } from "~/models/keyword-search.server";
import { getFacets, listProducts, toFtsQuery, type ProductFilters } from "~/models/listing.server";
import { createProduct, deleteProduct } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import { createTaxonomy, resetDb } from "../fixtures";

const defaults = { ...catalogueIndexSettings };
let other: DB | null = null;

beforeEach(() => {
  resetDb();
  useCatalogueIndex(null);
});
afterEach(async () => {
  await catalogueIndexSettled(); // no build left reading a database the next test empties
  Object.assign(catalogueIndexSettings, defaults);
});
afterAll(() => other?.$client.close());

/** A second connection to the same database file: writes another process would make. */
function otherProcess(): DB {
  return (other ??= openDatabase(db.$client.name, { migrate: false }));
}

/** A seeded pseudo-random sequence (mulberry32), so a failure replays the same writes. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(list: T[]) => list[int(list.length)] };
}

const DAY = 86_400_000;
const WORDS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"];

function setUp() {
  const t = createTaxonomy();
  // A value staff may delete during the run, and a second branch under the power family.
  const gauge = db
    .insert(specifications)
    .values({ title: "Gauge", slug: "gauge", parentId: null })
    .returning()
    .get();
  const value = (title: string, slug: string) =>
    db.insert(specifications).values({ title, slug, parentId: gauge.id }).returning().get();
  const thin = value("Thin", "thin");
  const thick = value("Thick", "thick");
  const flex = db
    .insert(categories)
    .values({ name: "Flexible Cables", slug: "flexible-cables", parentId: t.power.id, level: 2 })
    .returning()
    .get();
  const sheets = [1, 2].map(
    (n) =>
      db
        .insert(datasheets)
        .values({ title: `Sheet ${n}`, file: `datasheets/${n}.pdf` })
        .returning()
        .get().id,
  );
  const branches = [
    [t.lan.id, null, null],
    [t.lan.id, t.data.id, null],
    [t.lan.id, t.data.id, t.cat6.id],
    [t.power.id, null, null],
    [t.power.id, t.swa.id, null],
    [t.power.id, flex.id, null],
  ] as const;
  const groups = [
    [t.sheath.id, [t.lszh.id, t.pvc.id]],
    [t.colour.id, [t.blue.id, t.black.id]],
    [gauge.id, [thin.id, thick.id]],
  ] as const;
  return { ...t, gauge, thin, thick, flex, sheets, branches, groups };
}

type World = ReturnType<typeof setUp>;
type Random = ReturnType<typeof random>;

/** Everything the index knows, by product id, in a form two indexes can be compared in. */
function canonical(ix: CatalogueIndex) {
  const rows: {
    id: number;
    branch: number[];
    datasheet: boolean;
    created: number;
    figures: number[];
    parent: number;
    variant: boolean;
    values: (number | undefined)[][];
  }[] = [];
  for (let pos = 0; pos < ix.size; pos++) {
    if (!ix.live.has(pos)) continue;
    const id = ix.ids[pos];
    expect(ix.position(id), `position of ${id}`).toBe(pos);
    rows.push({
      id,
      branch: [ix.category[pos], ix.subcategory[pos], ix.subSubcategory[pos]],
      datasheet: ix.withDatasheet.has(pos),
      created: ix.created[pos],
      figures: [ix.reviews[pos], ix.ratings[pos]],
      parent: ix.parent[pos],
      variant: ix.variants.has(pos),
      values: [...ix.values]
        .filter(([, bits]) => bits.has(pos))
        .map(([value]) => [value, ix.groupOf.get(value)])
        .sort((a, b) => a[0]! - b[0]!),
    });
  }
  rows.sort((a, b) => a.id - b.id);
  const order = (sort: "date" | "popular" | "rated") =>
    Array.from(sortOrder(ix, sort), (pos) => ix.ids[pos]);
  // Category bitsets hold the live products of the branch each row names, and nothing else.
  const members: [number, number][] = [];
  const strays: string[] = [];
  for (const [category, bits] of ix.inCategory) {
    let n = 0;
    for (let pos = 0; pos < ix.size; pos++) {
      if (!bits.has(pos)) continue;
      n++;
      const branch = [ix.category[pos], ix.subcategory[pos], ix.subSubcategory[pos]];
      if (!ix.live.has(pos) || !branch.includes(category)) strays.push(`${category}@${pos}`);
    }
    if (n) members.push([category, n]);
  }
  members.sort((a, b) => a[0] - b[0]);
  expect(strays).toEqual([]);
  return {
    count: ix.liveCount,
    members,
    rows,
    date: order("date"),
    popular: order("popular"),
    rated: order("rated"),
  };
}

const QUERIES: ProductFilters[] = [
  {},
  { page: 2 },
  { page: 4 },
  { sort: "popular" },
  { sort: "popular", page: 3 },
  { sort: "rated" },
  { sort: "rated", page: 2 },
  { sort: "date", page: 2 },
  { category: "copper-connectivity" },
  { category: "copper-connectivity", subcategory: "data-cables", subSubcategory: "cat6-cables" },
  { category: "industrial-power-cables", subcategory: "flexible-cables", sort: "rated" },
  { specs: { "sheath-material": "lszh" } },
  { specs: { "sheath-material": "pvc", "sheath-colour": "blue" }, sort: "popular" },
  { specs: { gauge: "thin" }, category: "industrial-power-cables" },
  { hasDatasheet: true },
  { hasDatasheet: true, page: 2, sort: "rated" },
  { keyword: "cable" },
  { keyword: "cable", page: 2 },
  { keyword: "alpha" },
  { keyword: "screened", specs: { "sheath-material": "lszh" } },
  { keyword: "cable", sort: "popular", page: 2 },
  { keyword: "bra", hasDatasheet: true },
  { keyword: "renamed" },
  { keyword: "thin" },
];

/** The listing's answers on the process's (patched) index and on a freshly built one. */
function expectSameAnswers() {
  const patched = getCatalogueIndex();
  const fresh = buildCatalogueIndex();
  expect(canonical(patched)).toEqual(canonical(fresh));
  const answer = (f: ProductFilters) => {
    const list = listProducts(f);
    const facets = getFacets(f);
    return {
      count: list.filteredProductsCount,
      page: list.page,
      pageCount: list.pageCount,
      slugs: list.products.map((p) => p.slug),
      facets,
    };
  };
  const got = QUERIES.map(answer);
  useCatalogueIndex(fresh);
  const want = QUERIES.map(answer);
  useCatalogueIndex(patched);
  for (let i = 0; i < QUERIES.length; i++)
    expect(got[i], JSON.stringify(QUERIES[i])).toEqual(want[i]);
}

function liveIds(): number[] {
  return db
    .select({ id: products.id })
    .from(products)
    .all()
    .map((p) => p.id);
}

function makeProduct(w: World, r: Random, n: number, conn: "app" | "other") {
  const [categoryId, subcategoryId, subSubcategoryId] = r.pick([...w.branches]);
  const values = w.groups.filter(() => r.next() < 0.6).map(([, vs]) => r.pick([...vs]));
  const name = `${r.pick(WORDS)} cable ${n}`;
  // Few distinct dates, so the orders' tie-breaks (id) are exercised.
  const createdAt = Date.UTC(2026, 0, 1) + r.int(6) * DAY;
  const description = r.next() < 0.3 ? "Screened for noisy plant rooms" : "General purpose";
  const datasheetId = r.next() < 0.4 ? r.pick(w.sheets) : null;
  if (conn === "app") {
    createProduct({
      name,
      description,
      categoryId,
      subcategoryId,
      subSubcategoryId,
      datasheetId,
      specificationValueIds: values,
      createdAt: new Date(createdAt),
    });
  } else {
    const o = otherProcess().$client;
    o.transaction(() => {
      const { id } = o
        .prepare(
          `INSERT INTO products (name, slug, description, category_id, subcategory_id,
             sub_subcategory_id, datasheet_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .get(
          name,
          `other-${n}`,
          description,
          categoryId,
          subcategoryId,
          subSubcategoryId,
          datasheetId,
          createdAt,
          createdAt,
        ) as { id: number };
      for (const valueId of values) {
        o.prepare(
          `INSERT INTO product_specifications (product_id, spec_id, value_id)
           SELECT ?, parent_id, id FROM specifications WHERE id = ?`,
        ).run(id, valueId);
      }
    })();
  }
}

/** One random write of a random kind; returns its name. */
function randomWrite(w: World, r: Random, n: number): string {
  const ids = liveIds();
  const someProduct = () => r.pick(ids);
  // A parent cannot be deleted while it has variants (docs/variants.md): deletes pick others.
  const parents = new Set(
    db.$client
      .prepare("SELECT parent_id FROM products WHERE parent_id IS NOT NULL")
      .pluck()
      .all() as number[],
  );
  const deletable = () => r.pick(ids.filter((id) => !parents.has(id)));
  const newProduct = (conn: "app" | "other") => makeProduct(w, r, n, conn);
  const review = (productId: number, conn: "app" | "other") => {
    const rating = 1 + r.int(5);
    if (conn === "app") {
      const slug = db
        .select({ slug: products.slug })
        .from(products)
        .where(eq(products.id, productId))
        .get()!.slug;
      createReview({
        slug,
        name: "R",
        email: `r${n}@example.com`,
        selectedCountry: "United Kingdom",
        phone: "0123456789",
        rating,
        heading: "h",
        comment: "c",
      });
    } else {
      otherProcess()
        .$client.prepare(
          `INSERT INTO reviews (product_id, name, email, country, phone, rating, heading, comment)
           VALUES (?, 'R', ?, 'United Kingdom', '0123', ?, 'h', 'c')`,
        )
        .run(productId, `o${n}@example.com`, rating);
    }
  };

  const kinds: [number, string, () => void][] = [
    [14, "create", () => newProduct("app")],
    [6, "create (other process)", () => newProduct("other")],
    [5, "delete", () => ids.length > parents.size && deleteProduct(deletable())],
    [
      2,
      "delete (other process)",
      () =>
        ids.length > parents.size &&
        otherProcess().$client.prepare("DELETE FROM products WHERE id = ?").run(deletable()),
    ],
    [
      4,
      "joins or leaves a family (other process)",
      () => {
        // A product without variants becomes a variant of one that is no variant, or leaves.
        const o = otherProcess().$client;
        const variant = r.pick(ids.filter((id) => !parents.has(id)));
        const roots = o
          .prepare("SELECT id FROM products WHERE parent_id IS NULL AND id <> ?")
          .pluck()
          .all(variant ?? 0) as number[];
        if (variant === undefined || !roots.length) return;
        const parent = r.next() < 0.25 ? null : r.pick(roots);
        o.prepare("UPDATE products SET parent_id = ? WHERE id = ?").run(parent, variant);
      },
    ],
    [
      6,
      "category move",
      () => {
        if (!ids.length) return;
        const [categoryId, subcategoryId, subSubcategoryId] = r.pick([...w.branches]);
        db.update(products)
          .set({ categoryId, subcategoryId, subSubcategoryId })
          .where(eq(products.id, someProduct()))
          .run();
      },
    ],
    [
      6,
      "specification set or changed",
      () => {
        if (!ids.length) return;
        const [specId, values] = r.pick([...w.groups]);
        db.run(sql`INSERT INTO product_specifications (product_id, spec_id, value_id)
          VALUES (${someProduct()}, ${specId}, ${r.pick([...values])})
          ON CONFLICT (product_id, spec_id) DO UPDATE SET value_id = excluded.value_id`);
      },
    ],
    [
      4,
      "specification removed",
      () =>
        ids.length &&
        db.run(sql`DELETE FROM product_specifications WHERE product_id = ${someProduct()}
          AND spec_id = ${r.pick([...w.groups])[0]}`),
    ],
    [
      5,
      "datasheet set or unset",
      () =>
        ids.length &&
        db
          .update(products)
          .set({ datasheetId: r.next() < 0.5 ? null : r.pick(w.sheets) })
          .where(eq(products.id, someProduct()))
          .run(),
    ],
    [10, "review added", () => ids.length && review(someProduct(), "app")],
    [4, "review added (other process)", () => ids.length && review(someProduct(), "other")],
    [
      4,
      "review removed",
      () =>
        db.run(
          sql`DELETE FROM reviews WHERE id = (SELECT id FROM reviews ORDER BY id LIMIT 1 OFFSET ${r.int(5)})`,
        ),
    ],
    [
      2,
      "date changed",
      () =>
        ids.length &&
        db
          .update(products)
          .set({ createdAt: new Date(Date.UTC(2026, 0, 1) + r.int(6) * DAY) })
          .where(eq(products.id, someProduct()))
          .run(),
    ],
    [
      2,
      "renamed (not in the change log)",
      () =>
        ids.length &&
        db
          .update(products)
          .set({ name: `Renamed ${r.pick(WORDS)} ${n}` })
          .where(eq(products.id, someProduct()))
          .run(),
    ],
    [
      5,
      "status changed (a variant follows its parent)",
      () =>
        ids.length &&
        db
          .update(products)
          .set({ status: r.pick([...PRODUCT_STATUSES]) })
          .where(eq(products.id, someProduct()))
          .run(),
    ],
    [
      2,
      "status changed (other process)",
      () =>
        ids.length &&
        otherProcess()
          .$client.prepare("UPDATE products SET status = ? WHERE id = ?")
          .run(r.pick([...PRODUCT_STATUSES]), someProduct()),
    ],
    [
      1,
      "category renamed",
      () =>
        db
          .update(categories)
          .set({ name: `Flexible Cables ${n}` })
          .where(eq(categories.id, w.flex.id))
          .run(),
    ],
    [
      3,
      "several products in one transaction",
      () =>
        db.transaction(() => {
          for (let k = 0; k < 3 + r.int(8); k++) newProduct("app");
          for (let k = 0; k < 2 && ids.length; k++) deleteProduct(someProduct());
        }),
    ],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  let roll = r.int(total);
  for (const [weight, name, write] of kinds) {
    if ((roll -= weight) < 0) {
      write();
      return name;
    }
  }
  throw new Error("unreachable");
}

function seedProducts(w: World, r: Random, count: number) {
  for (let n = 0; n < count; n++) makeProduct(w, r, 100_000 + n, "app");
}

describe("incremental catalogue index", () => {
  it("matches a fresh build after each of a few hundred random writes", () => {
    const w = setUp();
    const r = random(9);
    seedProducts(w, r, 30);
    const index = getCatalogueIndex();
    const seen = new Map<string, number>();
    for (let n = 0; n < 250; n++) {
      const kind = randomWrite(w, r, n);
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      if (n % 25 === 24) expectSameAnswers();
      else
        expect(canonical(getCatalogueIndex()), `after write ${n}: ${kind}`).toEqual(
          canonical(buildCatalogueIndex()),
        );
    }
    expectSameAnswers();
    // Patched all along, never rebuilt (small batches, the log reaching back).
    expect(getCatalogueIndex()).toBe(index);
    expect(seen.size).toBe(18);
  }, 60_000);

  it("keeps a keyword's matches while the catalogue stands, and asks FTS5 again after any write", () => {
    const w = setUp();
    seedProducts(w, random(3), 40);
    const match = toFtsQuery("zulu")!;
    expect(listProducts({ keyword: "zulu" }).filteredProductsCount).toBe(0);
    const kept = keywordMatches(match);
    expect(keywordMatches(match)).toBe(kept);

    const zulu = createProduct({ name: "Zulu patch lead", description: "x", categoryId: w.lan.id });
    expect(listProducts({ keyword: "zulu" }).products.map((p) => p.slug)).toEqual([zulu.slug]);
    expect(keywordMatches(match)).not.toBe(kept);

    deleteProduct(zulu.id);
    expect(listProducts({ keyword: "zulu" }).filteredProductsCount).toBe(0);

    // A rename is not in the change log, but it moves the catalogue's version all the same.
    const [first] = listProducts({}).products;
    const index = getCatalogueIndex();
    db.update(products).set({ name: "Zulu renamed" }).where(eq(products.id, first.id)).run();
    expect(listProducts({ keyword: "zulu" }).products.map((p) => p.slug)).toEqual([first.slug]);
    expect(getCatalogueIndex()).toBe(index);
  });

  it("orders a keyword listing by FTS5's bm25, filtered or not, before and after writes", () => {
    const w = setUp();
    seedProducts(w, random(4), 40);
    /** Every page of the listing in relevance order, against the same order asked of SQL. */
    const expectBm25Order = (f: ProductFilters) => {
      const first = listProducts(f);
      const got = Array.from({ length: first.pageCount }, (_, i) =>
        listProducts({ ...f, page: i + 1 }).products.map((p) => p.slug),
      ).flat();
      const filtered = new Set(
        Array.from({ length: first.pageCount }, (_, i) =>
          listProducts({ ...f, sort: "date", page: i + 1 }).products.map((p) => p.slug),
        ).flat(),
      );
      const want = db
        .all<{ slug: string }>(
          sql`SELECT p.slug FROM products_fts JOIN products p ON p.id = products_fts.rowid
            WHERE products_fts MATCH ${toFtsQuery(f.keyword!)}
            ORDER BY bm25(products_fts, 10.0, 4.0, 1.0, 2.0, 2.0), p.id DESC`,
        )
        .map((r) => r.slug)
        .filter((slug) => filtered.has(slug));
      expect(got.length, JSON.stringify(f)).toBeGreaterThan(0);
      expect(got, JSON.stringify(f)).toEqual(want);
      expect(first.filteredProductsCount).toBe(want.length);
    };
    const searches: ProductFilters[] = [
      { keyword: "cable" },
      { keyword: "alpha cab" },
      { keyword: "screened noisy" },
      { keyword: "cable", specs: { "sheath-material": "lszh" } },
      { keyword: "general cab", hasDatasheet: true },
    ];
    searches.forEach(expectBm25Order);
    // Writes that move products in and out of the filters, and text that changes the statistics.
    db.update(products)
      .set({ datasheetId: w.sheets[1] })
      .where(sql`id % 3 = 0`)
      .run();
    createProduct({ name: "Alpha cable special", description: "Screened", categoryId: w.lan.id });
    db.update(products)
      .set({ description: "Screened for noisy plant rooms" })
      .where(sql`id % 4 = 1`)
      .run();
    searches.forEach(expectBm25Order);
  });

  it("matches a fresh build with large batches rebuilt in the background", async () => {
    Object.assign(catalogueIndexSettings, {
      backgroundFrom: 0,
      rebuildMinimum: 4,
      rebuildShare: 0,
      sliceMs: 0.2,
    });
    const w = setUp();
    const r = random(11);
    seedProducts(w, r, 40);
    let rebuilt = 0;
    for (let n = 0; n < 120; n++) {
      const before = getCatalogueIndex();
      if (n % 15 === 7) {
        // An import: more products at once than the index patches.
        db.transaction(() => {
          for (let k = 0; k < 6; k++) makeProduct(w, r, 2_000 + n * 10 + k, "app");
        });
      } else randomWrite(w, r, n);
      const after = getCatalogueIndex();
      if (after.frozen) {
        // Too much changed: the previous index keeps serving while the new one is built.
        expect(after).toBe(before);
        rebuilt++;
        await new Promise(setImmediate); // the build has taken its snapshot: write again
        randomWrite(w, r, 1_000 + n);
        expect(getCatalogueIndex()).toBe(before);
        await catalogueIndexSettled();
        expect(getCatalogueIndex()).not.toBe(before);
        expectSameAnswers();
      } else if (n % 10 === 9) expectSameAnswers();
      else
        expect(canonical(getCatalogueIndex()), `after write ${n}`).toEqual(
          canonical(buildCatalogueIndex()),
        );
    }
    expect(rebuilt).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it("prunes the change log; an index it left behind rebuilds", () => {
    const w = setUp();
    seedProducts(w, random(5), 20);
    const behind = getCatalogueIndex();
    seedProducts(w, random(6), 20);
    const changes = () =>
      db.get<{ n: number }>(sql`SELECT count(*) AS n FROM catalogue_changes`)!.n;
    const seq = db.get<{ seq: number }>(
      sql`SELECT seq FROM sqlite_sequence WHERE name = 'catalogue_changes'`,
    )!.seq;
    catalogueIndexSettings.keepChanges = 10;
    expect(pruneCatalogueChanges(seq)).toBeGreaterThan(0);
    expect(changes()).toBe(10);

    // The rows `behind` still needed are gone: the next request rebuilds (small: on the spot).
    const next = getCatalogueIndex();
    expect(next).not.toBe(behind);
    expect(canonical(next)).toEqual(canonical(buildCatalogueIndex()));

    // An index that is up to date keeps patching across pruning.
    seedProducts(w, random(7), 5);
    expect(getCatalogueIndex()).toBe(next);
    pruneCatalogueChanges(next.changeId);
    expect(changes()).toBe(10);
    seedProducts(w, random(8), 5);
    expect(getCatalogueIndex()).toBe(next);
    expectSameAnswers();
  });

  it("follows a specification value deleted by staff", () => {
    const w = setUp();
    seedProducts(w, random(8), 40);
    const ix = getCatalogueIndex();
    const thin = () => getFacets({}).specs.find((g) => g.slug === "gauge")!.values;
    expect(thin().find((v) => v.slug === "thin")!.count).toBeGreaterThan(0);
    db.delete(specifications).where(eq(specifications.id, w.thin.id)).run();
    expect(thin().map((v) => v.slug)).toEqual(["thick"]);
    expect(listProducts({ specs: { gauge: "thin" } }).filteredProductsCount).toBe(0);
    expect(getCatalogueIndex()).toBe(ix);
    expectSameAnswers();
  });
});

/**
 * An in-process index of the catalogue for the listing: which products are in which category and
 * have which specification value (bitsets), and the product order of each sort. Filtering,
 * counting, facet counts and paging then cost a few bitset operations instead of SQL scans over
 * the whole catalogue; only the page's 16 rows come from SQLite.
 *
 * The index is rebuilt when the catalogue_version counter (moved by triggers on every product
 * and specification write, from any process) has changed. Review figures have a counter of their
 * own: when only they change, just the "popular" and "rated" orders are sorted again, and only
 * when a listing asks for them. Keyword searches go through FTS5 and their ranked ids are cached
 * per keyword for the same version.
 */
import { sql } from "drizzle-orm";
import { db } from "~/db.server";

export class Bitset {
  readonly words: Uint32Array;
  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }
  static full(size: number) {
    const b = new Bitset(size);
    b.words.fill(0xffffffff);
    const extra = b.words.length * 32 - size;
    if (extra > 0) b.words[b.words.length - 1] = 0xffffffff >>> extra;
    return b;
  }
  set(i: number) {
    this.words[i >>> 5] |= 1 << (i & 31);
  }
  has(i: number) {
    return (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }
  and(other: Bitset): Bitset {
    const out = new Uint32Array(this.words.length);
    for (let i = 0; i < out.length; i++) out[i] = this.words[i] & other.words[i];
    return new Bitset(this.size, out);
  }
  count(): number {
    let n = 0;
    for (let i = 0; i < this.words.length; i++) n += popcount(this.words[i]);
    return n;
  }
  /** popcount(this & other) without allocating */
  countAnd(other: Bitset): number {
    let n = 0;
    for (let i = 0; i < this.words.length; i++) n += popcount(this.words[i] & other.words[i]);
    return n;
  }
}

function popcount(x: number) {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export type CatalogueIndex = {
  version: number;
  size: number;
  /** position → product id */
  ids: Int32Array;
  /** product id → position (-1: none) */
  positionOf: Int32Array;
  category: Int32Array;
  subcategory: Int32Array;
  subSubcategory: Int32Array;
  withDatasheet: Bitset;
  /** value id → products having it */
  values: Map<number, Bitset>;
  /** value id → its group id */
  groupOf: Map<number, number>;
  created: Float64Array;
  /** positions newest first */
  date: Int32Array;
  /** positions by review figures, sorted when first asked for after the figures change */
  figures: { version: number; popular: Int32Array; rated: Int32Array } | null;
};

let current: CatalogueIndex | null = null;
const searches = new Map<string, { version: number; ranked: Int32Array }>();
const MAX_CACHED_SEARCHES = 200;

/**
 * The counters kept by triggers (migrations 0003 to 0005): `version` moves on every write to
 * products and their specifications, on any change to categories and on specification edits;
 * `figures` moves when review figures change.
 */
export function getCatalogueVersions() {
  return (
    db.get<{ version: number; figures: number }>(
      sql`SELECT version, figures_version AS figures FROM catalogue_version WHERE id = 1`,
    ) ?? { version: 0, figures: 0 }
  );
}

/** The index for the current catalogue, rebuilt first when the catalogue has changed. */
export function getCatalogueIndex(): CatalogueIndex {
  const { version } = getCatalogueVersions();
  if (current?.version === version) return current;
  current = buildIndex(version);
  searches.clear();
  return current;
}

/** Positions in a sort order: newest first, most reviews, or best average rating. */
export function sortOrder(index: CatalogueIndex, sort: "date" | "popular" | "rated"): Int32Array {
  if (sort === "date") return index.date;
  const { figures: version } = getCatalogueVersions();
  if (index.figures?.version !== version) {
    const reviews = new Float64Array(index.size);
    const ratings = new Float64Array(index.size);
    const rows = db.$client
      .prepare(
        "SELECT id, num_of_reviews, ratings FROM products INDEXED BY products_catalogue_index_idx",
      )
      .raw()
      .all() as [number, number, number][];
    for (const [id, n, r] of rows) {
      const pos = index.positionOf[id] ?? -1;
      if (pos >= 0) {
        reviews[pos] = n;
        ratings[pos] = r;
      }
    }
    const { ids, created } = index;
    const positions = () => Int32Array.from({ length: index.size }, (_, i) => i);
    // Ties go to the newest, then the highest id.
    index.figures = {
      version,
      popular: positions().sort(
        (a, b) => reviews[b] - reviews[a] || created[b] - created[a] || ids[b] - ids[a],
      ),
      rated: positions().sort(
        (a, b) => ratings[b] - ratings[a] || reviews[b] - reviews[a] || ids[b] - ids[a],
      ),
    };
  }
  return index.figures[sort];
}

function buildIndex(version: number): CatalogueIndex {
  const sqlite = db.$client;
  const rows = sqlite
    .prepare(
      `SELECT id, category_id, coalesce(subcategory_id, 0), coalesce(sub_subcategory_id, 0),
              datasheet_id IS NOT NULL, created_at
       FROM products INDEXED BY products_catalogue_index_idx`,
    )
    .raw()
    .all() as [number, number, number, number, number, number][];
  const size = rows.length;
  const ids = new Int32Array(size);
  const category = new Int32Array(size);
  const subcategory = new Int32Array(size);
  const subSubcategory = new Int32Array(size);
  const withDatasheet = new Bitset(size);
  const created = new Float64Array(size);
  let maxId = 0;
  for (const r of rows) if (r[0] > maxId) maxId = r[0];
  const positionOf = new Int32Array(maxId + 1).fill(-1);
  rows.forEach((r, i) => {
    ids[i] = r[0];
    category[i] = r[1];
    subcategory[i] = r[2];
    subSubcategory[i] = r[3];
    if (r[4]) withDatasheet.set(i);
    created[i] = r[5];
    positionOf[r[0]] = i;
  });

  const values = new Map<number, Bitset>();
  const groupOf = new Map<number, number>();
  // One row per value with its product ids, read from the (value_id, product_id) index.
  const perValue = sqlite
    .prepare(
      `SELECT value_id, min(spec_id), group_concat(product_id)
       FROM product_specifications INDEXED BY product_specifications_value_idx GROUP BY value_id`,
    )
    .raw()
    .all() as [number, number, string][];
  for (const [valueId, specId, list] of perValue) {
    const bits = new Bitset(size);
    let id = 0;
    for (let k = 0; k <= list.length; k++) {
      const c = k < list.length ? list.charCodeAt(k) : 44;
      if (c === 44) {
        const pos = positionOf[id] ?? -1;
        if (pos >= 0) bits.set(pos);
        id = 0;
      } else id = id * 10 + (c - 48);
    }
    values.set(valueId, bits);
    groupOf.set(valueId, specId);
  }

  // Newest first; ties go to the highest id.
  const date = Int32Array.from({ length: size }, (_, i) => i).sort(
    (a, b) => created[b] - created[a] || ids[b] - ids[a],
  );
  return {
    version,
    size,
    ids,
    positionOf,
    category,
    subcategory,
    subSubcategory,
    withDatasheet,
    values,
    groupOf,
    created,
    date,
    figures: null,
  };
}

/**
 * Positions of the products matching an FTS5 query, best first (bm25, name weighted highest),
 * cached per query for this catalogue version.
 */
export function searchPositions(index: CatalogueIndex, match: string): Int32Array {
  const cached = searches.get(match);
  if (cached && cached.version === index.version) {
    searches.delete(match);
    searches.set(match, cached); // most recently used last
    return cached.ranked;
  }
  const rowids = db.$client
    .prepare(
      "SELECT rowid FROM products_fts WHERE products_fts MATCH ? ORDER BY bm25(products_fts, 10.0, 4.0, 1.0, 2.0, 2.0), rowid DESC",
    )
    .pluck()
    .all(match) as number[];
  const ranked = new Int32Array(rowids.length);
  let n = 0;
  for (const id of rowids) {
    const pos = index.positionOf[id] ?? -1;
    if (pos >= 0) ranked[n++] = pos;
  }
  const result = ranked.subarray(0, n);
  searches.set(match, { version: index.version, ranked: result });
  if (searches.size > MAX_CACHED_SEARCHES) searches.delete(searches.keys().next().value!);
  return result;
}

export function bitsetOf(index: CatalogueIndex, positions: Int32Array): Bitset {
  const bits = new Bitset(index.size);
  for (const p of positions) bits.set(p);
  return bits;
}

/**
 * An in-process index of the catalogue for the listing's filters, facet counts and sorts: which
 * products are in which category and have which specification value (bitsets), and the product
 * order of each sort. Filtering, counting, facet counts and paging then cost a few bitset
 * operations instead of SQL scans over the whole catalogue: at 100,000 products SQLite's
 * GROUP BY over the specification pairs alone takes tens of milliseconds, the bitsets' facet
 * counts a few (`npm run bench` measures the listing). Keywords are not its business: FTS5
 * answers them (keyword-search.server.ts).
 *
 * The index follows the database through its change log, `catalogue_changes` (migration 0006:
 * triggers add a row per product inserted, deleted or moved, per specification pair written and
 * per change of review figures), so writes from any process reach every process:
 *
 * - A listing request first reads the two counters of `catalogue_version`. When they moved, it
 *   reads the changes after the last one the index applied (usually a handful of rows), re-reads
 *   those products and patches the index for exactly them: positions stay put, a deleted product
 *   leaves a dead position (cleared in `live`, which every match starts from), a new one is
 *   appended (typed arrays and bitsets grow with spare room), and each sort order loses and
 *   regains the changed positions by binary search instead of being sorted again.
 * - Only the products visitors may see are in it (product-visibility.server.ts): a product that
 *   stops being visible (a draft, an archived one, a variant whose parent is no longer Published)
 *   leaves like a deleted one, and comes back like a new one (migration 0026 logs a change of
 *   status for the product and its variants).
 * - When the log no longer reaches back (pruned, see `pruneCatalogueChanges`) or a batch touches
 *   more than 5 % of the catalogue, a new index is built from a read-only connection of its own,
 *   in slices between requests (`setImmediate`), while the previous one keeps serving; it is
 *   swapped in when done and then catches up like any other. Small catalogues (and a process's
 *   very first request, which has nothing to serve yet) build on the spot.
 */
import Database from "better-sqlite3";
import { db } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { HIDDEN_PRODUCT_IDS, visibleSql } from "~/models/product-visibility.server";

// ---------------------------------------------------------------------------------------------
// Bitsets

/** A set of positions; grows when a position beyond its end is set (missing words read as 0). */
export class Bitset {
  constructor(public words: Uint32Array = new Uint32Array(0)) {}
  set(i: number) {
    const w = i >>> 5;
    if (w >= this.words.length) this.grow(w + 1);
    this.words[w] |= 1 << (i & 31);
  }
  clear(i: number) {
    const w = i >>> 5;
    if (w < this.words.length) this.words[w] &= ~(1 << (i & 31));
  }
  has(i: number) {
    const w = i >>> 5;
    return w < this.words.length && (this.words[w] & (1 << (i & 31))) !== 0;
  }
  clone() {
    return new Bitset(this.words.slice());
  }
  /** this &= other, in place */
  andWith(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] &= b[i];
    if (a.length > n) a.fill(0, n);
    return this;
  }
  /** The positions set, ascending. */
  positions(): number[] {
    const out: number[] = [];
    for (let w = 0; w < this.words.length; w++) {
      for (let word = this.words[w]; word !== 0; word &= word - 1) {
        out.push((w << 5) + 31 - Math.clz32(word & -word));
      }
    }
    return out;
  }
  count(): number {
    let n = 0;
    for (let i = 0; i < this.words.length; i++) n += popcount(this.words[i]);
    return n;
  }
  /** popcount(this & other) without allocating */
  countAnd(other: Bitset): number {
    const n = Math.min(this.words.length, other.words.length);
    let c = 0;
    for (let i = 0; i < n; i++) c += popcount(this.words[i] & other.words[i]);
    return c;
  }
  private grow(minWords: number) {
    const words = new Uint32Array(Math.max(minWords, Math.ceil(this.words.length * 1.5) + 8));
    words.set(this.words);
    this.words = words;
  }
}

function popcount(x: number) {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

// ---------------------------------------------------------------------------------------------
// Sort orders

/** Below this many changed positions an order is patched one by one, above it in one pass. */
const ONE_BY_ONE = 8;

/** Live positions in a total order (`cmp`), kept sorted as positions change. */
class Order {
  private buf: Int32Array;
  private n = 0;
  private cached: Int32Array | null = null;
  constructor(
    private readonly cmp: (a: number, b: number) => number,
    capacity = 1024,
  ) {
    this.buf = new Int32Array(capacity);
  }
  get length() {
    return this.n;
  }
  /** The positions in order (a view, valid until the next change). */
  view(): Int32Array {
    return (this.cached ??= this.buf.subarray(0, this.n));
  }
  /** Appends, for building from rows already in this order. */
  push(pos: number) {
    this.reserve(this.n + 1);
    this.buf[this.n++] = pos;
    this.cached = null;
  }
  /**
   * Removes positions, compared by the keys they had when they were inserted: call before
   * changing their keys.
   */
  removeAll(positions: number[]) {
    if (positions.length === 0) return;
    this.cached = null;
    if (positions.length <= ONE_BY_ONE) {
      for (const pos of positions) {
        let k = this.lowerBound(pos);
        if (this.buf[k] !== pos || k >= this.n) k = this.buf.subarray(0, this.n).indexOf(pos);
        if (k < 0) continue;
        this.buf.copyWithin(k, k + 1, this.n);
        this.n--;
      }
      return;
    }
    const gone = new Bitset();
    for (const pos of positions) gone.set(pos);
    let w = 0;
    for (let r = 0; r < this.n; r++) {
      const pos = this.buf[r];
      if (!gone.has(pos)) this.buf[w++] = pos;
    }
    this.n = w;
  }
  /** Inserts positions (not already in the order) at their place by their current keys. */
  insertAll(positions: number[]) {
    if (positions.length === 0) return;
    this.cached = null;
    this.reserve(this.n + positions.length);
    if (positions.length <= ONE_BY_ONE) {
      for (const pos of positions) {
        const k = this.lowerBound(pos);
        this.buf.copyWithin(k + 1, k, this.n);
        this.buf[k] = pos;
        this.n++;
      }
      return;
    }
    // Merge from the end, in place: the sorted newcomers into the sorted positions.
    const added = Int32Array.from(positions).sort(this.cmp);
    let r = this.n - 1;
    let a = added.length - 1;
    let w = this.n + added.length - 1;
    while (a >= 0) {
      if (r >= 0 && this.cmp(this.buf[r], added[a]) > 0) this.buf[w--] = this.buf[r--];
      else this.buf[w--] = added[a--];
    }
    this.n += added.length;
  }
  /** First k whose position sorts at or after `pos`. */
  private lowerBound(pos: number) {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cmp(this.buf[mid], pos) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  private reserve(n: number) {
    if (n <= this.buf.length) return;
    const buf = new Int32Array(Math.max(n, Math.ceil(this.buf.length * 1.25) + 1024));
    buf.set(this.buf.subarray(0, this.n));
    this.buf = buf;
  }
}

// ---------------------------------------------------------------------------------------------
// The index

/**
 * id, category, subcategory (0: none), sub-subcategory (0: none), has datasheet, created, reviews,
 * rating; and, when the row is read for patching, its parent (0: none; building reads the parents
 * apart, from their own index).
 */
type ProductTuple = [number, number, number, number, number, number, number, number, number?];

const PRODUCT_COLUMNS = `id, category_id, coalesce(subcategory_id, 0), coalesce(sub_subcategory_id, 0),
  datasheet_id IS NOT NULL, created_at, num_of_reviews, ratings`;

export class CatalogueIndex {
  /** The counters of catalogue_version this index stands for. */
  version: number;
  figuresVersion: number;
  /** The last catalogue_changes row applied. */
  changeId: number;
  /** Set when the index cannot be patched any further: it serves until its replacement is built. */
  frozen = false;

  /** Positions handed out, dead ones included. */
  size = 0;
  /** Positions whose product was deleted since the index was built. */
  dead = 0;
  live = new Bitset();
  /** position → product id */
  ids: Int32Array;
  /** product id → position (-1: none) */
  positionOf: Int32Array;
  category: Int32Array;
  subcategory: Int32Array;
  subSubcategory: Int32Array;
  created: Float64Array;
  reviews: Float64Array;
  ratings: Float64Array;
  withDatasheet = new Bitset();
  /** category id (of any level) → products in it */
  inCategory = new Map<number, Bitset>();
  /** value id → products having it */
  values = new Map<number, Bitset>();
  /** value id → its group id */
  groupOf = new Map<number, number>();
  /** position → the product id of its parent (0: none): families, docs/variants.md */
  parent: Int32Array;
  /** position → its parent's position (-1: none, or a parent the index does not hold yet) */
  parentPos: Int32Array;
  /** Positions of variants (products with a parent). */
  variants = new Bitset();
  /** A mark per position and the current mark, to count each family once (familyCount). */
  private marks = new Int32Array(0);
  private mark = 0;
  /**
   * Family counts of the whole catalogue with one other set (the facets of an unfiltered
   * listing), by that set: kept until the index changes (patch clears it).
   */
  liveFamilies = new Map<Bitset, number>();

  /** Newest first; ties go to the highest id. */
  readonly date = new Order(
    (a, b) => this.created[b] - this.created[a] || this.ids[b] - this.ids[a],
  );
  /** Most reviews first, then newest, then highest id. */
  readonly popular = new Order(
    (a, b) =>
      this.reviews[b] - this.reviews[a] ||
      this.created[b] - this.created[a] ||
      this.ids[b] - this.ids[a],
  );
  /** Best average rating first, then most reviews, then highest id. */
  readonly rated = new Order(
    (a, b) =>
      this.ratings[b] - this.ratings[a] ||
      this.reviews[b] - this.reviews[a] ||
      this.ids[b] - this.ids[a],
  );

  constructor(head: Head, capacity = 1024) {
    this.version = head.version;
    this.figuresVersion = head.figures;
    this.changeId = head.changeId;
    this.ids = new Int32Array(capacity);
    this.category = new Int32Array(capacity);
    this.subcategory = new Int32Array(capacity);
    this.subSubcategory = new Int32Array(capacity);
    this.created = new Float64Array(capacity);
    this.reviews = new Float64Array(capacity);
    this.ratings = new Float64Array(capacity);
    this.parent = new Int32Array(capacity);
    this.parentPos = new Int32Array(capacity).fill(-1);
    this.positionOf = new Int32Array(capacity).fill(-1);
  }

  /** Products in the index. */
  get liveCount() {
    return this.size - this.dead;
  }

  position(id: number) {
    return id < this.positionOf.length ? this.positionOf[id] : -1;
  }

  /**
   * Whether the index holds a product: one visitors may see (product-visibility.server.ts), as
   * of the catalogue version it stands for. What reads of ids alone (FTS5's rowids) ask.
   */
  holds(id: number) {
    const pos = this.position(id);
    return pos >= 0 && this.live.has(pos);
  }

  /** A new position for a product id (growing the arrays by half when full). */
  append(id: number): number {
    if (this.size === this.ids.length) {
      const capacity = Math.ceil(this.ids.length * 1.5) + 1024;
      const grow = <T extends Int32Array | Float64Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(capacity);
        b.set(a);
        return b;
      };
      this.ids = grow(this.ids);
      this.category = grow(this.category);
      this.subcategory = grow(this.subcategory);
      this.subSubcategory = grow(this.subSubcategory);
      this.created = grow(this.created);
      this.reviews = grow(this.reviews);
      this.ratings = grow(this.ratings);
      this.parent = grow(this.parent);
      const parentPos = grow(this.parentPos);
      parentPos.fill(-1, this.parentPos.length);
      this.parentPos = parentPos;
    }
    if (id >= this.positionOf.length) {
      const positionOf = new Int32Array(Math.max(id + 1, Math.ceil(this.positionOf.length * 1.5)));
      positionOf.fill(-1, this.positionOf.length);
      positionOf.set(this.positionOf);
      this.positionOf = positionOf;
    }
    const pos = this.size++;
    this.ids[pos] = id;
    this.positionOf[id] = pos;
    this.live.set(pos);
    return pos;
  }

  /** Writes a product's columns at its position (its specification values apart). */
  write(pos: number, r: ProductTuple) {
    this.leaveBranch(pos);
    this.category[pos] = r[1];
    this.subcategory[pos] = r[2];
    this.subSubcategory[pos] = r[3];
    for (let level = 1; level <= 3; level++) {
      const id = r[level];
      if (!id) continue;
      let bits = this.inCategory.get(id);
      if (!bits) this.inCategory.set(id, (bits = new Bitset()));
      bits.set(pos);
    }
    if (r[4]) this.withDatasheet.set(pos);
    else this.withDatasheet.clear(pos);
    this.created[pos] = r[5];
    this.reviews[pos] = r[6];
    this.ratings[pos] = r[7];
  }

  /** Takes a position out of the bitsets of its category, subcategory and sub-subcategory. */
  leaveBranch(pos: number) {
    for (const id of [this.category[pos], this.subcategory[pos], this.subSubcategory[pos]])
      if (id) this.inCategory.get(id)?.clear(pos);
  }

  /** Makes a position a variant of a product (0: of none). */
  setParent(pos: number, parentId: number) {
    this.parent[pos] = parentId;
    this.parentPos[pos] = parentId ? this.position(parentId) : -1;
    if (parentId) this.variants.set(pos);
    else this.variants.clear(pos);
  }

  /**
   * The position that stands for a position's family: its parent's for a variant, its own
   * otherwise (a parent the index does not hold yet leaves the variant on its own).
   */
  familyOf(pos: number): number {
    const parent = this.parentPos[pos];
    return parent >= 0 ? parent : pos;
  }

  /**
   * A fresh set of family marks: `seen(pos)` is true when `pos`'s family was already seen since
   * the set was made (and marks it seen). One set at a time: each call starts a new one.
   */
  familyMarks(): (pos: number) => boolean {
    if (this.marks.length < this.size) this.marks = new Int32Array(this.ids.length);
    if (++this.mark === 0x7fffffff) {
      this.marks.fill(0);
      this.mark = 1;
    }
    const marks = this.marks;
    const mark = this.mark;
    return (pos) => {
      const family = this.familyOf(pos);
      if (marks[family] === mark) return true;
      marks[family] = mark;
      return false;
    };
  }

  /**
   * How many families have a member in `a` (and in `b`, when given): the listing's cards. A
   * product that is no variant is one card when it is in; a variant adds one only when its parent
   * is not in and no other variant of its family was counted. Only the variants are visited, one
   * by one: the rest is counted a word at a time.
   */
  familyCount(a: Bitset, b?: Bitset): number {
    if (a !== this.live) return this.countFamilies(a, b);
    const key = b ?? a;
    let n = this.liveFamilies.get(key);
    if (n === undefined) this.liveFamilies.set(key, (n = this.countFamilies(a, b)));
    return n;
  }

  private countFamilies(a: Bitset, b?: Bitset): number {
    const aw = a.words;
    const bw = b ? b.words : aw;
    const vw = this.variants.words;
    const parentPos = this.parentPos;
    let n = 0;
    const words = Math.min(aw.length, bw.length);
    let marks: Int32Array | null = null;
    let mark = 0;
    for (let w = 0; w < words; w++) {
      const both = aw[w] & bw[w];
      if (both === 0) continue;
      const v = w < vw.length ? vw[w] : 0;
      n += popcount(both & ~v);
      for (let word = both & v; word !== 0; word &= word - 1) {
        const pos = (w << 5) + 31 - Math.clz32(word & -word);
        const parent = parentPos[pos];
        if (parent >= 0) {
          const pw = parent >>> 5;
          const bit = 1 << (parent & 31);
          if (pw < words && aw[pw] & bw[pw] & bit) continue; // its parent is counted
        }
        if (!marks) {
          this.familyMarks();
          [marks, mark] = [this.marks, this.mark];
        }
        const family = parent >= 0 ? parent : pos;
        if (marks[family] !== mark) {
          marks[family] = mark;
          n++;
        }
      }
    }
    return n;
  }

  setValue(pos: number, valueId: number, specId: number) {
    let bits = this.values.get(valueId);
    if (!bits) this.values.set(valueId, (bits = new Bitset()));
    bits.set(pos);
    this.groupOf.set(valueId, specId);
  }
}

/** Tunables; tests lower them to reach the rarer paths with a small catalogue. */
export const catalogueIndexSettings = {
  /** A batch of changes touching more than this share of the catalogue is rebuilt, not patched… */
  rebuildShare: 0.05,
  /** …and never fewer products than this. */
  rebuildMinimum: 500,
  /** Catalogues smaller than this rebuild on the spot (a few ms) rather than in the background. */
  backgroundFrom: 2_000,
  /** Time a background build may hold the event loop before it yields to requests. */
  sliceMs: 3,
  /** catalogue_changes rows kept by pruning; a process further behind rebuilds its index. */
  keepChanges: 50_000,
  /** Pruning runs once this many changes have arrived since it last ran. */
  pruneEvery: 1_000,
};

// ---------------------------------------------------------------------------------------------
// Reading the database

type Head = { version: number; figures: number; changeId: number };

const HEAD_SQL = `SELECT version, figures_version,
  coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'catalogue_changes'), 0)
  FROM catalogue_version WHERE id = 1`;

function readHead(sqlite: Database.Database): Head {
  const [version, figures, changeId] = (sqlite.prepare(HEAD_SQL).raw().get() as
    [number, number, number] | undefined) ?? [0, 0, 0];
  return { version, figures, changeId };
}

/** Rows deleted per pruning statement: a few milliseconds of the event loop at most. */
const PRUNE_CHUNK = 1000;

let prepared: ReturnType<typeof prepare> | null = null;

/** Statements of the process's connection, prepared once (again if the connection changes). */
function statements() {
  const sqlite = db.$client;
  if (prepared?.sqlite !== sqlite) prepared = prepare(sqlite);
  return prepared;
}

function prepare(sqlite: Database.Database) {
  return {
    sqlite,
    head: sqlite.prepare(HEAD_SQL).raw(),
    changes: sqlite
      .prepare(
        "SELECT id, product_id, figures_only FROM catalogue_changes WHERE id > ? AND id <= ? ORDER BY id LIMIT ?",
      )
      .raw(),
    products: sqlite
      .prepare(
        `SELECT ${PRODUCT_COLUMNS}, coalesce(parent_id, 0) FROM products
         WHERE id IN (SELECT value FROM json_each(?)) AND ${visibleSql("products")}`,
      )
      .raw(),
    specifications: sqlite
      .prepare(
        `SELECT product_id, value_id, spec_id FROM product_specifications
         WHERE product_id IN (SELECT value FROM json_each(?))`,
      )
      .raw(),
    figures: sqlite
      .prepare(
        "SELECT id, num_of_reviews, ratings FROM products WHERE id IN (SELECT value FROM json_each(?))",
      )
      .raw(),
    prune: sqlite.prepare(
      `DELETE FROM catalogue_changes WHERE id IN
         (SELECT id FROM catalogue_changes WHERE id <= ? ORDER BY id LIMIT ${PRUNE_CHUNK})`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Building

/**
 * Builds an index from one read transaction of `sqlite`, yielding every few thousand rows so a
 * caller can spread the work over several turns of the event loop. The sort orders come from
 * SQLite's indexes (products_created_idx, products_popular_idx, products_rated_idx end with the
 * rowid, so each ORDER BY is an index walk, not a sort).
 */
function* buildSteps(sqlite: Database.Database): Generator<void, CatalogueIndex> {
  const ix = new CatalogueIndex(readHead(sqlite));
  let n = 0;
  // Those visitors may not see are left out: read apart (few, from the status and parent
  // indexes), so the covering index still serves the rest.
  const hidden = new Set(sqlite.prepare(HIDDEN_PRODUCT_IDS).pluck().all() as number[]);
  const products = sqlite
    .prepare(`SELECT ${PRODUCT_COLUMNS} FROM products INDEXED BY products_catalogue_index_idx`)
    .raw();
  for (const r of products.iterate() as IterableIterator<ProductTuple>) {
    if (!hidden.has(r[0])) ix.write(ix.append(r[0]), r);
    if (++n % 2048 === 0) yield;
  }
  // Families: the variants and their parents, from the parent index alone.
  const parents = sqlite
    .prepare("SELECT id, parent_id FROM products WHERE parent_id IS NOT NULL")
    .raw();
  for (const [id, parentId] of parents.iterate() as IterableIterator<[number, number]>) {
    const pos = ix.position(id);
    if (pos >= 0) ix.setParent(pos, parentId);
  }
  // A value's group is its parent (product_specifications' composite foreign key holds the pair
  // to it), so the pairs are read from the covering (value_id, product_id) index alone: one row
  // per value with its product ids.
  const groups = sqlite
    .prepare("SELECT id, parent_id FROM specifications WHERE parent_id IS NOT NULL")
    .raw()
    .all() as [number, number][];
  for (const [valueId, specId] of groups) ix.groupOf.set(valueId, specId);
  const perValue = sqlite
    .prepare(
      `SELECT value_id, group_concat(product_id)
       FROM product_specifications INDEXED BY product_specifications_value_idx GROUP BY value_id`,
    )
    .raw();
  for (const [valueId, list] of perValue.iterate() as IterableIterator<[number, string]>) {
    const bits = new Bitset(new Uint32Array((ix.size + 31) >>> 5));
    let id = 0;
    for (let k = 0; k <= list.length; k++) {
      const c = k < list.length ? list.charCodeAt(k) : 44;
      if (c === 44) {
        const pos = ix.position(id);
        if (pos >= 0) bits.set(pos);
        id = 0;
      } else id = id * 10 + (c - 48);
    }
    ix.values.set(valueId, bits);
    yield;
  }
  const orders: [Order, string][] = [
    [ix.date, "created_at DESC, id DESC"],
    [ix.popular, "num_of_reviews DESC, created_at DESC, id DESC"],
    [ix.rated, "ratings DESC, num_of_reviews DESC, id DESC"],
  ];
  for (const [order, by] of orders) {
    const ids = sqlite.prepare(`SELECT id FROM products ORDER BY ${by}`).pluck();
    for (const id of ids.iterate() as IterableIterator<number>) {
      const pos = ix.position(id);
      if (pos >= 0) order.push(pos);
      if (++n % 4096 === 0) yield;
    }
  }
  return ix;
}

/** Builds on the spot, in one read transaction of the process's connection. */
export function buildCatalogueIndex(): CatalogueIndex {
  const sqlite = db.$client;
  return sqlite.transaction(() => {
    const steps = buildSteps(sqlite);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  })();
}

/**
 * Builds from a read-only connection of its own (one consistent snapshot, whatever the process's
 * connection does meanwhile), a few milliseconds at a time between other work.
 */
async function buildInBackground(): Promise<CatalogueIndex> {
  const file = db.$client.name;
  if (!file || file === ":memory:" || db.$client.memory) return buildCatalogueIndex();
  const reader = new Database(file, { readonly: true, fileMustExist: true });
  try {
    reader.pragma("busy_timeout = 5000");
    reader.exec("BEGIN");
    const steps = buildSteps(reader);
    return await new Promise<CatalogueIndex>((resolve, reject) => {
      const slice = () => {
        const until = performance.now() + catalogueIndexSettings.sliceMs;
        try {
          for (;;) {
            const step = steps.next();
            if (step.done) return resolve(step.value);
            if (performance.now() >= until) break;
          }
        } catch (error) {
          return reject(error);
        }
        setImmediate(slice);
      };
      setImmediate(slice);
    });
  } finally {
    if (reader.inTransaction) reader.exec("COMMIT");
    reader.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Following the change log

let current: CatalogueIndex | null = null;
let rebuilding: Promise<void> | null = null;
let lastPruned = -1;

/**
 * The index for the current catalogue. Patched first for the changes since it was last used;
 * the very first call of a process, and small catalogues that need a rebuild, build it on the
 * spot; a large catalogue that needs a rebuild keeps getting the previous index until the new one,
 * built in the background, replaces it.
 */
export function getCatalogueIndex(): CatalogueIndex {
  if (!current) {
    current = buildCatalogueIndex();
    schedulePrune(current.changeId);
    return current;
  }
  if (current.frozen) {
    rebuild();
    return current;
  }
  const { version, figures } = getCatalogueVersions();
  if (version === current.version && figures === current.figuresVersion) return current;
  const outcome = catchUp(current);
  if (outcome === "rebuild") {
    if (current.liveCount < catalogueIndexSettings.backgroundFrom) {
      current = buildCatalogueIndex();
    } else {
      current.frozen = true;
      rebuild();
    }
  } else if (current.dead > Math.max(1_000, current.size / 5)) {
    rebuild(); // positions of deleted products add up: compact, meanwhile keep patching
  }
  schedulePrune(current.changeId);
  return current;
}

/** Starts a background rebuild unless one is running; the result replaces the current index. */
function rebuild() {
  rebuilding ??= buildInBackground()
    .then((built) => {
      current = built;
    })
    .catch((error) => {
      console.error("Rebuilding the catalogue index failed; the previous one keeps serving", error);
    })
    .finally(() => {
      rebuilding = null;
    });
}

/** Resolves when no background rebuild is under way (for tests and the bench). */
export async function catalogueIndexSettled(): Promise<void> {
  while (rebuilding) await rebuilding;
}

/** Replaces the process's index (tests compare a patched index with a fresh one; null: rebuild). */
export function useCatalogueIndex(index: CatalogueIndex | null) {
  current = index;
}

/**
 * Applies the changes after `ix.changeId` to `ix`, reading the log, the versions and the changed
 * rows in one read transaction so they describe one state of the database. "rebuild" when the log
 * no longer reaches back or the batch is too large to patch.
 */
function catchUp(ix: CatalogueIndex): "patched" | "rebuild" {
  const s = statements();
  const limit = Math.max(
    catalogueIndexSettings.rebuildMinimum,
    Math.ceil(ix.liveCount * catalogueIndexSettings.rebuildShare),
  );
  return s.sqlite.transaction((): "patched" | "rebuild" => {
    const [version, figures, changeId] = s.head.get() as [number, number, number];
    // A log longer than eight rows per product of the limit is a rebuild anyway: read no more.
    const rows = s.changes.all(ix.changeId, changeId, limit * 8 + 1) as [number, number, number][];
    const reaches = changeId === ix.changeId || rows[0]?.[0] === ix.changeId + 1;
    if (!reaches || rows.length > limit * 8) return "rebuild";

    const full = new Set<number>();
    const figuresOnly = new Set<number>();
    for (const [, productId, onlyFigures] of rows) {
      if (onlyFigures) figuresOnly.add(productId);
      else full.add(productId);
    }
    for (const id of full) figuresOnly.delete(id);
    if (full.size + figuresOnly.size > limit) return "rebuild";

    const products = new Map<number, ProductTuple>();
    const specs = new Map<number, [number, number][]>();
    const changedFigures = new Map<number, [number, number]>();
    if (full.size) {
      const list = JSON.stringify([...full]);
      for (const r of s.products.all(list) as ProductTuple[]) products.set(r[0], r);
      for (const [productId, valueId, specId] of s.specifications.all(list) as [
        number,
        number,
        number,
      ][]) {
        const pairs = specs.get(productId) ?? [];
        pairs.push([valueId, specId]);
        specs.set(productId, pairs);
      }
    }
    if (figuresOnly.size) {
      for (const [id, n, r] of s.figures.all(JSON.stringify([...figuresOnly])) as [
        number,
        number,
        number,
      ][])
        changedFigures.set(id, [n, r]);
    }
    patch(ix, full, products, specs, changedFigures);
    ix.version = version;
    ix.figuresVersion = figures;
    ix.changeId = changeId;
    return "patched";
  })();
}

function patch(
  ix: CatalogueIndex,
  full: Set<number>,
  products: Map<number, ProductTuple>,
  specs: Map<number, [number, number][]>,
  figures: Map<number, [number, number]>,
) {
  // 1. Out of the orders, by the keys they were sorted with.
  const outOfDate: number[] = [];
  const outOfFigures: number[] = [];
  for (const id of full) {
    const pos = ix.position(id);
    if (pos < 0) continue;
    outOfDate.push(pos);
    outOfFigures.push(pos);
  }
  const refigured: number[] = [];
  for (const [id, [n, r]] of figures) {
    const pos = ix.position(id);
    if (pos < 0 || (ix.reviews[pos] === n && ix.ratings[pos] === r)) continue;
    outOfFigures.push(pos);
    refigured.push(pos);
  }
  ix.date.removeAll(outOfDate);
  ix.popular.removeAll(outOfFigures);
  ix.rated.removeAll(outOfFigures);

  // 2. The new state of each changed product.
  const intoDate: number[] = [];
  for (const id of full) {
    let pos = ix.position(id);
    const row = products.get(id);
    if (pos >= 0) for (const bits of ix.values.values()) bits.clear(pos);
    if (!row) {
      if (pos >= 0) {
        ix.live.clear(pos);
        ix.withDatasheet.clear(pos);
        ix.setParent(pos, 0);
        ix.leaveBranch(pos);
        ix.positionOf[id] = -1;
        ix.dead++;
      }
      continue;
    }
    if (pos < 0) pos = ix.append(id);
    ix.write(pos, row);
    ix.setParent(pos, row[8] ?? 0);
    for (const [valueId, specId] of specs.get(id) ?? []) ix.setValue(pos, valueId, specId);
    intoDate.push(pos);
  }
  // A parent appended after its variant in this batch: now every position is known.
  for (const pos of intoDate) if (ix.parent[pos]) ix.setParent(pos, ix.parent[pos]);
  ix.liveFamilies.clear();
  for (const pos of refigured) {
    const [n, r] = figures.get(ix.ids[pos])!;
    ix.reviews[pos] = n;
    ix.ratings[pos] = r;
  }

  // 3. Back into the orders, by their new keys.
  const intoFigures = intoDate.concat(refigured);
  ix.date.insertAll(intoDate);
  ix.popular.insertAll(intoFigures);
  ix.rated.insertAll(intoFigures);
}

// ---------------------------------------------------------------------------------------------
// Pruning the change log

/**
 * Deletes catalogue_changes rows older than the last `keepChanges`, a thousand per
 * statement, without waiting for the write lock (a busy database is tried again later). Writers
 * only add rows above the newest one, so pruning the oldest never races them; an index that still
 * needed a pruned row finds a gap in the ids and rebuilds. Returns the rows deleted.
 */
export function pruneCatalogueChanges(upTo: number): number {
  const s = statements();
  const target = upTo - catalogueIndexSettings.keepChanges;
  if (target <= 0) return 0;
  const timeout = s.sqlite.pragma("busy_timeout", { simple: true }) as number;
  s.sqlite.pragma("busy_timeout = 0");
  try {
    return s.prune.run(target).changes;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return 0;
    throw error;
  } finally {
    s.sqlite.pragma(`busy_timeout = ${timeout}`);
  }
}

function schedulePrune(changeId: number) {
  if (lastPruned >= 0 && changeId - lastPruned < catalogueIndexSettings.pruneEvery) return;
  lastPruned = changeId;
  const step = () => {
    // The process may have closed the database since (shutting down, the end of a test file).
    if (!db.$client.open) return;
    try {
      if (pruneCatalogueChanges(changeId) >= PRUNE_CHUNK) setImmediate(step);
    } catch (error) {
      console.error("Pruning catalogue_changes failed", error);
    }
  };
  setImmediate(step);
}

/** Positions in a sort order: newest first, most reviews, or best average rating. */
export function sortOrder(ix: CatalogueIndex, sort: "date" | "popular" | "rated"): Int32Array {
  return ix[sort].view();
}

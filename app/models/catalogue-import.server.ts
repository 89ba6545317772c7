/**
 * The catalogue CSV import (docs/admin.md, Catalogue CSV): a file in the export's columns
 * (app/models/catalogue-csv.server.ts) is read, each row checked and matched to a product (by
 * SKU, then by slug), and shown as a preview before anything is written; applying writes every
 * accepted row in one transaction, or nothing.
 *
 * Rules, in one place:
 *   - the file: UTF-8 (a byte-order mark is skipped), comma- or semicolon-separated (whichever
 *     the header row uses), at most CATALOGUE_CSV_MAX_BYTES and CATALOGUE_CSV_MAX_ROWS rows, a
 *     header row naming at least `name` and `category`; anything else is refused whole;
 *   - a cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 *     carriage return) is refused, unless it carries the leading apostrophe the export writes,
 *     which is taken off (so an export imports back unchanged);
 *   - categories, the datasheet and specification values are named as the export names them;
 *     a value its group does not have is an error, or is created when the import is asked to;
 *   - a row matches the product with its SKU, else the one with its slug; it is "unchanged"
 *     when its export row would be the same; the slug of an existing product is never changed;
 *   - `images` names pictures of the ZIP uploaded with the file (app/models/catalogue-zip.server.ts:
 *     checked at the preview, stored like any upload when applying) or pictures already uploaded
 *     (their stored file names); `parent` names a product by SKU or slug, in the database or
 *     created by an earlier row of the file;
 *   - `certificates` names certificates by name, separated by `|`: the product's own choice (a
 *     variant's row leaves it empty: it has its family's); a file without the column leaves
 *     every product's certificates as they are;
 *   - `status` is draft, published or archived (docs/admin.md, Status): empty, or a file without
 *     the column, keeps a product's (a new one is published); `publish_at` is when a product not
 *     published goes live by itself, on the UK clock (`2027-06-01T09:00`) or with its offset, as
 *     the export writes it: empty clears it, a file without the column keeps it; a published
 *     product has none.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import {
  categories,
  datasheets,
  PRODUCT_STATUSES,
  productBin,
  productImages,
  products,
  productSpecifications,
  specifications,
  type ProductStatus,
} from "../../db/schema";
import { CATALOGUE_BATCH_SIZE } from "~/constants";
import { db } from "~/db.server";
import { paths } from "~/env.server";
import { audit, type Actor } from "~/models/audit.server";
import {
  CATALOGUE_CSV_COLUMNS,
  IMAGE_SEPARATOR,
  catalogueCsvRows,
  productHandle,
  specificationGroups,
  type CatalogueCsvRow,
} from "~/models/catalogue-csv.server";
import {
  CATALOGUE_ZIP_MAX_BYTES,
  ZIP_TOO_LARGE,
  type ZipPicture,
} from "~/models/catalogue-zip.server";
import { certificateChoices, setProductCertificates } from "~/models/product-certificate.server";
import { createProducts, ownText, slugFor, uniqueProductSlug } from "~/models/product.server";
import {
  IMPORTED_NOTE,
  keepVersionBaselines,
  recordProductVersions,
} from "~/models/product-snapshot.server";
import { isEmptyUpload, type StoredImage } from "~/storage.server";
import { badInput, DomainError } from "~/utils/domain-error";
import { parseUkDateTime, ukIsoDateTime } from "~/utils/dates";
import { statusChange } from "~/models/product-admin.server";

export const CATALOGUE_CSV_MAX_BYTES = 20 * 1024 * 1024;
export const CATALOGUE_CSV_MAX_ROWS = 20_000;

export const NOT_CSV =
  "This file is not a CSV file: export the catalogue to see the columns it needs";
export const CSV_TOO_LARGE = `The file is larger than ${CATALOGUE_CSV_MAX_BYTES / 1024 / 1024} MB`;
export const CSV_TOO_MANY_ROWS = `The file has more than ${CATALOGUE_CSV_MAX_ROWS.toLocaleString("en-GB")} rows`;
export const FORMULA_REFUSED =
  "starts like a spreadsheet formula (=, +, -, @): write it with a leading apostrophe (') to keep it as text";

/** The import's choices: the form's checkbox and the API's field alike. */
export const CatalogueImportOptions = z.object({
  createMissingValues: z
    .preprocess((v) => v === "on" || v === "true" || v === true, z.boolean())
    .default(false)
    .describe("Create specification values the file names and their group does not have"),
});
export type CatalogueImportOptions = z.output<typeof CatalogueImportOptions>;

export const CHOOSE_FILE = "Choose a CSV file to import";

/** The upload: the API's multipart body (the page reads the same fields). */
export const CatalogueImportUpload = CatalogueImportOptions.extend({
  file: z.file({ error: CHOOSE_FILE }).min(1, CHOOSE_FILE).describe("The CSV file"),
  images: z
    .preprocess(
      (v) => (isEmptyUpload(v) ? undefined : v),
      z.file().max(CATALOGUE_ZIP_MAX_BYTES, ZIP_TOO_LARGE).optional(),
    )
    .describe("A ZIP of pictures the CSV's images column may name (optional)"),
});

/** The multipart limits of the upload, for the page and the API alike. */
export const CATALOGUE_UPLOAD_LIMITS = {
  maxFileBytes: Math.max(CATALOGUE_CSV_MAX_BYTES, CATALOGUE_ZIP_MAX_BYTES),
  maxTotalBytes: CATALOGUE_CSV_MAX_BYTES + CATALOGUE_ZIP_MAX_BYTES + 64 * 1024,
  maxFiles: 2,
};

/** The ZIP's pictures by name: what is wrong with each and, once applying, where it is stored. */
export type ZipImages = Map<string, ZipPicture & { stored?: StoredImage }>;

/** One row of the file, as the schema reads it (cells trimmed, formula escapes taken off). */
const cell = z.string().trim();
export const CatalogueCsvRowSchema = z.object({
  slug: cell.max(200).default(""),
  sku: cell.max(100).default(""),
  name: cell.min(1, "name is empty").max(250),
  reference: cell.max(500).default(""),
  category: cell.min(1, "category is empty"),
  subcategory: cell.default(""),
  "sub-subcategory": cell.default(""),
  datasheet: cell.default(""),
  description: cell.min(1, "description is empty"),
  seo_title: cell.max(250).default(""),
  seo_description: cell.max(500).default(""),
  images: cell.default(""),
  parent: cell.default(""),
  certificates: cell.default(""),
  status: cell.default(""),
  publish_at: cell.default(""),
});

const isStatus = (text: string): text is ProductStatus =>
  (PRODUCT_STATUSES as readonly string[]).includes(text);

export const STATUS_NOT_KNOWN = (text: string) =>
  `status: “${text}” is not a status (draft, published or archived)`;
export const PUBLISH_AT_NOT_READ = (text: string) =>
  `publish_at: “${text}” is not a date and time (write it as 2027-06-01T09:00, UK time, or with its offset)`;
export const PUBLISHED_NOT_SCHEDULED =
  "publish_at: a published product is not scheduled (give it status draft to publish it then)";

export type ImportAction = "create" | "update" | "unchanged" | "error";

/** A column an update changes: its value now and in the file ("" for none). */
export type FieldChange = { field: string; before: string; after: string };

export type ImportRow = {
  /** The file's line number (the header is line 1). */
  line: number;
  action: ImportAction;
  name: string;
  /** What is wrong with it (action "error"). */
  errors: string[];
  /** What it changes, column by column in the export's order (action "update"). */
  changes: FieldChange[];
};

type Resolved = {
  line: number;
  productId: number | null;
  action: "create" | "update" | "unchanged";
  row: z.output<typeof CatalogueCsvRowSchema>;
  categoryId: number;
  subcategoryId: number | null;
  subSubcategoryId: number | null;
  datasheetId: number | null;
  /** group id → value id, or the title of a value to create */
  values: Map<number, number | string>;
  /** group title → value title, as the file has them */
  specs: Map<string, string>;
  imageFiles: string[];
  /** The certificates' ids, or undefined when the file has no certificates column. */
  certificateIds: number[] | undefined;
  /** The status the file gives, or undefined when it keeps the product's (empty, no column). */
  status: ProductStatus | undefined;
  /** The product's status now (null: a new product). */
  statusNow: ProductStatus | null;
  /** When it goes live by itself (null: never), or undefined when the file has no such column. */
  publishAt: Date | null | undefined;
};

export type ImportPreview = {
  rows: ImportRow[];
  counts: Record<ImportAction, number>;
  /** Values the file names that their groups lack ("Group: Value"), created only when asked. */
  missingValues: string[];
};

const FORMULA = /^[=+\-@\t\r]/;

/** A cell as stored: the export's apostrophe before a formula character taken off. */
function unescapeCell(text: string): { value: string; formula: boolean } {
  if (text.startsWith("'") && FORMULA.test(text.slice(1)))
    return { value: text.slice(1), formula: false };
  return { value: text, formula: FORMULA.test(text) };
}

/** The file's records, header first: or a DomainError saying why it cannot be read. */
export function readCatalogueCsv(bytes: Uint8Array): string[][] {
  if (bytes.byteLength > CATALOGUE_CSV_MAX_BYTES) throw new DomainError(413, CSV_TOO_LARGE);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badInput(NOT_CSV);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes("\0") || text.trim() === "") throw badInput(NOT_CSV);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = count(firstLine, ";") > count(firstLine, ",") ? ";" : ",";
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to_line: CATALOGUE_CSV_MAX_ROWS + 2,
    }) as string[][];
  } catch {
    throw badInput(NOT_CSV);
  }
  if (records.length > CATALOGUE_CSV_MAX_ROWS + 1) throw badInput(CSV_TOO_MANY_ROWS);
  const header = records[0].map((h) => h.trim());
  if (!header.includes("name") || !header.includes("category")) throw badInput(NOT_CSV);
  return [header, ...records.slice(1)];
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * What importing the file would do, row by row, without writing anything (the preview), and the
 * plan applyCatalogueCsv carries out.
 */
export function planCatalogueImport(
  bytes: Uint8Array,
  options: CatalogueImportOptions,
  zip: ZipImages = new Map(),
) {
  const [header, ...records] = readCatalogueCsv(bytes);
  const groups = specificationGroups();
  const groupByTitle = new Map(groups.map((g) => [g.title, g.id]));
  const fixed = new Set<string>(CATALOGUE_CSV_COLUMNS);
  const unknown = header.filter((h) => h !== "" && !fixed.has(h) && !groupByTitle.has(h));
  if (unknown.length)
    throw badInput(
      `Unknown column${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ")} (neither a product field nor a specification group)`,
    );
  const specColumns = header.filter((h) => groupByTitle.has(h));
  const withCertificates = header.includes("certificates");
  const withSchedule = header.includes("publish_at");
  const certificateByName = new Map(certificateChoices().map((c) => [c.name, c.id]));

  // Everything a row is checked against, read once.
  const cats = db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      level: categories.level,
    })
    .from(categories)
    .all();
  const catKey = (parentId: number | null, name: string) => `${parentId ?? 0}\u0000${name}`;
  const catByName = new Map(cats.map((c) => [catKey(c.parentId, c.name), c]));
  const sheets = new Map<string, number | null>();
  for (const d of db.select({ id: datasheets.id, title: datasheets.title }).from(datasheets).all())
    sheets.set(d.title, sheets.has(d.title) ? null : d.id); // null: two share the title
  const valueOf = new Map(
    db
      .select({
        id: specifications.id,
        title: specifications.title,
        parentId: specifications.parentId,
      })
      .from(specifications)
      .where(sql`${specifications.parentId} IS NOT NULL`)
      .all()
      .map((v) => [`${v.parentId}\u0000${v.title}`, v.id]),
  );
  const bySku = new Map<string, number>();
  const bySlug = new Map<string, number>();
  const parentOf = new Map<number, number | null>();
  const statusOf = new Map<number, { status: ProductStatus; publishAt: Date | null }>();
  for (const p of db
    .select({
      id: products.id,
      sku: products.sku,
      slug: products.slug,
      parentId: products.parentId,
      status: products.status,
      publishAt: products.publishAt,
    })
    .from(products)
    .all()) {
    if (p.sku) bySku.set(p.sku, p.id);
    bySlug.set(p.slug, p.id);
    parentOf.set(p.id, p.parentId);
    statusOf.set(p.id, { status: p.status, publishAt: p.publishAt });
  }

  // Addresses the bin keeps (docs/admin.md, Bin): a new product may not take one.
  const binned = new Map(
    db
      .select({ slug: productBin.slug, name: productBin.name })
      .from(productBin)
      .all()
      .map((b) => [b.slug, b.name]),
  );

  const rows: ImportRow[] = [];
  const plans: Resolved[] = [];
  const missing = new Set<string>();
  const inFile = new Set<string>();
  const files = new Set<string>();
  const wantedFiles = new Set<string>();
  for (const [i, record] of records.entries()) {
    const line = i + 2;
    const errors: string[] = [];
    const raw: Record<string, string> = {};
    header.forEach((h, c) => {
      if (h === "") return;
      const { value, formula } = unescapeCell(record[c] ?? "");
      if (formula) errors.push(`${h} ${FORMULA_REFUSED}`);
      raw[h] = value;
    });
    const parsed = CatalogueCsvRowSchema.safeParse(raw);
    const name = (raw.name ?? "").trim();
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(
          issue.message.includes(" is empty")
            ? issue.message
            : `${String(issue.path[0])}: ${issue.message}`,
        );
      rows.push({ line, action: "error", name, errors, changes: [] });
      continue;
    }
    const row = parsed.data;
    const category = catByName.get(catKey(null, row.category));
    if (!category || category.level !== 1) errors.push(`unknown category “${row.category}”`);
    const sub =
      row.subcategory && category ? catByName.get(catKey(category.id, row.subcategory)) : undefined;
    if (row.subcategory && category && !sub)
      errors.push(`unknown subcategory “${row.subcategory}” in ${row.category}`);
    const subSub =
      row["sub-subcategory"] && sub
        ? catByName.get(catKey(sub.id, row["sub-subcategory"]))
        : undefined;
    if (row["sub-subcategory"] && (!sub || !subSub))
      errors.push(`unknown sub-subcategory “${row["sub-subcategory"]}”`);
    let datasheetId: number | null = null;
    if (row.datasheet) {
      const id = sheets.get(row.datasheet);
      if (id === undefined) errors.push(`unknown datasheet “${row.datasheet}”`);
      else if (id === null) errors.push(`two datasheets are titled “${row.datasheet}”`);
      else datasheetId = id;
    }
    const values = new Map<number, number | string>();
    const specs = new Map<string, string>();
    for (const title of specColumns) {
      const { value } = unescapeCell((record[header.indexOf(title)] ?? "").trim());
      if (!value) continue;
      const groupId = groupByTitle.get(title)!;
      specs.set(title, value);
      const id = valueOf.get(`${groupId}\u0000${value}`);
      if (id !== undefined) values.set(groupId, id);
      else if (options.createMissingValues) {
        values.set(groupId, value);
        missing.add(`${title}: ${value}`);
      } else {
        errors.push(`unknown specification value “${value}” of ${title}`);
        missing.add(`${title}: ${value}`);
      }
    }
    const certificateNames = splitCell(row.certificates);
    const certificateIds = certificateNames.flatMap((n) => {
      const id = certificateByName.get(n);
      if (id === undefined) errors.push(`unknown certificate “${n}”`);
      return id === undefined ? [] : [id];
    });
    if (row.parent && certificateNames.length)
      errors.push(
        "certificates: a variant has its family's certificates (name them on its parent's row)",
      );
    const imageFiles = row.images
      ? row.images
          .split(IMAGE_SEPARATOR)
          .map((f) => f.trim())
          .filter(Boolean)
      : [];
    imageFiles.forEach((f) => wantedFiles.add(f));
    const productId =
      (row.sku ? bySku.get(row.sku) : undefined) ??
      (row.slug ? bySlug.get(row.slug) : undefined) ??
      null;
    if (productId === null && row.sku === "" && row.slug && bySlug.has(row.slug))
      errors.push(`the slug ${row.slug} is another product's`);
    if (row.sku && productId !== null && bySku.has(row.sku) && bySku.get(row.sku) !== productId)
      errors.push(`the SKU ${row.sku} is already used by another product`);
    const address = row.slug || slugFor(name);
    if (productId === null && binned.has(address))
      errors.push(
        `the address ${address} is kept for “${binned.get(address)}”, which is in the bin: restore it, or delete it for good, first`,
      );
    const handle = row.sku || row.slug || name;
    if (inFile.has(handle)) errors.push(`a row above has the same SKU or slug (${handle})`);
    inFile.add(handle);
    if (row.parent) {
      const parentId = bySku.get(row.parent) ?? bySlug.get(row.parent);
      const earlier = inFile.has(row.parent) && parentId === undefined;
      if (parentId === undefined && !earlier) errors.push(`unknown parent “${row.parent}”`);
      else if (parentId !== undefined && parentOf.get(parentId) != null)
        errors.push(`the parent “${row.parent}” is itself a variant`);
      else if (parentId !== undefined && parentId === productId)
        errors.push("a product cannot be a variant of itself");
    }
    // The status and the schedule: empty keeps the status; a file without publish_at keeps it.
    const given = row.status.toLowerCase();
    const status = given === "" ? undefined : isStatus(given) ? given : undefined;
    if (given !== "" && !status) errors.push(STATUS_NOT_KNOWN(row.status));
    let publishAt: Date | null | undefined = withSchedule ? null : undefined;
    if (row.publish_at) {
      publishAt = parseUkDateTime(row.publish_at);
      if (!publishAt) errors.push(PUBLISH_AT_NOT_READ(row.publish_at));
    }
    const now = productId === null ? undefined : statusOf.get(productId);
    if (publishAt && (status ?? now?.status ?? "published") === "published")
      errors.push(PUBLISHED_NOT_SCHEDULED);
    if (errors.length) {
      rows.push({ line, action: "error", name, errors, changes: [] });
      continue;
    }
    plans.push({
      line,
      productId,
      action: productId === null ? "create" : "update",
      row,
      categoryId: category!.id,
      subcategoryId: sub?.id ?? null,
      subSubcategoryId: subSub?.id ?? null,
      datasheetId,
      values,
      specs,
      imageFiles,
      certificateIds: withCertificates ? certificateIds : undefined,
      status,
      statusNow: now?.status ?? null,
      publishAt,
    });
    rows.push({
      line,
      action: productId === null ? "create" : "update",
      name,
      errors: [],
      changes: [],
    });
  }

  // Images: each named file is one of the ZIP (stored under its own name when applying), or
  // one already uploaded.
  for (const plan of plans) {
    const problems = plan.imageFiles.flatMap((f) => {
      const problem = zip.get(f)?.problem;
      return problem ? [`image ${f} of the ZIP: ${problem}`] : [];
    });
    if (problems.length) {
      const row = rows.find((r) => r.line === plan.line)!;
      row.action = "error";
      row.errors.push(...problems);
    }
    plan.imageFiles = plan.imageFiles.map((f) => zip.get(f)?.stored?.file ?? f);
  }
  for (const f of wantedFiles) if (zip.has(f)) wantedFiles.delete(f);
  const storedFiles = new Set([...zip.values()].flatMap((p) => (p.stored ? [p.stored.file] : [])));
  if (wantedFiles.size) {
    for (const chunk of chunks([...wantedFiles], 500))
      for (const f of db
        .select({ file: productImages.file })
        .from(productImages)
        .where(inArray(productImages.file, chunk))
        .all())
        files.add(f.file);
    for (const plan of plans) {
      const unknownFiles = plan.imageFiles.filter(
        (f) => !files.has(f) && !zip.has(f) && !storedFiles.has(f),
      );
      if (unknownFiles.length) {
        const row = rows.find((r) => r.line === plan.line)!;
        row.action = "error";
        row.errors.push(
          `unknown image${unknownFiles.length === 1 ? "" : "s"}: ${unknownFiles.join(", ")}`,
        );
      }
    }
  }
  const accepted = plans.filter((p) => rows.find((r) => r.line === p.line)!.action !== "error");

  // What each update changes; one that changes nothing is unchanged.
  const updates = accepted.filter((p) => p.productId !== null);
  if (updates.length) {
    const current = new Map<number, CatalogueCsvRow>();
    for (const batch of chunks(
      updates.map((p) => p.productId!),
      CATALOGUE_BATCH_SIZE,
    ))
      for (const r of catalogueCsvRows(batch)) current.set(r.id, r);
    const rowOf = new Map(rows.map((r) => [r.line, r]));
    for (const plan of updates) {
      const now = current.get(plan.productId!);
      if (!now) continue;
      const row = rowOf.get(plan.line)!;
      row.changes = changesOf(now, plan, specColumns);
      if (row.changes.length === 0) {
        plan.action = "unchanged";
        row.action = "unchanged";
      }
    }
  }
  const counts: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.action]++;
  return {
    preview: { rows, counts, missingValues: [...missing] } satisfies ImportPreview,
    plans: accepted,
  };
}

/**
 * What applying the row would change, comparing the row as the export writes the product now with
 * the file, column by column of the export's own list and then the file's specification groups,
 * as applying writes them: the slug is never changed by an import, an empty SKU keeps the
 * product's, and an empty specification cell leaves the product's value (setValues only sets).
 */
function changesOf(now: CatalogueCsvRow, plan: Resolved, specColumns: string[]): FieldChange[] {
  const r = plan.row;
  const changes: FieldChange[] = [];
  for (const field of CATALOGUE_CSV_COLUMNS) {
    if (field === "slug" || (field === "sku" && !r.sku)) continue;
    if (field === "status") {
      // Empty keeps the product's.
      if (plan.status !== undefined && plan.status !== now.status)
        changes.push({ field, before: now.status, after: plan.status });
      continue;
    }
    if (field === "publish_at") {
      // Left as it is without the column; compared as the export writes it. Published, none.
      if (plan.publishAt === undefined && (plan.status ?? now.status) !== "published") continue;
      const after = plan.publishAt ? ukIsoDateTime(plan.publishAt) : "";
      if (after !== now.publish_at) changes.push({ field, before: now.publish_at, after });
      continue;
    }
    if (field === "certificates") {
      // Left as it is without the column; the same names in another order are no change.
      if (plan.certificateIds === undefined) continue;
      const before = splitCell(now.certificates).sort().join("|");
      const after = splitCell(r.certificates).sort().join("|");
      if (before !== after)
        changes.push({ field, before: now.certificates, after: r.certificates });
      continue;
    }
    const after = field === "images" ? plan.imageFiles.join(IMAGE_SEPARATOR) : r[field];
    if (now[field] !== after) changes.push({ field, before: now[field], after });
  }
  for (const field of specColumns) {
    const after = plan.specs.get(field);
    const before = now.specs.get(field) ?? "";
    if (after !== undefined && after !== before) changes.push({ field, before, after });
  }
  return changes;
}

/**
 * The preview's rows as the import page lists them: what needs a look first (errors, which Apply
 * skips), then what Apply writes (creates, updates), then the unchanged; in file order within
 * each (docs/admin.md, Catalogue CSV).
 */
export function previewOrder(rows: ImportRow[]): ImportRow[] {
  const rank: Record<ImportAction, number> = { error: 0, create: 1, update: 2, unchanged: 3 };
  return rows.toSorted((a, b) => rank[a.action] - rank[b.action] || a.line - b.line);
}

/** The names of a cell that lists several (`a|b`), trimmed, each once. */
function splitCell(cell: string) {
  return [
    ...new Set(
      cell
        .split(IMAGE_SEPARATOR)
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
}

function* chunks<T>(list: T[], size: number) {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/** How often applying tells its progress, in rows. */
const PROGRESS_EVERY = 250;

export type ImportResult = { created: number; updated: number; unchanged: number; errors: number };

/**
 * Applies the file's accepted rows (rows in error are left out, as the preview showed them).
 * Every create and update,
 * the specification values it creates and one audit entry are written in one IMMEDIATE
 * transaction: other writers wait for it, readers (the storefront, in WAL) never do; the
 * listing's index follows through the catalogue's change log like any product write.
 */
export function applyCatalogueCsv(
  actor: Actor,
  bytes: Uint8Array,
  options: CatalogueImportOptions,
  {
    zip = new Map(),
    onProgress = () => {},
  }: {
    /** The ZIP's pictures, stored (app/models/catalogue-import-job.server.ts). */
    zip?: ZipImages;
    /** Told the rows written so far and the rows to write, every PROGRESS_EVERY rows. */
    onProgress?: (written: number, total: number) => void;
  } = {},
): ImportResult {
  return db.transaction(
    () => {
      const { preview, plans } = planCatalogueImport(bytes, options, zip);
      const valueIds = createMissingValues(plans);
      const imagesByFile = imageRows(plans, zip);
      const total = preview.counts.create + preview.counts.update;
      onProgress(0, total);
      const handleToId = new Map<string, number>();
      const resolveParent = (handle: string) => {
        if (!handle) return null;
        const found = handleToId.get(handle);
        if (found !== undefined) return found;
        const row = db
          .select({ id: products.id })
          .from(products)
          .where(sql`${products.sku} = ${handle} OR ${products.slug} = ${handle}`)
          .get();
        return row?.id ?? null;
      };
      // The products it updates keep their state before the import as a version, if they had none.
      keepVersionBaselines(plans.flatMap((p) => (p.action === "update" ? [p.productId!] : [])));
      const written: number[] = [];
      let created = 0;
      let updated = 0;
      /** "Draft → Published" → how many products the file moved so (the audit entry). */
      const statusChanges: Record<string, number> = {};
      // Parents before variants: a variant may name a product created by the file.
      const ordered = [...plans.filter((p) => !p.row.parent), ...plans.filter((p) => p.row.parent)];
      for (const plan of ordered) {
        if (plan.action === "unchanged") continue;
        const r = plan.row;
        const pairs = [...plan.values.entries()].map(([specId, v]) => ({
          specId,
          valueId: typeof v === "number" ? v : valueIds.get(`${specId}\u0000${v}`)!,
        }));
        const fields = {
          name: r.name,
          shortdescription: r.reference,
          description: r.description,
          seoTitle: ownText(r.seo_title, r.name),
          seoDescription: r.seo_description,
          categoryId: plan.categoryId,
          subcategoryId: plan.subcategoryId,
          subSubcategoryId: plan.subSubcategoryId,
          datasheetId: plan.datasheetId,
          parentId: resolveParent(r.parent),
        };
        // The status the row leaves the product with; a published product has no schedule.
        const status = plan.status ?? plan.statusNow ?? "published";
        const schedule =
          status === "published"
            ? { publishAt: null }
            : plan.publishAt === undefined
              ? {}
              : { publishAt: plan.publishAt };
        if (plan.productId === null) {
          const [row] = createProducts([
            {
              ...fields,
              ...schedule,
              status,
              slug: r.slug && slugFor(r.slug) === r.slug ? uniqueProductSlug(r.slug) : undefined,
              sku: r.sku || null,
              specificationValueIds: pairs.map((p) => p.valueId),
              images: plan.imageFiles.map((f) => copyOf(imagesByFile.get(f)!)),
            },
          ]);
          handleToId.set(productHandle(row), row.id);
          if (row.sku) handleToId.set(row.slug, row.id);
          written.push(row.id);
          if (fields.parentId === null && plan.certificateIds?.length)
            setProductCertificates(row.id, plan.certificateIds);
          created++;
        } else {
          // The status only when it changes: its triggers move the family in the listing's index.
          const moved = plan.statusNow !== null && status !== plan.statusNow;
          if (moved) {
            const change = statusChange(plan.statusNow!, status);
            statusChanges[change] = (statusChanges[change] ?? 0) + 1;
          }
          const row = db
            .update(products)
            .set({
              ...fields,
              ...(r.sku ? { sku: r.sku } : {}),
              ...(moved ? { status } : {}),
              ...schedule,
              updatedAt: new Date(),
            })
            .where(eq(products.id, plan.productId))
            .returning()
            .get();
          handleToId.set(productHandle(row), row.id);
          setValues(row.id, pairs);
          setImages(row.id, plan.imageFiles, imagesByFile);
          written.push(row.id);
          if (fields.parentId === null && plan.certificateIds)
            setProductCertificates(row.id, plan.certificateIds);
          updated++;
        }
        if ((created + updated) % PROGRESS_EVERY === 0) onProgress(created + updated, total);
      }
      onProgress(created + updated, total);
      const unchanged = preview.counts.unchanged;
      const errors = preview.counts.error;
      if (created + updated === 0) return { created, updated, unchanged, errors };
      recordProductVersions(actor, written, { note: IMPORTED_NOTE });
      audit(actor, {
        action: "update",
        entity: "product",
        summary: `Imported the catalogue CSV: ${created} created, ${updated} updated, ${unchanged} unchanged, ${errors} refused`,
        after: {
          created,
          updated,
          unchanged,
          createdValues: options.createMissingValues ? preview.missingValues : [],
          statusChanges,
        },
      });
      return { created, updated, unchanged, errors };
    },
    { behavior: "immediate" },
  );
}

/** Creates the values the plans name and their groups lack; "group\0title" → id. */
function createMissingValues(plans: Resolved[]) {
  const ids = new Map<string, number>();
  for (const plan of plans)
    for (const [groupId, v] of plan.values) {
      if (typeof v !== "string" || ids.has(`${groupId}\u0000${v}`)) continue;
      let slug = slugFor(v);
      for (let n = 2; ; n++) {
        const taken = db
          .select({ id: specifications.id })
          .from(specifications)
          .where(sql`${specifications.parentId} = ${groupId} AND ${specifications.slug} = ${slug}`)
          .get();
        if (!taken) break;
        slug = `${slugFor(v)}-${n}`;
      }
      const row = db
        .insert(specifications)
        .values({ title: v, slug, parentId: groupId })
        .returning({ id: specifications.id })
        .get();
      ids.set(`${groupId}\u0000${v}`, row.id);
    }
  return ids;
}

type ImageRow = Pick<typeof productImages.$inferSelect, "file" | "width" | "height" | "variants">;

/** The stored picture each named file is (one of the ZIP's, or the first row that has it). */
function imageRows(plans: Resolved[], zip: ZipImages) {
  const wanted = [...new Set(plans.flatMap((p) => p.imageFiles))];
  const byFile = new Map<string, ImageRow>();
  for (const { stored } of zip.values()) if (stored) byFile.set(stored.file, stored);
  for (const chunk of chunks(wanted, 500))
    for (const row of db
      .select()
      .from(productImages)
      .where(inArray(productImages.file, chunk))
      .all())
      if (!byFile.has(row.file)) byFile.set(row.file, row);
  return byFile;
}

/** A new image row showing the same files as `image` (its own public id). */
function copyOf(image: ImageRow) {
  return {
    file: image.file,
    publicId: crypto.randomUUID().replace(/-/g, "").slice(0, 24),
    width: image.width,
    height: image.height,
    variants: image.variants,
  };
}

/** The product's specification pairs for the groups the file names (others are left alone). */
function setValues(productId: number, pairs: { specId: number; valueId: number }[]) {
  for (const { specId, valueId } of pairs)
    db.insert(productSpecifications)
      .values({ productId, specId, valueId })
      .onConflictDoUpdate({
        target: [productSpecifications.productId, productSpecifications.specId],
        set: { valueId },
      })
      .run();
}

/**
 * The product's pictures become `files`, in order: its own rows are kept (and reordered), a file
 * of another product's gets a row of its own. Rows it no longer names are deleted; their files
 * stay on disk (other rows may show them).
 */
function setImages(productId: number, files: string[], byFile: Map<string, ImageRow>) {
  const own = db.select().from(productImages).where(eq(productImages.productId, productId)).all();
  const current = own.sort((a, b) => a.position - b.position || a.id - b.id).map((i) => i.file);
  if (current.join(IMAGE_SEPARATOR) === files.join(IMAGE_SEPARATOR)) return;
  const keep = new Map(own.map((i) => [i.file, i]));
  for (const image of own)
    if (!files.includes(image.file))
      db.delete(productImages).where(eq(productImages.id, image.id)).run();
  files.forEach((file, position) => {
    const mine = keep.get(file);
    if (mine) db.update(productImages).set({ position }).where(eq(productImages.id, mine.id)).run();
    else
      db.insert(productImages)
        .values({ ...copyOf(byFile.get(file)!), productId, position })
        .run();
  });
}

// ---------------------------------------------------------------------------------------------
// The file between preview and apply

/**
 * The uploaded file (and its ZIP) is kept in a folder under a random token between the preview
 * and Apply, so the Apply form posts only the token (no re-upload, and no JavaScript needed); the
 * import's progress is kept there too (catalogue-import-job.server.ts). A stash older than a day
 * is removed when the next one is made. The folder is beside the database (paths.imports), not
 * in /tmp: the processes of a site each have a /tmp of their own (docs/deploy.md), and the next
 * request for a token may come to another.
 */
export const STASH_DIR = paths.imports;
const TOKEN = /^[0-9a-f]{32}$/;
export const IMPORT_EXPIRED = "This preview has expired: upload the file again";

export function stashImportFile(bytes: Uint8Array, zip?: Uint8Array): string {
  fs.mkdirSync(STASH_DIR, { recursive: true });
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(STASH_DIR)) {
    const file = path.join(STASH_DIR, name);
    if (fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file, { force: true });
  }
  const token = crypto.randomUUID().replace(/-/g, "");
  fs.writeFileSync(path.join(STASH_DIR, `${token}.csv`), bytes);
  if (zip) fs.writeFileSync(path.join(STASH_DIR, `${token}.zip`), zip);
  return token;
}

export function readImportFile(token: string): Uint8Array {
  const file = path.join(STASH_DIR, `${token}.csv`);
  if (!TOKEN.test(token) || !fs.existsSync(file)) throw badInput(IMPORT_EXPIRED);
  return fs.readFileSync(file);
}

/** Where the ZIP uploaded with the file is kept, or null (none). */
export function importZipPath(token: string): string | null {
  const file = path.join(STASH_DIR, `${token}.zip`);
  return TOKEN.test(token) && fs.existsSync(file) ? file : null;
}

export function dropImportFile(token: string) {
  if (!TOKEN.test(token)) return;
  for (const ext of ["csv", "zip"])
    fs.rmSync(path.join(STASH_DIR, `${token}.${ext}`), { force: true });
}

export const isImportToken = (token: string) => TOKEN.test(token);

/** The import's result as the toast and the API say it. */
export const importSummary = (r: ImportResult) =>
  `Catalogue imported: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.errors} refused`;

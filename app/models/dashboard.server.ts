/**
 * The admin dashboard's figures and the admin header's search.
 */
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import {
  categories,
  certificates,
  contactMessages,
  datasheets,
  ENQUIRY_STATUSES,
  PRODUCT_STATUSES,
  products,
  reviews,
  users,
} from "../../db/schema";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "~/db.server";
import { handledWhere } from "~/models/contact.server";
import { rankByKeyword, toFtsQuery } from "~/models/keyword-search.server";
import { listUsers } from "~/models/user.server";

export const DATE_INVALID = "Date input not valid.";

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a moment, in UTC (the dashboard counts whole UTC days). */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The midnight (UTC) that starts a `YYYY-MM-DD` day, or null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date
    : null;
}

export type DateRange = { start: string; end: string };

/**
 * The range of the dashboard's Start Date and End Date: by default the first day of this month
 * to today. An unreadable date, or an end before the start, is {@link DATE_INVALID}.
 */
export function readDateRange(
  input: { start?: string | null; end?: string | null },
  now = new Date(),
): { range: DateRange; error: string | null } {
  const today = isoDate(now);
  const defaults = { start: `${today.slice(0, 8)}01`, end: today };
  const start = input.start?.trim() || defaults.start;
  const end = input.end?.trim() || defaults.end;
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to || to < from) return { range: { start, end }, error: DATE_INVALID };
  return { range: { start, end }, error: null };
}

function countBetween(table: typeof products | typeof reviews, from: Date, to: Date) {
  return (
    db
      .select({ n: count() })
      .from(table)
      .where(and(gte(table.createdAt, from), lt(table.createdAt, to)))
      .get()?.n ?? 0
  );
}

const total = (table: SQLiteTable) => db.select({ n: count() }).from(table).get()?.n ?? 0;

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * New products, reviews and contact messages in the range (both days included), and the enquiries
 * (messages of kind quotation) that came in then, by their status today. Contact messages are the
 * other kinds only: an enquiry is counted once, by its status. The messages are one grouped query.
 */
export function getRangeCounts(range: DateRange) {
  const from = parseIsoDate(range.start);
  const end = parseIsoDate(range.end);
  if (!from || !end) throw new Error(DATE_INVALID);
  const to = new Date(end.getTime() + DAY_MS);
  const enquiries = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])) as Record<
    EnquiryStatus,
    number
  >;
  let messages = 0;
  const rows = db
    .select({ kind: contactMessages.kind, status: contactMessages.status, n: count() })
    .from(contactMessages)
    .where(and(gte(contactMessages.createdAt, from), lt(contactMessages.createdAt, to)))
    .groupBy(contactMessages.kind, contactMessages.status)
    .all();
  for (const row of rows) {
    if (row.kind === "quotation") enquiries[row.status] += row.n;
    else messages += row.n;
  }
  return {
    products: countBetween(products, from, to),
    reviews: countBetween(reviews, from, to),
    messages,
    enquiries,
  };
}

/**
 * How many products are in each status (docs/admin.md, Status): one grouped read of
 * products_status_idx.
 */
export function countProductsByStatus() {
  const counts = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) as Record<
    (typeof PRODUCT_STATUSES)[number],
    number
  >;
  for (const row of db
    .select({ status: products.status, n: count() })
    .from(products)
    .groupBy(products.status)
    .all())
    counts[row.status] = row.n;
  return counts;
}

/**
 * The messages kept, contact messages apart from enquiries (messages of kind quotation, counted
 * in their own total: docs/admin.md, Dashboard), each with those still to deal with as Messages
 * says it (handledWhere: a contact message not marked handled, an enquiry still New). One grouped
 * read of the messages, in the order of contact_messages_kind_idx.
 */
function countMessagesByKind() {
  const counts = { contact: { all: 0, open: 0 }, quotation: { all: 0, open: 0 } };
  for (const row of db
    .select({
      kind: contactMessages.kind,
      all: count(),
      open: sql<number>`coalesce(sum(${handledWhere(false)}), 0)`.mapWith(Number),
    })
    .from(contactMessages)
    .groupBy(contactMessages.kind)
    .all())
    counts[row.kind] = { all: row.all, open: row.open };
  return counts;
}

/** What the catalogue holds today. */
export function getCatalogueTotals() {
  const byLevel = db
    .select({ level: categories.level, n: count() })
    .from(categories)
    .groupBy(categories.level)
    .all();
  const level = (l: number) => byLevel.find((row) => row.level === l)?.n ?? 0;
  const statuses = countProductsByStatus();
  const messages = countMessagesByKind();
  return {
    products: Object.values(statuses).reduce((a, b) => a + b, 0),
    productStatuses: statuses,
    categories: level(1),
    subcategories: level(2),
    subSubcategories: level(3),
    reviews: total(reviews),
    datasheets: total(datasheets),
    certificates: total(certificates),
    contactMessages: messages.contact.all,
    unhandledContactMessages: messages.contact.open,
    enquiries: messages.quotation.all,
    newEnquiries: messages.quotation.open,
    /** Both kinds still to deal with: the sidebar's Messages count (countUnhandledMessages). */
    unhandledMessages: messages.contact.open + messages.quotation.open,
    users: total(users),
  };
}

export const SEARCH_LIMIT = 10;

/**
 * Products whose text matches the words, best first, at most {@link SEARCH_LIMIT}, whatever
 * their status (each with it: staff find drafts too).
 */
export function searchProducts(q: string) {
  const match = toFtsQuery(q);
  if (!match) return [];
  // Best first as the storefront ranks them (keyword-search.server.ts), then the rows of those.
  const ids = [...rankByKeyword(match).subarray(0, SEARCH_LIMIT)];
  if (ids.length === 0) return [];
  const rows = db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      status: products.status,
      category: categories.name,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The header search: products for everyone, users only for those who manage them. */
export function searchAdmin(q: string, { includeUsers }: { includeUsers: boolean }) {
  const term = q.trim();
  if (!term) return { products: [], users: [] };
  return {
    products: searchProducts(term),
    users: includeUsers ? listUsers({ q: term }).users.slice(0, SEARCH_LIMIT) : [],
  };
}

/** Past this many days the chart counts weeks rather than days (docs/admin.md, Dashboard). */
export const DAILY_LIMIT = 90;

export type ChartUnit = "day" | "week";

/** One day or week of the chart: the day it starts (`YYYY-MM-DD`) and what came in. */
export type ChartBucket = {
  start: string;
  products: number;
  reviews: number;
  contact: number;
  enquiries: number;
};

export type RangeSeries = { unit: ChartUnit; buckets: ChartBucket[] };

/**
 * The dashboard chart: new products, reviews, contact messages and enquiries (messages of kind
 * quotation) per day of the range, or per week counted from its first day when it is longer than
 * {@link DAILY_LIMIT} days (the last week stops at the range's end). One grouped query a table,
 * over the created_at indexes; days or weeks without rows are 0.
 */
export function getRangeSeries(range: DateRange): RangeSeries {
  const from = parseIsoDate(range.start);
  const end = parseIsoDate(range.end);
  if (!from || !end || end < from) throw new Error(DATE_INVALID);
  const days = (end.getTime() - from.getTime()) / DAY_MS + 1;
  const unit: ChartUnit = days > DAILY_LIMIT ? "week" : "day";
  const size = unit === "week" ? 7 * DAY_MS : DAY_MS;
  const fromMs = from.getTime();
  const toMs = end.getTime() + DAY_MS;

  const buckets: ChartBucket[] = Array.from(
    { length: Math.ceil((toMs - fromMs) / size) },
    (_, i) => ({
      start: isoDate(new Date(fromMs + i * size)),
      products: 0,
      reviews: 0,
      contact: 0,
      enquiries: 0,
    }),
  );

  // The bucket's index; the bound numbers arrive as reals, hence the cast (it truncates).
  const grouped = (table: typeof products | typeof reviews) => {
    const bucket = sql<number>`cast((${table.createdAt} - ${fromMs}) / ${size} as integer)`;
    return db
      .select({ bucket, n: count() })
      .from(table)
      .where(and(gte(table.createdAt, new Date(fromMs)), lt(table.createdAt, new Date(toMs))))
      .groupBy(bucket)
      .all();
  };
  for (const row of grouped(products)) buckets[row.bucket].products = row.n;
  for (const row of grouped(reviews)) buckets[row.bucket].reviews = row.n;

  const messageBucket = sql<number>`cast((${contactMessages.createdAt} - ${fromMs}) / ${size} as integer)`;
  const messages = db
    .select({ bucket: messageBucket, kind: contactMessages.kind, n: count() })
    .from(contactMessages)
    .where(
      and(
        gte(contactMessages.createdAt, new Date(fromMs)),
        lt(contactMessages.createdAt, new Date(toMs)),
      ),
    )
    .groupBy(messageBucket, contactMessages.kind)
    .all();
  for (const row of messages) {
    if (row.kind === "quotation") buckets[row.bucket].enquiries = row.n;
    else buckets[row.bucket].contact = row.n;
  }
  return { unit, buckets };
}

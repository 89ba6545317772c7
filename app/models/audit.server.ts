/**
 * The audit log: every write a member of staff makes — who, when, what (the fields that changed,
 * before and after), from which address. Model functions call {@link audit} inside the
 * transaction of the change, so a change and its record stand or fall together. The log is only
 * ever appended to; nothing in the app edits or deletes its rows.
 */
import type { Statement } from "better-sqlite3";
import { and, asc, count, desc, eq, getTableName, gte, inArray, lte, type SQL } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import { ADMIN_PAGE_SIZE } from "~/constants";
import { db } from "~/db.server";
import { pageOf } from "~/models/paging.server";

/**
 * Who is acting: the signed-in user, the client's address and browser and the session it acts
 * in (auth.server's requireActor), or a script ({@link SCRIPT_ACTOR}: the seeds,
 * `npm run user:create`). `sessionId` lets a rule that ends an account's sessions keep the one
 * making the change (docs/admin.md, Sessions); it is never written anywhere.
 */
export type Actor = {
  id: number | null;
  name: string;
  email: string;
  address: string;
  /** The request's User-Agent (the audit log's Browser). */
  userAgent?: string;
  sessionId?: string;
};

export const SCRIPT_ACTOR: Actor = {
  id: null,
  name: "Command line",
  email: "",
  address: "local",
};

export type AuditEntry = {
  action: "create" | "update" | "delete" | string;
  entity: string;
  entityId?: string | number;
  /** A line a person reads: "Updated product Cat6 U/UTP LSZH". */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between before and after (all of them for a create or delete). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (!same(b, a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

let insert: { sqlite: typeof db.$client; statement: Statement } | null = null;

/**
 * Appends a record of a staff write; call it inside the write's transaction. One statement,
 * prepared once per connection: a bulk action writes ten thousand of these in one transaction,
 * where building each INSERT anew cost five times the insert itself
 * (docs/admin.md, Bulk actions).
 */
export function audit(actor: Actor, entry: AuditEntry) {
  const sqlite = db.$client;
  if (insert?.sqlite !== sqlite) {
    insert = {
      sqlite,
      statement: sqlite.prepare(
        `INSERT INTO ${getTableName(auditLog)} (user_id, user_name, user_email, action, entity,
           entity_id, summary, changes, address, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
  }
  insert.statement.run(
    actor.id,
    actor.name,
    actor.email,
    entry.action,
    entry.entity,
    entry.entityId === undefined ? "" : String(entry.entityId),
    entry.summary,
    JSON.stringify(changedFields(entry.before, entry.after)),
    actor.address,
    (actor.userAgent ?? "").slice(0, 512),
  );
}

/**
 * The entities of sign-in activity (docs/admin.md, Audit log): sign-ins and their failures,
 * sign-outs and ended sessions, two-factor changes, passkeys. The audit screen's "What" filter
 * offers them together as {@link SIGN_IN_ACTIVITY}.
 */
export const SIGN_IN_ENTITIES = ["session", "two-factor", "passkey"];
export const SIGN_IN_ACTIVITY = "sign-in-activity";

export type AuditFilters = {
  userId?: number;
  entity?: string;
  from?: Date;
  to?: Date;
  page?: number;
};

/**
 * Newest first, a page at a time, filtered by user, entity (or {@link SIGN_IN_ACTIVITY}: all of
 * {@link SIGN_IN_ENTITIES}) and date.
 */
export function listAudit(filters: AuditFilters = {}) {
  const where: SQL[] = [];
  if (filters.userId) where.push(eq(auditLog.userId, filters.userId));
  if (filters.entity === SIGN_IN_ACTIVITY) where.push(inArray(auditLog.entity, SIGN_IN_ENTITIES));
  else if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.from) where.push(gte(auditLog.at, filters.from));
  if (filters.to) where.push(lte(auditLog.at, filters.to));
  const condition = where.length ? and(...where) : undefined;
  const total = db.select({ n: count() }).from(auditLog).where(condition).get()?.n ?? 0;
  const paging = pageOf(total, filters.page, ADMIN_PAGE_SIZE);
  const rows = db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(paging.pageSize)
    .offset(paging.offset)
    .all();
  return { ...paging, total, entries: rows };
}

/** The choices of the audit screen's filters: the users and the entities that appear in it. */
export function auditFilterOptions() {
  const people = db
    .selectDistinct({ id: auditLog.userId, name: auditLog.userName, email: auditLog.userEmail })
    .from(auditLog)
    .orderBy(asc(auditLog.userName))
    .all()
    .filter((p): p is { id: number; name: string; email: string } => p.id !== null);
  const entities = db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(auditLog.entity))
    .all()
    .map((e) => e.entity);
  return { people, entities };
}

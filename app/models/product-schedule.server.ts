/**
 * Scheduled publishing (docs/admin.md, Schedule): a product that is not Published may be given a
 * moment to go live (`products.publish_at`); at that moment it becomes Published by itself, with
 * nobody signed in.
 *
 * Every server process looks for products whose moment has come every SCHEDULE_TICK_MS (30 s),
 * so a product goes live within a minute of its time whichever processes are running. Two
 * processes that look at once do not both publish: the publication is one IMMEDIATE transaction
 * whose UPDATE only changes a product still scheduled and still unpublished, so the second finds
 * nothing left to do (and writes no second audit entry). A busy database (a catalogue import
 * holding the write lock) is left for the next look rather than waited for on the server's thread.
 *
 * A publication is a change of status: migration 0027 moves the catalogue's version with it, so
 * the page cache's copies, the sitemap and the listing's index follow in every process. The audit
 * log records each product it publishes, as done by {@link SCHEDULE_ACTOR}.
 */
import { and, asc, eq, isNotNull, lte, ne } from "drizzle-orm";
import { products } from "../../db/schema";
import { db, writeUnlessBusy } from "~/db.server";
import { env } from "~/env.server";
import { audit, type Actor } from "~/models/audit.server";
import { findProduct, PRODUCT_NOT_FOUND, type ProductKey } from "~/models/product-admin.server";
import {
  keepVersionBaselines,
  recordProductVersion,
  recordProductVersions,
} from "~/models/product-snapshot.server";
import { badInput, notFound } from "~/utils/domain-error";
import { siteDateTimeLabel } from "~/utils/dates";

/** Who the audit log says published a product whose scheduled time came. */
/** The note of the version a scheduled publication records. */
export const PUBLISHED_AS_SCHEDULED = "Published as scheduled";

export const SCHEDULE_ACTOR: Actor = {
  id: null,
  name: "The schedule",
  email: "",
  address: "scheduled publishing",
};

export const PUBLISH_AT_PAST = "Please choose a time in the future";
export const ALREADY_PUBLISHED = "This product is already published: there is nothing to schedule";
export const NOT_SCHEDULED = "This product is not scheduled";
export const SCHEDULE_CANCELLED = "The schedule is cancelled";
export const scheduledMessage = (at: Date) => `Scheduled to go live on ${siteDateTimeLabel(at)}`;

/** A moment to publish at must be after `now`. */
export function checkPublishAt(at: Date, now: Date) {
  if (at.getTime() <= now.getTime()) throw badInput(PUBLISH_AT_PAST, "publishAt");
}

/** The audit record's view of a product's state. */
export const scheduleState = (row: { status: string; publishAt: Date | null }) => ({
  status: row.status,
  publishAt: row.publishAt ? row.publishAt.toISOString() : null,
});

const IMMEDIATE = { behavior: "immediate" } as const;

/**
 * Schedules the product `key` names to go live at `at` (or moves its schedule there). Refused for
 * a Published product and for a moment not after `now`.
 */
export function scheduleProduct(
  actor: Actor,
  key: ProductKey,
  at: Date,
  { now = new Date() }: { now?: Date } = {},
) {
  return db.transaction(() => {
    const row = findProduct(key);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    if (row.status === "published") throw badInput(ALREADY_PUBLISHED, "publishAt");
    checkPublishAt(at, now);
    keepVersionBaselines([row.id]);
    const after = db
      .update(products)
      .set({ publishAt: at })
      .where(eq(products.id, row.id))
      .returning()
      .get();
    audit(actor, {
      action: "update",
      entity: "product",
      entityId: row.id,
      summary: row.publishAt
        ? `Rescheduled product ${row.name} for ${siteDateTimeLabel(at)}`
        : `Scheduled product ${row.name} for ${siteDateTimeLabel(at)}`,
      before: scheduleState(row),
      after: scheduleState(after),
    });
    // The schedule is part of a version (docs/admin.md, History): its history says who set it.
    recordProductVersion(actor, row.id);
    return after;
  }, IMMEDIATE);
}

/** Cancels the schedule of the product `key` names; it keeps its status. */
export function unscheduleProduct(actor: Actor, key: ProductKey) {
  return db.transaction(() => {
    const row = findProduct(key);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    if (!row.publishAt) throw badInput(NOT_SCHEDULED);
    keepVersionBaselines([row.id]);
    const after = db
      .update(products)
      .set({ publishAt: null })
      .where(eq(products.id, row.id))
      .returning()
      .get();
    audit(actor, {
      action: "update",
      entity: "product",
      entityId: row.id,
      summary: `Cancelled the schedule of product ${row.name} (it was to go live on ${siteDateTimeLabel(row.publishAt)})`,
      before: scheduleState(row),
      after: scheduleState(after),
    });
    // The schedule is part of a version (docs/admin.md, History): its history says who set it.
    recordProductVersion(actor, row.id);
    return after;
  }, IMMEDIATE);
}

/** Whether any product's scheduled moment has come (a read through the partial index). */
function anyDue(now: Date) {
  return (
    db
      .select({ id: products.id })
      .from(products)
      .where(and(isNotNull(products.publishAt), lte(products.publishAt, now)))
      .limit(1)
      .get() !== undefined
  );
}

/**
 * Publishes every product whose scheduled moment is not after `now`, one audit entry each, by
 * the schedule; a product Published meanwhile only loses its schedule. Returns the names of those
 * it published, or null when the database was busy (the next look will do it).
 */
export function publishDueProducts(now: Date = new Date()): string[] | null {
  if (!anyDue(now)) return [];
  return writeUnlessBusy(() =>
    db.transaction(() => {
      const due = db
        .select({
          id: products.id,
          name: products.name,
          status: products.status,
          publishAt: products.publishAt,
        })
        .from(products)
        .where(and(isNotNull(products.publishAt), lte(products.publishAt, now)))
        .orderBy(asc(products.publishAt), asc(products.id))
        .all();
      keepVersionBaselines(due.map((row) => row.id));
      const published: string[] = [];
      const publishedIds: number[] = [];
      for (const row of due) {
        // Another process may have published it since this one read it: the WHERE says so.
        const changed = db
          .update(products)
          .set({ status: "published", publishAt: null, updatedAt: now })
          .where(
            and(
              eq(products.id, row.id),
              ne(products.status, "published"),
              isNotNull(products.publishAt),
              lte(products.publishAt, now),
            ),
          )
          .run().changes;
        if (changed === 0) {
          db.update(products)
            .set({ publishAt: null })
            .where(and(eq(products.id, row.id), lte(products.publishAt, now)))
            .run();
          continue;
        }
        audit(SCHEDULE_ACTOR, {
          action: "update",
          entity: "product",
          entityId: row.id,
          summary: `Published product ${row.name}, as scheduled for ${siteDateTimeLabel(row.publishAt!)}`,
          before: scheduleState(row),
          after: { status: "published", publishAt: null },
        });
        published.push(row.name);
        publishedIds.push(row.id);
      }
      // Each publication is a version of its product, by the schedule (docs/admin.md, History).
      recordProductVersions(SCHEDULE_ACTOR, publishedIds, { note: PUBLISHED_AS_SCHEDULED });
      return published;
    }, IMMEDIATE),
  );
}

declare global {
  var __belScheduleTicks: ReturnType<typeof setInterval> | undefined;
}

/** One look: what is due is published, and a failure is logged, never thrown into the timer. */
function tick() {
  try {
    const published = publishDueProducts();
    if (published?.length)
      console.log(
        `[bel] schedule: published ${published.length} product(s): ${published.join(", ")}`,
      );
  } catch (error) {
    console.error("[bel] schedule: publishing the products due failed", error);
  }
}

/**
 * This process's looks at the schedule: one now (what came due while no server ran), then every
 * SCHEDULE_TICK_MS (the server's, once per process, beside its other periodic work).
 */
export function startScheduledPublishing() {
  if (globalThis.__belScheduleTicks) return;
  globalThis.__belScheduleTicks = setInterval(tick, env.SCHEDULE_TICK_MS).unref();
  setImmediate(tick);
}

/**
 * Scheduled publishing (docs/admin.md, Schedule), on a clock the test gives: a product goes live
 * at its moment and not before, by the schedule (one audit entry each), the catalogue's version
 * moving with it so that the page cache and the sitemap follow; scheduling, rescheduling and
 * unscheduling, with their refusals; and two processes looking at once publishing each product
 * once.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, products } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { createProduct } from "~/models/product.server";
import {
  ALREADY_PUBLISHED,
  NOT_SCHEDULED,
  publishDueProducts,
  PUBLISH_AT_PAST,
  PUBLISHED_AS_SCHEDULED,
  scheduleProduct,
  SCHEDULE_ACTOR,
  unscheduleProduct,
} from "~/models/product-schedule.server";
import { listProductVersions } from "~/models/product-history.server";
import { BASELINE_NOTE } from "~/models/product-snapshot.server";
import { sitemapEntries } from "~/models/sitemap.server";
import { siteVersion } from "~/models/site-version.server";
import type { ProductStatus } from "../../db/schema";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";

const ROOT = path.resolve(__dirname, "../..");

let t: ReturnType<typeof createTaxonomy>;
let staff: Actor;

beforeEach(() => {
  resetDb();
  t = createTaxonomy();
  const user = insertUser({ role: "manager" });
  staff = { id: user.id, name: user.name, email: user.email, address: "203.0.113.9" };
});

/** A product of the given status (status is written as the status helper's forms will). */
function product(name: string, status: ProductStatus = "draft") {
  const row = createProduct({ name, description: "A data cable.", categoryId: t.lan.id });
  db.update(products).set({ status }).where(eq(products.id, row.id)).run();
  return row;
}

const read = (id: number) => db.select().from(products).where(eq(products.id, id)).get()!;
const entriesOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .all();

/** The clock of these tests: 10:00 on 15 January 2027 (GMT), and moments after it. */
const NOW = new Date("2027-01-15T10:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe("a product scheduled to go live", () => {
  it("goes live at its moment, not before, by the schedule, and the site follows", () => {
    const draft = product("Cat6 launch");
    scheduleProduct(staff, draft.id, later(2), { now: NOW });
    expect(read(draft.id)).toMatchObject({ status: "draft", publishAt: later(2) });

    const version = siteVersion();
    expect(publishDueProducts(later(1))).toEqual([]);
    expect(read(draft.id).status).toBe("draft");
    expect(siteVersion()).toBe(version);

    expect(publishDueProducts(later(2))).toEqual(["Cat6 launch"]);
    expect(read(draft.id)).toMatchObject({ status: "published", publishAt: null });
    // The page cache keys its copies on the site's version (docs/page-cache.md): it moved.
    expect(siteVersion()).not.toBe(version);
    // The sitemap's lastmod of the product is the moment it went live.
    const entry = sitemapEntries(0, 1000).find((e) => e.path === `/products/${draft.slug}`);
    expect(entry?.lastmod).toEqual(later(2));

    const [scheduled, published] = entriesOf(draft.id);
    expect(scheduled).toMatchObject({
      userId: staff.id,
      summary: "Scheduled product Cat6 launch for 15 Jan 2027, 10:02 (Europe/London)",
    });
    expect(published).toMatchObject({
      userId: null,
      userName: SCHEDULE_ACTOR.name,
      action: "update",
      entity: "product",
      summary: "Published product Cat6 launch, as scheduled for 15 Jan 2027, 10:02 (Europe/London)",
      changes: {
        status: { before: "draft", after: "published" },
        publishAt: { before: later(2).toISOString(), after: null },
      },
    });
    // Its history: as it was, scheduled by staff, published by the schedule.
    const versions = listProductVersions(draft.id).versions;
    expect(versions.map((v) => [v.note, v.userName])).toEqual([
      [PUBLISHED_AS_SCHEDULED, SCHEDULE_ACTOR.name],
      ["", staff.name],
      [BASELINE_NOTE, ""],
    ]);
    expect(versions[0].changes).toEqual([
      expect.objectContaining({ label: "Status", before: "Draft", after: "Published" }),
      expect.objectContaining({ label: "Publish at", after: "(none)" }),
    ]);
    // Looking again publishes nothing, and records nothing.
    expect(publishDueProducts(later(3))).toEqual([]);
    expect(entriesOf(draft.id)).toHaveLength(2);
    expect(listProductVersions(draft.id).total).toBe(3);
  });

  it("publishes an archived product too, and several due at once, one entry each", () => {
    const a = product("Archived range", "archived");
    const b = product("Draft range");
    const c = product("Not yet");
    scheduleProduct(staff, a.id, later(1), { now: NOW });
    scheduleProduct(staff, b.id, later(2), { now: NOW });
    scheduleProduct(staff, c.id, later(60), { now: NOW });
    expect(publishDueProducts(later(5))).toEqual(["Archived range", "Draft range"]);
    expect([a, b, c].map((p) => read(p.id).status)).toEqual(["published", "published", "draft"]);
    const byTheSchedule = db
      .select()
      .from(auditLog)
      .all()
      .filter((e) => e.userName === SCHEDULE_ACTOR.name);
    expect(byTheSchedule.map((e) => Number(e.entityId)).sort()).toEqual([a.id, b.id].sort());
  });

  it("only loses its schedule when it was published meanwhile (nothing to record)", () => {
    const draft = product("Published by hand");
    scheduleProduct(staff, draft.id, later(2), { now: NOW });
    db.update(products).set({ status: "published" }).where(eq(products.id, draft.id)).run();
    const before = entriesOf(draft.id).length;
    expect(publishDueProducts(later(2))).toEqual([]);
    expect(read(draft.id)).toMatchObject({ status: "published", publishAt: null });
    expect(entriesOf(draft.id)).toHaveLength(before);
  });
});

describe("scheduling, rescheduling and unscheduling", () => {
  it("moves a schedule, and cancels it keeping the status", () => {
    const draft = product("Moved launch");
    scheduleProduct(staff, draft.id, later(10), { now: NOW });
    scheduleProduct(staff, draft.slug, later(20), { now: NOW });
    expect(read(draft.id).publishAt).toEqual(later(20));
    expect(publishDueProducts(later(10))).toEqual([]);
    unscheduleProduct(staff, draft.id);
    expect(read(draft.id)).toMatchObject({ status: "draft", publishAt: null });
    expect(publishDueProducts(later(30))).toEqual([]);
    expect(entriesOf(draft.id).map((e) => e.summary)).toEqual([
      "Scheduled product Moved launch for 15 Jan 2027, 10:10 (Europe/London)",
      "Rescheduled product Moved launch for 15 Jan 2027, 10:20 (Europe/London)",
      "Cancelled the schedule of product Moved launch (it was to go live on 15 Jan 2027, 10:20 (Europe/London))",
    ]);
  });

  it("refuses a moment not in the future, a published product and nothing to cancel", () => {
    const draft = product("Refused");
    const live = product("Live", "published");
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return {
          status: (error as { status: number }).status,
          message: (error as Error).message,
          field: (error as { field?: string }).field,
        };
      }
      return null;
    };
    expect(refusal(() => scheduleProduct(staff, draft.id, NOW, { now: NOW }))).toEqual({
      status: 400,
      message: PUBLISH_AT_PAST,
      field: "publishAt",
    });
    expect(refusal(() => scheduleProduct(staff, live.id, later(5), { now: NOW }))).toEqual({
      status: 400,
      message: ALREADY_PUBLISHED,
      field: "publishAt",
    });
    expect(refusal(() => unscheduleProduct(staff, draft.id))).toMatchObject({
      status: 400,
      message: NOT_SCHEDULED,
    });
    expect(refusal(() => scheduleProduct(staff, 999_999, later(5), { now: NOW }))).toMatchObject({
      status: 404,
    });
    expect(read(draft.id).publishAt).toBeNull();
    expect(entriesOf(draft.id)).toEqual([]);
  });
});

/** Runs tests/models/processes/publish-due.ts; resolves once it is ready, with how to start it. */
function otherProcess(now: Date) {
  const child = spawn(
    process.execPath,
    ["node_modules/.bin/tsx", "tests/models/processes/publish-due.ts", now.toISOString()],
    { cwd: ROOT, env: process.env, stdio: ["pipe", "pipe", "inherit"] },
  );
  let out = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith("ready\n")) resolve();
    });
    child.on("error", reject);
  });
  const done = new Promise<string[]>((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").pop()!) as string[])
        : reject(new Error(`publish-due exited ${code}: ${out}`)),
    ),
  );
  return { ready, go: () => child.stdin.end("go\n"), done };
}

describe("every process looks at the schedule", () => {
  it("publishes each product once when two processes look at the same moment", async () => {
    const drafts = Array.from({ length: 20 }, (_, i) => product(`Launch ${i + 1}`));
    for (const draft of drafts) scheduleProduct(staff, draft.id, later(1), { now: NOW });
    const processes = [otherProcess(later(2)), otherProcess(later(2))];
    await Promise.all(processes.map((p) => p.ready));
    for (const p of processes) p.go();
    const [first, second] = await Promise.all(processes.map((p) => p.done));
    // Between them, every product once, and no name twice.
    expect([...first, ...second].sort()).toEqual(drafts.map((d) => d.name).sort());
    for (const draft of drafts) {
      expect(read(draft.id).status).toBe("published");
      expect(entriesOf(draft.id).filter((e) => e.userName === SCHEDULE_ACTOR.name)).toHaveLength(1);
    }
  });
});

/**
 * Display order: moving a row swaps it with its neighbour and renumbers its list densely; the
 * screens' protocol on top of it (app/models/ordered-content.server.ts).
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { categories, certificates } from "../../db/schema";
import { db } from "~/db.server";
import { listOrdered, moveOrdered, type OrderedList } from "~/models/ordered-content.server";
import { moveRow } from "~/models/ordering.server";
import { resetDb } from "../fixtures";

beforeEach(resetDb);

const titles = () =>
  db
    .select({ t: certificates.title, p: certificates.position })
    .from(certificates)
    .orderBy(asc(certificates.position), asc(certificates.id))
    .all();

const move = (id: number, direction: "up" | "down") =>
  moveRow({
    table: certificates,
    id,
    idColumn: certificates.id,
    positionColumn: certificates.position,
    direction,
  });

it("swaps with the neighbour, renumbers 0…n-1, and refuses to leave the list", () => {
  const ids = ["a", "b", "c"].map(
    (title) => db.insert(certificates).values({ title, position: 7 }).returning().get().id,
  );
  expect(move(ids[2], "up")).toBe(true);
  expect(titles()).toEqual([
    { t: "a", p: 0 },
    { t: "c", p: 1 },
    { t: "b", p: 2 },
  ]);
  expect(move(ids[0], "up")).toBe(false);
  expect(move(ids[1], "down")).toBe(false);
  expect(move(ids[0], "down")).toBe(true);
  expect(titles().map((r) => r.t)).toEqual(["c", "a", "b"]);
  expect(move(999_999, "up")).toBe(false);
});

it("moves within a scope only (categories under one parent)", () => {
  const cat = (name: string, parentId: number | null, level: number) =>
    db
      .insert(categories)
      .values({ name, slug: name.toLowerCase(), parentId, level })
      .returning()
      .get();
  const a = cat("A", null, 1);
  const b = cat("B", null, 1);
  const a1 = cat("A1", a.id, 2);
  const a2 = cat("A2", a.id, 2);
  const moved = moveRow({
    table: categories,
    id: a2.id,
    idColumn: categories.id,
    positionColumn: categories.sortOrder,
    scope: eq(categories.parentId, a.id),
    direction: "up",
  });
  expect(moved).toBe(true);
  const children = db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.parentId, a.id))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .all();
  expect(children.map((c) => c.name)).toEqual(["A2", "A1"]);
  expect(db.select().from(categories).where(eq(categories.id, b.id)).get()?.sortOrder).toBe(0);
  void a1;
});

it("in a searched table, moves past the nearest row the table shows, and no further", () => {
  const ids = ["a", "x", "b", "y", "c"].map(
    (title, position) => db.insert(certificates).values({ title, position }).returning().get().id,
  );
  const [a, , b, , c] = ids;
  const shown = new Set([a, b, c]);
  const moveAmong = (id: number, direction: "up" | "down") =>
    moveRow({
      table: certificates,
      id,
      idColumn: certificates.id,
      positionColumn: certificates.position,
      direction,
      among: shown,
    });
  // c goes up past b (not just past y, which the table does not show).
  expect(moveAmong(c, "up")).toBe(true);
  expect(titles()).toEqual([
    { t: "a", p: 0 },
    { t: "x", p: 1 },
    { t: "c", p: 2 },
    { t: "b", p: 3 },
    { t: "y", p: 4 },
  ]);
  // a goes down past c, the next row shown.
  expect(moveAmong(a, "down")).toBe(true);
  expect(titles().map((r) => r.t)).toEqual(["x", "c", "a", "b", "y"]);
  // First and last of what is shown, though x and y lie beyond them.
  expect(moveAmong(c, "up")).toBe(false);
  expect(moveAmong(b, "down")).toBe(false);
  expect(titles().map((r) => r.t)).toEqual(["x", "c", "a", "b", "y"]);
});

it("the screens' protocol: past the row the search shows, audited, and refused with a message at the ends", () => {
  const list: OrderedList = {
    table: certificates,
    idColumn: certificates.id,
    positionColumn: certificates.position,
    nameColumn: certificates.title,
    searchColumns: [certificates.title],
    entity: "certificate",
    noun: "certificate",
    notFoundMessage: "Certificate not found",
  };
  const actor = { id: null, name: "Test", email: "", address: "local" };
  const [a, , b] = ["ISO a", "x", "ISO b"].map(
    (title, position) => db.insert(certificates).values({ title, position }).returning().get().id,
  );
  moveOrdered(list, actor, b, "up", "iso");
  expect(titles().map((r) => r.t)).toEqual(["ISO b", "ISO a", "x"]);
  expect(() => moveOrdered(list, actor, a, "down", "iso")).toThrow("“ISO a” is already last.");
  expect(() => moveOrdered(list, actor, b, "up")).toThrow("“ISO b” is already first.");
  expect(() => moveOrdered(list, actor, 999_999, "up")).toThrow("Certificate not found");
  expect(titles().map((r) => r.t)).toEqual(["ISO b", "ISO a", "x"]);
  const page = listOrdered(list, { q: "iso" }, (row: { title: string }) => ({ t: row.title }));
  expect(page.rows).toEqual([
    { t: "ISO b", rowNumber: 1, first: true, last: false },
    { t: "ISO a", rowNumber: 2, first: false, last: true },
  ]);
  expect(page).toMatchObject({ total: 2, all: 3, q: "iso" });
});

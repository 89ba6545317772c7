/**
 * Search synonyms as staff manage them (docs/admin.md, Search synonyms): the one schema of the
 * screen and its API twins (its messages), a page of them searched by word, add, edit and delete
 * with their audit records, refusals as DomainErrors, and the next search applying each change
 * with nothing rebuilt (the table's triggers move the content counter).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, searchSynonyms } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { listProducts } from "~/models/listing.server";
import { createProduct } from "~/models/product.server";
import {
  createSynonym,
  deleteSynonym,
  getSynonym,
  listSynonyms,
  SYNONYM_EXISTS,
  updateSynonym,
} from "~/models/search-synonyms.server";
import { siteVersion } from "~/models/site-version.server";
import { SynonymEditForm, SynonymMessages, SynonymSchema } from "~/schemas/search-synonym";
import { DomainError } from "~/utils/domain-error";
import { TRADE_SYNONYMS } from "../../db/seed/synonyms";
import { createTaxonomy, resetDb } from "../fixtures";
import { insertUser } from "../routes/admin.helpers";

let actor: Actor;
beforeEach(() => {
  resetDb();
  const user = insertUser({ role: "manager", name: "Synonym Tester" });
  actor = { id: user.id, name: user.name, email: user.email, address: "203.0.113.7" };
});

/** The messages the schema gives, by field ("" for the form). */
function messages(input: unknown) {
  const result = SynonymSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

/** A synonym as the schema reads it, made by `actor`. */
const add = (input: Record<string, unknown>) => createSynonym(actor, SynonymSchema.parse(input));

async function refusal(work: () => unknown): Promise<DomainError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("the schema of the form and the API", () => {
  it("reads the terms one per line, as a list, or parted by commas, trimmed", () => {
    expect(SynonymSchema.parse({ kind: "equivalent", terms: " coax \n\ncoaxial\r\n" })).toEqual({
      kind: "equivalent",
      root: "",
      terms: ["coax", "coaxial"],
    });
    expect(SynonymSchema.parse({ kind: "equivalent", terms: ["mic, microphone", "mike"] })).toEqual(
      { kind: "equivalent", root: "", terms: ["mic", "microphone", "mike"] },
    );
    expect(
      SynonymSchema.parse({ kind: "one-way", root: " fp200 ", terms: ["fire resistant"] }),
    ).toEqual({ kind: "one-way", root: "fp200", terms: ["fire resistant"] });
    // The edit form carries the id too.
    expect(SynonymEditForm.parse({ id: "12", kind: "equivalent", terms: "a\nb" }).id).toBe(12);
  });

  it("says what is wrong beside each field", () => {
    expect(messages({ terms: "a\nb" })).toEqual({ kind: [SynonymMessages.kind] });
    expect(messages({ kind: "equivalent", terms: "coax" })).toEqual({
      terms: [SynonymMessages.twoTerms],
    });
    expect(messages({ kind: "equivalent", root: "coax", terms: "coax\ncoaxial" })).toEqual({
      root: [SynonymMessages.rootNotEmpty],
    });
    expect(messages({ kind: "one-way", terms: "fire resistant" })).toEqual({
      root: [SynonymMessages.rootRequired],
    });
    expect(messages({ kind: "one-way", root: "fp200" })).toEqual({
      terms: [SynonymMessages.oneTerm],
    });
    expect(messages({ kind: "one-way", root: "fp200, fp400", terms: "fire" })).toEqual({
      root: [SynonymMessages.rootOnePhrase],
    });
    expect(messages({ kind: "one-way", root: "x".repeat(101), terms: "fire" })).toEqual({
      root: [SynonymMessages.rootTooLong],
    });
    expect(messages({ kind: "one-way", root: "--", terms: "fire" })).toEqual({
      root: [SynonymMessages.rootUnsearchable],
    });
  });

  it("refuses long terms, too many, duplicates as the search reads them, and terms with nothing to search", () => {
    const long = `cable ${"x".repeat(100)}`;
    expect(messages({ kind: "equivalent", terms: `coax\n${long}` })).toEqual({
      terms: [`“cable ${"x".repeat(34)}…” is longer than 100 characters`],
    });
    const many = Array.from({ length: 21 }, (_, i) => `word${i}`);
    expect(messages({ kind: "equivalent", terms: many })).toEqual({
      terms: ["At most 20 terms"],
    });
    expect(messages({ kind: "equivalent", terms: "coax\ncoax" })).toEqual({
      terms: ["“coax” is there twice"],
    });
    expect(messages({ kind: "equivalent", terms: "T&E\nt and e" })).toEqual({
      terms: ["“t and e” and “T&E” are the same words to the search: keep one"],
    });
    expect(messages({ kind: "equivalent", terms: "Star-Quad\nstarquad" })).toEqual({
      terms: ["“starquad” and “Star-Quad” are the same words to the search: keep one"],
    });
    expect(messages({ kind: "equivalent", terms: "coax\n- / -" })).toEqual({
      terms: ["“- / -” has no letters or figures to search for"],
    });
    expect(messages({ kind: "one-way", root: "FP-200", terms: "fire resistant\nfp200" })).toEqual({
      terms: ["“fp200” is the root: a one-way synonym's terms are what the root finds"],
    });
    // Twenty terms of 100 characters are more than the 2,000 the table holds.
    const full = Array.from(
      { length: 20 },
      (_, i) => `${String(i).padStart(2, "0")}${"y".repeat(98)}`,
    );
    expect(messages({ kind: "equivalent", terms: full })).toEqual({
      terms: [SynonymMessages.allTermsTooLong],
    });
    expect(messages({ kind: "equivalent", terms: full.slice(0, 19) })).toEqual({});
  });
});

describe("the seeded vocabulary", () => {
  it("is what the form takes: staff can save any seeded synonym as it is", () => {
    const refused = TRADE_SYNONYMS.map((entry) => [entry, messages(entry)]).filter(
      ([, found]) => Object.keys(found).length > 0,
    );
    expect(refused).toEqual([]);
  });
});

describe("add, edit and delete", () => {
  it("adds, edits and deletes, each with its audit record, and refuses what is missing", async () => {
    const made = add({ kind: "equivalent", terms: "coax\ncoaxial" });
    expect(made).toMatchObject({ kind: "equivalent", root: "", terms: ["coax", "coaxial"] });
    expect(db.select().from(searchSynonyms).all()).toMatchObject([
      { id: made.id, kind: "equivalent", root: "", terms: "coax\ncoaxial" },
    ]);

    const edited = await updateSynonym(
      actor,
      made.id,
      SynonymSchema.parse({ kind: "one-way", root: "coax", terms: "coaxial cable" }),
    );
    expect(edited).toMatchObject({ kind: "one-way", root: "coax", terms: ["coaxial cable"] });
    expect(getSynonym(made.id)).toEqual(edited);

    const removed = await deleteSynonym(actor, made.id);
    expect(removed.terms).toEqual(["coaxial cable"]);
    expect(getSynonym(made.id)).toBeNull();

    const log = db.select().from(auditLog).all();
    expect(
      log.map((r) => [r.action, r.entity, r.entityId, r.summary, r.userId, r.address]),
    ).toEqual([
      [
        "create",
        "search_synonym",
        String(made.id),
        "Created synonym coax = coaxial",
        actor.id,
        "203.0.113.7",
      ],
      [
        "update",
        "search_synonym",
        String(made.id),
        "Updated synonym coax → coaxial cable",
        actor.id,
        "203.0.113.7",
      ],
      [
        "delete",
        "search_synonym",
        String(made.id),
        "Deleted synonym coax → coaxial cable",
        actor.id,
        "203.0.113.7",
      ],
    ]);
    expect(log[1].changes).toMatchObject({
      kind: { before: "equivalent", after: "one-way" },
      root: { before: "", after: "coax" },
      terms: { before: "coax\ncoaxial", after: "coaxial cable" },
    });

    const input = SynonymSchema.parse({ kind: "equivalent", terms: "a\nb" });
    for (const work of [
      () => updateSynonym(actor, made.id, input),
      () => deleteSynonym(actor, made.id),
    ]) {
      const error = await refusal(work);
      expect([error.status, error.message]).toEqual([404, "Synonym not found"]);
    }
    // A refusal writes nothing, not even its audit record.
    expect(db.select().from(auditLog).all()).toHaveLength(3);
  });

  it("refuses a synonym that another already is, to the search (409 on the terms)", async () => {
    const first = add({ kind: "equivalent", terms: "t&e\ntwin and earth" });
    const twin = await refusal(() => add({ kind: "equivalent", terms: "Twin & Earth\nT and E" }));
    expect([twin.status, twin.field, twin.message]).toEqual([
      409,
      "terms",
      `${SYNONYM_EXISTS}: t&e = twin and earth`,
    ]);
    // Another kind, or other words, is another synonym; an entry may be saved as it is.
    const oneWay = add({ kind: "one-way", root: "t&e", terms: "twin and earth" });
    const other = add({ kind: "equivalent", terms: "t&e\ntwin and earth\n6242y" });
    await updateSynonym(
      actor,
      first.id,
      SynonymSchema.parse({ kind: "equivalent", terms: "twin and earth\nt&e" }),
    );
    const edited = await refusal(() =>
      updateSynonym(
        actor,
        other.id,
        SynonymSchema.parse({ kind: "equivalent", terms: "t & e\ntwin and earth" }),
      ),
    );
    expect(edited.status).toBe(409);
    expect(getSynonym(oneWay.id)?.kind).toBe("one-way");
  });
});

describe("the list", () => {
  it("pages by 25 in the order of the first word, numbered across pages, and finds words in roots and terms", () => {
    const words = Array.from({ length: 28 }, (_, i) => `w${String(i).padStart(2, "0")}`);
    for (const w of [...words].reverse()) add({ kind: "equivalent", terms: `${w}\n${w}x` });
    add({ kind: "one-way", root: "Fp200", terms: "fire resistant" });
    add({ kind: "equivalent", terms: "ethernet\nnetwork_cable" });

    const first = listSynonyms();
    expect([first.total, first.page, first.pageCount, first.rows.length]).toEqual([30, 1, 2, 25]);
    expect(first.rows.slice(0, 3).map((r) => [r.index, r.terms[0] ?? r.root])).toEqual([
      [1, "ethernet"],
      [2, "fire resistant"],
      [3, "w00"],
    ]);
    expect(first.rows[1]).toMatchObject({ kind: "one-way", root: "Fp200" });
    const second = listSynonyms({ page: 2 });
    expect(second.rows.map((r) => r.index)).toEqual([26, 27, 28, 29, 30]);
    // A page past the last is the last.
    expect(listSynonyms({ page: 9 }).page).toBe(2);

    expect(listSynonyms({ q: "FIRE" }).rows.map((r) => r.root)).toEqual(["Fp200"]);
    expect(listSynonyms({ q: "fp2" }).rows.map((r) => r.root)).toEqual(["Fp200"]);
    expect(listSynonyms({ q: "w27x" }).rows.map((r) => r.terms)).toEqual([["w27", "w27x"]]);
    // LIKE's wildcards are searched for as written.
    expect(listSynonyms({ q: "k_c" }).rows.map((r) => r.terms[0])).toEqual(["ethernet"]);
    expect(listSynonyms({ q: "%" }).total).toBe(0);
  });
});

describe("the next search", () => {
  it("applies a new synonym at once, an edit and a delete too, with nothing rebuilt", async () => {
    const t = createTaxonomy();
    const starQuad = createProduct({
      name: "Star-Quad Microphone Cable 4 x 0.22mm² PVC Black 100m",
      description: "Four conductors in a tight helix.",
      categoryId: t.power.id,
    });
    const rg59 = createProduct({
      name: "RG59 Coaxial Cable Black 100m",
      description: "A coaxial cable.",
      categoryId: t.power.id,
    });
    const names = (keyword: string) => listProducts({ keyword }).products.map((p) => p.name);
    const word = "qwzxvbnmkj";
    const versions = () => [getCatalogueVersions().content, siteVersion()] as const;

    expect(names(word)).toEqual([]);
    let before: readonly [number, string] = versions();
    const made = add({ kind: "equivalent", terms: `${word}\nstarquad` });
    expect(versions()[0]).toBe(before[0] + 1);
    expect(versions()[1]).not.toBe(before[1]);
    expect(names(word)).toEqual([starQuad.name]);
    // Both ways: starquad finds what the word finds (nothing more here).
    expect(names("starquad")).toEqual([starQuad.name]);

    before = versions();
    await updateSynonym(
      actor,
      made.id,
      SynonymSchema.parse({ kind: "equivalent", terms: `${word}\nrg59` }),
    );
    expect(versions()[0]).toBe(before[0] + 1);
    expect(names(word)).toEqual([rg59.name]);

    // One-way from rg59: the word no longer finds it; rg59 still finds its own.
    await updateSynonym(
      actor,
      made.id,
      SynonymSchema.parse({ kind: "one-way", root: "rg59", terms: word }),
    );
    expect(names(word)).toEqual([]);
    expect(names("rg59")).toEqual([rg59.name]);

    await updateSynonym(
      actor,
      made.id,
      SynonymSchema.parse({ kind: "one-way", root: word, terms: "rg59" }),
    );
    expect(names(word)).toEqual([rg59.name]);

    before = versions();
    await deleteSynonym(actor, made.id);
    expect(versions()[0]).toBe(before[0] + 1);
    expect(names(word)).toEqual([]);
  });
});

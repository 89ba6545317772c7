/**
 * Search synonyms (docs/storefront.md, "How a query is read"; docs/admin.md, Search synonyms):
 * what staff make of them on the Search synonyms screen and its /api/bel twins (a page of them,
 * one, add, edit, delete, each write audited in its transaction), and what the query reader makes
 * of them: each entry of `search_synonyms` read with the search's own normaliser into word lists.
 * Read again when the content counter moves, which a change to the table does (migration 0025):
 * a synonym added in the admin applies to the next search, with nothing rebuilt.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { searchSynonyms, type SynonymKind } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { likePattern, numberedSqlPage } from "~/models/paging.server";
import { records } from "~/models/records.server";
import { SYNONYM_NOT_FOUND, termsOf, termWords, type SynonymInput } from "~/schemas/search-synonym";
import { conflict } from "~/utils/domain-error";

/** A phrase as the index holds it: its words in order. */
export type Phrase = string[];

/** One entry: the phrases a query may contain, and what each then also finds. */
export type SynonymRule = { kind: SynonymKind; from: Phrase[]; finds: Phrase[] };

/** A term's words, a joined word standing for itself (`star-quad` is `starquad`). */
export function phraseOf(term: string): Phrase {
  return termWords(term);
}

/**
 * The rules of a list of entries: an equivalent entry's terms find each other; a one-way entry's
 * root finds itself and its terms.
 */
export function synonymRules(
  entries: { kind: SynonymKind; root: string; terms: string }[],
): SynonymRule[] {
  return entries.flatMap((entry): SynonymRule[] => {
    const terms = termsOf(entry.terms).map(phraseOf);
    if (entry.kind === "equivalent") {
      const all = terms.filter((t) => t.length > 0);
      return all.length > 1 ? [{ kind: entry.kind, from: all, finds: all }] : [];
    }
    const root = termsOf(entry.root)
      .map(phraseOf)
      .filter((t) => t.length > 0);
    const finds = [...root, ...terms.filter((t) => t.length > 0)];
    return root.length && finds.length > root.length
      ? [{ kind: entry.kind, from: root, finds }]
      : [];
  });
}

let kept: { content: number; rules: SynonymRule[] } | undefined;

/** The rules in force: read once per content version. */
export function getSynonymRules(): SynonymRule[] {
  const { content } = getCatalogueVersions();
  if (kept?.content !== content) {
    const entries = db
      .select({
        kind: searchSynonyms.kind,
        root: searchSynonyms.root,
        terms: searchSynonyms.terms,
      })
      .from(searchSynonyms)
      .all();
    kept = { content, rules: synonymRules(entries) };
  }
  return kept.rules;
}

// ---------------------------------------------------------------------------------------------
// The Search synonyms screen and its /api/bel twins

export const SYNONYM_CREATED = "Synonym created successfully";
export const SYNONYM_UPDATED = "Synonym updated successfully";
export const SYNONYM_DELETED = "Synonym deleted successfully";
export const SYNONYM_EXISTS = "The same synonym is there already";

type Row = typeof searchSynonyms.$inferSelect;

/** A synonym as staff see it: its terms as a list, its root "" when it is equivalent. */
export type StaffSynonym = {
  id: number;
  kind: SynonymKind;
  root: string;
  terms: string[];
  createdAt: Date;
  updatedAt: Date;
};

function toSynonym(row: Row): StaffSynonym {
  return {
    id: row.id,
    kind: row.kind,
    root: row.root,
    terms: termsOf(row.terms),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A synonym in one line, as the audit log and the delete question say it. */
export function synonymText(synonym: { kind: SynonymKind; root: string; terms: string[] }) {
  return synonym.kind === "one-way"
    ? `${synonym.root} → ${synonym.terms.join(", ")}`
    : synonym.terms.join(" = ");
}

const rows = records<Row>({
  table: searchSynonyms,
  idColumn: searchSynonyms.id,
  entity: "search_synonym",
  notFoundMessage: SYNONYM_NOT_FOUND,
});

/**
 * A page of the synonyms, 25 a page, in the order of their first word (a one-way synonym's root,
 * an equivalent's first term), numbered across the pages (`index`); `q` finds the words in the
 * root or the terms.
 */
export function listSynonyms({ q, page }: { q?: string; page?: number } = {}) {
  const term = q?.trim().toLowerCase() ?? "";
  const where = term
    ? sql`WHERE lower(s.root || char(10) || s.terms) LIKE ${likePattern(term)} ESCAPE '\\'`
    : sql``;
  const from = sql`FROM search_synonyms s ${where}`;
  const list = numberedSqlPage(from, page, (limit, offset) =>
    db
      .all<{
        id: number;
        kind: SynonymKind;
        root: string;
        terms: string;
        created_at: number;
        updated_at: number;
      }>(
        sql`SELECT s.id, s.kind, s.root, s.terms, s.created_at, s.updated_at
        ${from}
        ORDER BY lower(CASE s.kind WHEN 'one-way' THEN s.root ELSE s.terms END), s.id
        LIMIT ${limit} OFFSET ${offset}`,
      )
      .map((r) =>
        toSynonym({
          id: r.id,
          kind: r.kind,
          root: r.root,
          terms: r.terms,
          createdAt: new Date(r.created_at),
          updatedAt: new Date(r.updated_at),
        }),
      ),
  );
  return { ...list, q: q?.trim() ?? "" };
}

/** One synonym, or null. */
export function getSynonym(id: number): StaffSynonym | null {
  const row = rows.rowOf(id);
  return row ? toSynonym(row) : null;
}

/** What makes two entries the same to the search: kind, root and the set of terms, as read. */
const entryKey = (entry: { kind: SynonymKind; root: string; terms: string[] }) =>
  [
    entry.kind,
    termWords(entry.root).join(" "),
    ...[...new Set(entry.terms.map((t) => termWords(t).join(" ")))].sort(),
  ].join("\n");

/** Refuses an entry another one (not `id`) already is, to the search (409 on the terms). */
function refuseTwin(input: SynonymInput, id?: number) {
  const key = entryKey(input);
  const twin = db
    .select()
    .from(searchSynonyms)
    .where(
      and(
        eq(searchSynonyms.kind, input.kind),
        id === undefined ? undefined : ne(searchSynonyms.id, id),
      ),
    )
    .all()
    .find((row) => entryKey(toSynonym(row)) === key);
  if (twin) throw conflict(`${SYNONYM_EXISTS}: ${synonymText(toSynonym(twin))}`, "terms");
}

/** The row's columns of a synonym: the terms one per line, the root only when one-way. */
const columns = (input: SynonymInput) => ({
  kind: input.kind,
  root: input.kind === "one-way" ? input.root : "",
  terms: input.terms.join("\n"),
});

/** Adds a synonym (the next search applies it). */
export function createSynonym(actor: Actor, input: SynonymInput): StaffSynonym {
  return toSynonym(
    rows.create(
      actor,
      () => {
        refuseTwin(input);
        return columns(input);
      },
      (row) => `Created synonym ${synonymText(toSynonym(row))}`,
    ),
  );
}

/** Changes a synonym: its kind, root and terms are those given. */
export async function updateSynonym(
  actor: Actor,
  id: number,
  input: SynonymInput,
): Promise<StaffSynonym> {
  const row = await rows.change(
    actor,
    id,
    () => {
      refuseTwin(input, id);
      return columns(input);
    },
    (_, after) => `Updated synonym ${synonymText(toSynonym(after))}`,
  );
  return toSynonym(row);
}

/** Deletes a synonym; what it was. */
export async function deleteSynonym(actor: Actor, id: number): Promise<StaffSynonym> {
  return toSynonym(
    await rows.remove(actor, id, (before) => `Deleted synonym ${synonymText(toSynonym(before))}`),
  );
}

/**
 * Search synonyms as the query reader uses them (docs/storefront.md, "How a query is read"): each
 * staff-made entry of `search_synonyms` read with the search's own normaliser into word lists.
 * Read again when the content counter moves, which a change to the table does (migration 0022):
 * a synonym added in the admin applies to the next search, with nothing rebuilt.
 */
import { searchSynonyms, type SynonymKind } from "../../db/schema";
import { db } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";
import { readWords } from "~/utils/search-text";

/** A phrase as the index holds it: its words in order. */
export type Phrase = string[];

/** One entry: the phrases a query may contain, and what each then also finds. */
export type SynonymRule = { kind: SynonymKind; from: Phrase[]; finds: Phrase[] };

/** The terms of an entry as staff wrote them: one per line (commas part them too). */
export function termsOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A term's words, a joined word standing for itself (`star-quad` is `starquad`). */
export function phraseOf(term: string): Phrase {
  return readWords(term).map((w) => w.text);
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

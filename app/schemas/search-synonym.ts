/**
 * Search synonyms (docs/admin.md, Search synonyms): the Search synonyms screen's form and
 * `POST|PUT /api/bel/admin/synonyms…`, one schema. An entry is Equivalent (its terms all find
 * each other) or One-way (its root finds its terms, not the other way). The terms come one per
 * line from the form, or as a list (or the same text) in JSON; a comma parts terms too, as the
 * search reads them (app/models/search-synonyms.server.ts).
 *
 * Terms are compared as the search reads them (app/utils/search-text.ts): `T&E` and `t and e`
 * are the same words, so an entry with both is refused, and a term with no letter or figure
 * would find nothing.
 */
import { z } from "zod";
import { SYNONYM_KINDS, type SynonymKind } from "../../db/schema";
import { SynonymLimits } from "~/constants";
import { readWords } from "~/utils/search-text";
import { idParams } from "./admin-fields";
import { pageField, searchField } from "./common";

export const SYNONYM_NOT_FOUND = "Synonym not found";

export const SynonymMessages = {
  kind: "Please choose Equivalent or One-way",
  rootRequired: "Please enter the root: the word or words that find the terms",
  rootNotEmpty: "An equivalent synonym has no root: leave it empty, or choose One-way",
  rootTooLong: `The root must be ${SynonymLimits.term} characters or fewer`,
  rootOnePhrase: "The root is one word or phrase, without commas or lines",
  rootUnsearchable: "The root has no letters or figures to search for",
  twoTerms: "Please enter at least two terms, one per line",
  oneTerm: "Please enter at least one term",
  tooMany: `At most ${SynonymLimits.terms} terms`,
  allTermsTooLong: `The terms must be ${SynonymLimits.allTerms.toLocaleString("en-GB")} characters or fewer in all`,
  termTooLong: (term: string) =>
    `“${shortened(term)}” is longer than ${SynonymLimits.term} characters`,
  unsearchable: (term: string) => `“${term}” has no letters or figures to search for`,
  twice: (term: string, same: string) =>
    term === same
      ? `“${term}” is there twice`
      : `“${term}” and “${same}” are the same words to the search: keep one`,
  isRoot: (term: string) =>
    `“${term}” is the root: a one-way synonym's terms are what the root finds`,
} as const;

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The terms of a text as staff write them: one per line, a comma parting them too. */
export function termsOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A term's words as the search reads them (`Star-Quad` is `starquad`; `&` is `and`). */
export function termWords(term: string): string[] {
  return readWords(term).map((w) => w.text);
}

const wordsKey = (term: string) => termWords(term).join(" ");

/** The terms of a form's text or of a JSON list (whose items may hold several lines too). */
const termsField = z
  .union([z.string(), z.array(z.string())], { error: SynonymMessages.twoTerms })
  .optional()
  .transform((value) => (Array.isArray(value) ? value : [value ?? ""]).flatMap(termsOf))
  .superRefine((terms, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (terms.length > SynonymLimits.terms) return issue(SynonymMessages.tooMany);
    const long = terms.find((t) => t.length > SynonymLimits.term);
    if (long) return issue(SynonymMessages.termTooLong(long));
    if (terms.join("\n").length > SynonymLimits.allTerms) {
      return issue(SynonymMessages.allTermsTooLong);
    }
    const seen = new Map<string, string>();
    for (const term of terms) {
      const key = wordsKey(term);
      if (!key) return issue(SynonymMessages.unsearchable(term));
      const same = seen.get(key);
      if (same !== undefined) return issue(SynonymMessages.twice(term, same));
      seen.set(key, term);
    }
  })
  .describe(
    `The terms: a list, or one per line (a comma parts terms too); ${SynonymLimits.terms} at most, each ${SynonymLimits.term} characters at most`,
  );

const rootField = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? "")
  .superRefine((root, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!root) return;
    if (root.length > SynonymLimits.term) return issue(SynonymMessages.rootTooLong);
    if (/[\n,]/.test(root)) return issue(SynonymMessages.rootOnePhrase);
    if (!wordsKey(root)) return issue(SynonymMessages.rootUnsearchable);
  })
  .describe('One-way: the word or phrase that finds the terms; equivalent: none ("" or left out)');

/**
 * What depends on the kind: a one-way entry's root (required), an equivalent's (none); two terms
 * at least for an equivalent, one for a one-way, and none of them its root.
 */
function byKind(value: { kind: SynonymKind; root: string; terms: string[] }, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", message, path: [path] });
  if (value.kind === "equivalent") {
    if (value.root) issue("root", SynonymMessages.rootNotEmpty);
    if (value.terms.length < 2) issue("terms", SynonymMessages.twoTerms);
    return;
  }
  if (!value.root) issue("root", SynonymMessages.rootRequired);
  if (value.terms.length < 1) return issue("terms", SynonymMessages.oneTerm);
  const root = wordsKey(value.root);
  const same = value.terms.find((t) => root && wordsKey(t) === root);
  if (same) issue("terms", SynonymMessages.isRoot(same));
}

const synonymShape = {
  kind: z
    .enum(SYNONYM_KINDS, { error: SynonymMessages.kind })
    .describe("equivalent: the terms all find each other; one-way: the root finds the terms"),
  root: rootField,
  terms: termsField,
};

/** A new synonym, or all of an edited one. */
export const SynonymSchema = z.object(synonymShape).superRefine(byKind);
export type SynonymInput = z.output<typeof SynonymSchema>;

export const SynonymIdParams = idParams(SYNONYM_NOT_FOUND);

/** The screen's edit form: the synonym's id and its fields. */
export const SynonymEditForm = SynonymSchema.safeExtend(SynonymIdParams.shape);

/** `q` and `page` of the list, on the screen and in `GET /api/bel/admin/synonyms`. */
export const SynonymQuery = z.object({
  q: searchField.describe("Searches roots and terms"),
  page: pageField.describe("Page (25 a page)"),
});

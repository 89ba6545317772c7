/**
 * Search synonyms in /api/bel for staff (admins and managers): the twins of the Search synonyms
 * screen (docs/admin.md), on the same schemas, model functions and messages
 * (app/models/search-synonyms.server.ts). A change applies to the next search.
 */
import { z } from "zod";
import { errorResponse, invalidInput, ok, pageFields, SearchSynonym } from "~/api/components";
import { pageAnswer, searchSynonym } from "~/api/json";
import { synonyms } from "~/api/records.server";
import {
  createSynonym,
  deleteSynonym,
  listSynonyms,
  getSynonym,
  SYNONYM_CREATED,
  SYNONYM_DELETED,
  SYNONYM_EXISTS,
  SYNONYM_UPDATED,
  updateSynonym,
} from "~/models/search-synonyms.server";
import { SynonymQuery, SynonymSchema } from "~/schemas/search-synonym";

const twin = { 409: errorResponse(`${SYNONYM_EXISTS} (the same kind, root and terms)`) };

export const synonymEndpoints = [
  synonyms.endpoint({
    method: "GET",
    path: "/admin/synonyms",
    summary:
      "Search synonyms in the order of their first word, 25 a page; q searches roots and terms",
    query: SynonymQuery,
    responses: {
      200: {
        description: "A page of synonyms",
        schema: ok({ synonyms: z.array(SearchSynonym), ...pageFields }),
      },
      400: invalidInput,
    },
    handler: ({ query }) => {
      const { rows, ...page } = listSynonyms(query);
      return { success: true as const, synonyms: rows.map(searchSynonym), ...pageAnswer(page) };
    },
  }),

  synonyms.create({
    path: "/admin/synonyms",
    summary:
      "Add a synonym: kind (equivalent or one-way), root (one-way only) and terms (at least two for equivalent, one for one-way); the next search applies it",
    body: SynonymSchema,
    message: SYNONYM_CREATED,
    responses: twin,
    write: ({ body, actor }) => createSynonym(actor, body),
  }),

  synonyms.read("/admin/synonyms/{id}", "One synonym", ({ id }) => getSynonym(id)),

  synonyms.update({
    path: "/admin/synonyms/{id}",
    summary: "Edit a synonym: its kind, root and terms become those sent",
    body: SynonymSchema,
    message: SYNONYM_UPDATED,
    responses: twin,
    write: ({ params, body, actor }) => updateSynonym(actor, params.id, body),
  }),

  synonyms.remove({
    path: "/admin/synonyms/{id}",
    summary: "Delete a synonym; the next search no longer applies it",
    message: SYNONYM_DELETED,
    remove: ({ params, actor }) => deleteSynonym(actor, params.id),
  }),
];

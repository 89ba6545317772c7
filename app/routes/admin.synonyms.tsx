/**
 * Search synonyms (docs/admin.md): ID, Kind, Root, Terms, Action (edit, delete), searched by word
 * and paged; Add Synonym (`?new`), Edit (`?edit={id}`). `?add={a query}` opens Add Synonym with
 * that query as the first term: the dashboard links each search that found nothing here. The
 * next search applies a change (app/models/search-synonyms.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { RecordActions, ResourceScreen } from "~/components/admin/content";
import { ModalForm } from "~/components/admin/modal-form";
import { RecordModals } from "~/components/admin/record-modals";
import type { Column } from "~/components/admin/table";
import { InputField, RadioField, TextareaField, type FieldMeta } from "~/components/forms";
import { useHydrated } from "~/components/use-hydrated";
import { SynonymLimits } from "~/constants";
import type { SynonymKind } from "../../db/schema";
import {
  createSynonym,
  deleteSynonym,
  getSynonym,
  listSynonyms,
  synonymText,
  SYNONYM_CREATED,
  SYNONYM_DELETED,
  SYNONYM_UPDATED,
  updateSynonym,
} from "~/models/search-synonyms.server";
import {
  SYNONYM_NOT_FOUND,
  SynonymEditForm,
  SynonymIdParams,
  SynonymQuery,
  SynonymSchema,
} from "~/schemas/search-synonym";
import { requireActor } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, rowIntent } from "~/screens/intent-action.server";
import { readListQuery } from "~/screens/list-screen.server";
import { pageMeta } from "~/utils/meta";
import { openModal } from "~/utils/url-modal.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Search synonyms");

/** The query `?add=` brings (what a visitor searched), as the first term of a new synonym. */
function addedQuery(request: Request) {
  const add = new URL(request.url).searchParams.get("add");
  return add === null ? null : add.replace(/\s+/g, " ").trim().slice(0, 500);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = await readListQuery(request, "manager", SynonymQuery);
  const opened = await openModal(request, { edit: getSynonym }, SYNONYM_NOT_FOUND);
  const added = opened.modal === null ? addedQuery(request) : null;
  const { rows, ...page } = listSynonyms(query);
  return {
    list: { ...page, rows: rows.map((s) => ({ ...s, text: synonymText(s) })) },
    modal: added === null ? opened.modal : ("new" as const),
    editing: opened.record && {
      id: opened.record.id,
      kind: opened.record.kind,
      root: opened.record.root,
      terms: opened.record.terms,
    },
    /** The first term of the Add form: the query `?add=` named. */
    firstTerm: added ?? "",
    constraints: constraintsOf(SynonymSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  return intentAction(request, await readFormData(request), {
    create: formIntent(SynonymSchema, (value) => createSynonym(actor, value), SYNONYM_CREATED),
    update: formIntent(
      SynonymEditForm,
      ({ id, ...value }) => updateSynonym(actor, id, value),
      SYNONYM_UPDATED,
    ),
    delete: rowIntent(SynonymIdParams, ({ id }) => deleteSynonym(actor, id), SYNONYM_DELETED),
  });
}

/** The kinds, as the screen names and explains them. */
const KINDS: { value: SynonymKind; label: string; hint: string }[] = [
  { value: "equivalent", label: "Equivalent", hint: "All the terms find each other." },
  { value: "one-way", label: "One-way", hint: "The root finds the terms, not the other way." },
];
const kindLabel = (kind: SynonymKind) => KINDS.find((k) => k.value === kind)?.label ?? kind;

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Synonym = Data["list"]["rows"][number];
type Editing = NonNullable<Data["editing"]>;

/** What a row is called in its buttons' names: its root, or its first term. */
const nameOf = (s: Pick<Synonym, "kind" | "root" | "terms">) =>
  `synonym ${s.kind === "one-way" ? s.root : s.terms[0]}`;

const columns: Column<Synonym>[] = [
  { header: "ID", cell: (s) => s.index },
  {
    header: "Kind",
    cell: (s) => <span className={`adm-badge adm-badge--${s.kind}`}>{kindLabel(s.kind)}</span>,
  },
  {
    header: "Root",
    cell: (s) =>
      s.root ? (
        <strong className="adm-break">{s.root}</strong>
      ) : (
        <span className="adm-muted" aria-label="None">
          —
        </span>
      ),
  },
  {
    header: "Terms",
    cell: (s) => (
      <ul className="adm-terms" aria-label={`Terms of the ${nameOf(s)}`}>
        {s.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    ),
  },
  {
    header: "Action",
    cell: (s) => (
      <RecordActions
        row={{ id: s.id, name: nameOf(s) }}
        question={
          <>
            Delete the synonym <strong className="adm-break">{s.text}</strong>? The next search no
            longer applies it.
          </>
        }
      />
    ),
  },
];

export default function SearchSynonyms() {
  const { list, modal, editing } = useLoaderData<typeof loader>();
  const { q } = list;
  return (
    <ResourceScreen
      title="Search synonyms"
      addLabel="Add Synonym"
      search={{ q, placeholder: "Search by word", label: "Search synonyms" }}
      noun={["synonym", "synonyms"]}
      paging={list}
      pagesLabel="Synonym pages"
      rows={list.rows}
      rowKey={(s) => s.id}
      className="adm-table--synonyms adm-table--compact"
      empty={q ? `No synonyms match “${q}”` : "No synonyms available"}
      note={
        <p className="adm-muted adm-table-note">
          Words the website&apos;s search reads as the same. Equivalent: all the terms find each
          other. One-way: the root finds the terms, not the other way. A change applies to the next
          search.
        </p>
      }
      columns={columns}
    >
      <RecordModals
        modal={modal}
        editing={editing}
        form={(synonym) => <SynonymForm synonym={synonym} />}
      />
    </ResourceScreen>
  );
}

/** Add Synonym, or Edit Synonym with the `synonym` it edits. */
function SynonymForm({ synonym }: { synonym?: Editing }) {
  const { constraints, firstTerm } = useLoaderData<typeof loader>();
  return (
    <ModalForm
      name="synonym"
      title={synonym ? "Edit Synonym" : "Add Synonym"}
      intent={synonym ? "update" : "create"}
      constraints={constraints}
      recordId={synonym?.id}
      defaultValue={
        synonym
          ? { kind: synonym.kind, root: synonym.root, terms: synonym.terms.join("\n") }
          : { kind: "equivalent", terms: firstTerm ? `${firstTerm}\n` : "" }
      }
    >
      {(fields) => <SynonymFields fields={fields} />}
    </ModalForm>
  );
}

/**
 * Kind, root and terms. With JavaScript the root shows for a one-way synonym only (an equivalent
 * one has none); without it the root is always there, and the server says when it is needed or
 * must be left empty.
 */
function SynonymFields({ fields }: { fields: Record<string, FieldMeta> }) {
  const hydrated = useHydrated();
  const [kind, setKind] = useState(String(fields.kind.initialValue ?? "equivalent"));
  const rootHidden = hydrated && kind !== "one-way";
  return (
    <>
      <RadioField meta={fields.kind} legend="Kind" choices={KINDS} onChange={setKind} />
      <div hidden={rootHidden}>
        <InputField
          meta={fields.root}
          label="Root"
          hint={
            hydrated
              ? "The word or words that find the terms, e.g. fp200."
              : "One-way only: the word or words that find the terms, e.g. fp200. Leave it empty for Equivalent."
          }
          disabled={rootHidden}
          required={hydrated && kind === "one-way" ? true : undefined}
        />
      </div>
      <TextareaField
        meta={fields.terms}
        label="Terms"
        rows={6}
        required
        hint={`One per line (a comma parts terms too): at least two for Equivalent, one for One-way; at most ${SynonymLimits.terms}, each ${SynonymLimits.term} characters at most.`}
      />
    </>
  );
}

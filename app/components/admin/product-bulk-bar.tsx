/**
 * The products table's bulk actions (docs/admin.md, Bulk actions): one form, `intent=bulk`, whose
 * products are the table's ticked rows (their checkboxes belong to it by their `form` attribute),
 * every product on the page, or every product the search and filter match, with the count; the
 * action, and what it needs (the moment for Schedule, on the site's clock; the category,
 * subcategory and sub-subcategory for Move). Sent, the server asks before it acts, naming the
 * count: the one confirmation of the admin (ConfirmAction), opened with the values sent.
 *
 * Without JavaScript every part is there at once; with it, the count of ticked rows follows the
 * ticks and only the fields of the chosen action show.
 */
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { CategorySelects, type CategoryOption } from "~/components/admin/category-cascade";
import { ConfirmAction } from "~/components/admin/confirm-action";
import {
  FieldError,
  FormAlert,
  InputField,
  KitForm,
  RadioField,
  SelectField,
} from "~/components/forms";
import type { FieldMeta, FormMeta } from "~/components/form-state";
import { useHydrated } from "~/components/use-hydrated";
import { SITE_TIME_ZONE } from "~/constants";
import type { FormConstraints } from "~/utils/constraints.server";

/** The question the server asked, and the values its confirming form sends again. */
export type BulkQuestion = {
  action: string;
  actionLabel: string;
  count: number;
  question: string;
  confirm: string;
  /** Why it asks again: the products changed since the last question. */
  note: string | null;
  fields: Record<string, string | string[]>;
};

const count = (n: number, noun = "product") =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? noun : `${noun}s`}`;

export function ProductBulkBar({
  form,
  fields,
  constraints,
  actions,
  categories,
  ticked,
  pageIds,
  total,
  filter,
  question,
}: {
  form: FormMeta;
  fields: Record<string, FieldMeta>;
  constraints: FormConstraints;
  /** [value, label] of each action, in order. */
  actions: [string, string][];
  categories: CategoryOption[];
  /** How many rows are ticked (shown with JavaScript). */
  ticked: number;
  /** The products of the page (scope `page`). */
  pageIds: number[];
  /** How many products the search and filter match (scope `all`). */
  total: number;
  filter: { q: string; category: string; status: string };
  question: BulkQuestion | null;
}) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const initialAction =
    typeof fields.action.initialValue === "string" ? fields.action.initialValue : "";
  const [action, setAction] = useState(initialAction);
  const shows = (name: string) => !hydrated || action === name;
  const filtered = Boolean(filter.q || filter.category || filter.status);
  return (
    <section className="adm-bulk" aria-labelledby={`${form.id}-title`}>
      <h2 id={`${form.id}-title`} className="adm-bulk__title">
        Bulk actions
      </h2>
      <KitForm
        form={form}
        constraints={constraints}
        className="admin-form adm-bulk__form"
        action={`?${search.replace(/^\?/, "")}`}
        preventScrollReset
      >
        <FormAlert form={form} />
        {pageIds.map((id) => (
          <input key={id} type="hidden" name="pageIds" value={id} />
        ))}
        {filter.q ? <input type="hidden" name="filter.q" value={filter.q} /> : null}
        {filter.category ? (
          <input type="hidden" name="filter.category" value={filter.category} />
        ) : null}
        {filter.status ? <input type="hidden" name="filter.status" value={filter.status} /> : null}
        <div className="adm-bulk__scope">
          <RadioField
            meta={fields.scope}
            legend="Apply to"
            choices={[
              {
                value: "ids",
                label: hydrated ? `The ticked products (${ticked})` : "The ticked products",
              },
              { value: "page", label: `All ${count(pageIds.length)} on this page` },
              {
                value: "all",
                label: filtered
                  ? `All ${count(total)} matching the search and filter`
                  : `All ${count(total)}`,
              },
            ]}
          />
          <FieldError id={fields.ids.errorId} errors={fields.ids.errors} />
        </div>
        <SelectField
          meta={fields.action}
          label="Action"
          placeholder="Choose an action"
          options={actions.map(([value, label]) => ({ value, label }))}
          onChange={(e) => setAction(e.currentTarget.value)}
        />
        <fieldset className="adm-bulk__needs" hidden={!shows("schedule")}>
          <legend>{hydrated ? "Schedule" : "For Schedule"}</legend>
          <InputField
            meta={fields.publishAt}
            label="Publish at"
            type="datetime-local"
            hint={`A date and time in ${SITE_TIME_ZONE} time (GMT, or BST in summer)`}
          />
        </fieldset>
        <fieldset className="adm-bulk__needs" hidden={!shows("move")}>
          <legend>{hydrated ? "Move to" : "For Move to category"}</legend>
          <CategorySelects
            category={fields.category}
            subcategory={fields.subcategory}
            subSubcategory={fields.subSubcategory}
            categories={categories}
          />
        </fieldset>
        <div className="adm-bulk__apply">
          <button type="submit" name="intent" value="bulk" className="btn">
            Apply…
          </button>
        </div>
      </KitForm>
      {question ? (
        <div className="adm-bulk__question">
          {question.note ? (
            <p className="form-alert" role="alert">
              {question.note}
            </p>
          ) : null}
          <ConfirmAction
            key={JSON.stringify(question.fields)}
            open
            inline
            intent="bulk"
            label={question.actionLabel}
            ariaLabel={`Confirm: ${question.actionLabel}`}
            icon={question.action === "delete" ? "trash" : "check"}
            danger={question.action === "delete"}
            question={question.question}
            confirmLabel={question.confirm}
            fields={question.fields}
          />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The server half of the products table's bulk actions (docs/admin.md, Bulk actions), the
 * `intent=bulk` of its action: the bulk bar's form, read with the schema the API reads
 * (BulkProductsForm), is first answered by the question naming the count (the values sent kept,
 * so the page comes back as it was, with the confirmation open); the confirmation sends them again
 * with that count, and the action runs (app/models/product-bulk.server.ts) and leads back to the
 * page with a toast naming the count. When the products are no longer that count (a filter that
 * matches more now), it asks again, saying why.
 */
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { Actor } from "~/models/audit.server";
import { bulkConfirmation, runBulkAction } from "~/models/product-bulk.server";
import { BULK_ACTIONS } from "~/constants";
import { BulkProductsForm, type BulkProductsInput } from "~/schemas/product-bulk";
import type { Intent } from "~/screens/intent-action.server";
import { pageBack } from "~/screens/list-screen.server";
import { DomainError } from "~/utils/domain-error";
import { submitForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";

/** What the page receives when the server asks before acting (app/components/admin/product-bulk-bar.tsx). */
export type BulkQuestionData = {
  intent: "bulk";
  result: SubmissionResult<string[]>;
  question: {
    action: string;
    actionLabel: string;
    count: number;
    question: string;
    confirm: string;
    note: string | null;
    fields: Record<string, string | string[]>;
  };
};

/** The form's values as sent, one entry per name (a list for a name sent more than once). */
function sentValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    if (name === "intent") continue;
    const all = formData.getAll(name).filter((v): v is string => typeof v === "string");
    values[name] = all.length === 1 ? all[0] : all;
  }
  return values;
}

/** The fields the confirming form sends: the action as it was read, and the count confirmed. */
function confirmingFields(value: BulkProductsInput, count: number) {
  const fields: Record<string, string | string[]> = {
    action: value.action,
    scope: value.scope,
    count: String(count),
  };
  if (value.scope === "all") {
    if (value.filter.q) fields["filter.q"] = value.filter.q;
    if (value.filter.category) fields["filter.category"] = String(value.filter.category);
  } else fields.ids = value.ids.map(String);
  if (value.action === "schedule" && value.publishAt)
    fields.publishAt = value.publishAt.toISOString();
  if (value.action === "move") {
    fields.category = String(value.category);
    if (value.subcategory !== null) fields.subcategory = String(value.subcategory);
    if (value.subSubcategory !== null) fields.subSubcategory = String(value.subSubcategory);
  }
  return fields;
}

function ask(value: BulkProductsInput, formData: FormData, note: string | null) {
  const asked = bulkConfirmation(value);
  return data<BulkQuestionData>({
    intent: "bulk",
    result: { status: "success", initialValue: sentValues(formData) },
    question: {
      action: value.action,
      actionLabel: BULK_ACTIONS[value.action],
      count: asked.count,
      question: asked.question,
      confirm: asked.confirm,
      note,
      fields: confirmingFields(value, asked.count),
    },
  });
}

/** The `bulk` intent of the products table's action, for the signed-in `actor`. */
export function bulkIntent(actor: Actor): Intent {
  return ({ request, formData }) =>
    submitForm(
      request,
      BulkProductsForm,
      async (value) => {
        if (value.count === undefined) return ask(value, formData, null);
        try {
          const { message } = await runBulkAction(actor, value);
          return redirectWithToast(pageBack(request), { type: "success", message });
        } catch (error) {
          if (!(error instanceof DomainError) || error.status !== 409) throw error;
          return ask({ ...value, count: undefined }, formData, error.message);
        }
      },
      { intent: "bulk", formData },
    );
}

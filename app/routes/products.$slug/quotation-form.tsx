import { useActionData } from "@remix-run/react";
import {
  FormAlert,
  InputField,
  ModalForm,
  NameEmailFields,
  optionalLabel,
  SubmitButton,
  TextareaField,
  useFormResult,
  useModalForm,
} from "~/components/forms";
import { HoneypotField } from "~/components/honeypot";
import type { FormConstraints } from "~/utils/constraints.server";

const FIELD_ORDER = ["name", "email", "company", "quantity", "length", "query"];

type Sent = { intent: "quote"; sent: string; chatUrl: string };

/**
 * The quotation modal's form (docs/decisions.md, Quotation requests and the chat link): the request
 * is checked and stored by the server (the sales team sees it in Messages); the visitor then sees a
 * confirmation and the chat link with the request prefilled, which opens in a new window. The same
 * with JavaScript off.
 */
export function QuotationForm({
  product,
  action,
  constraints,
}: {
  product: string;
  action: string;
  constraints: FormConstraints;
}) {
  const actionData = useActionData() as Sent | { intent?: string } | undefined;
  const lastResult = useFormResult("quote");
  const { form, fields, focus } = useModalForm(
    { id: "quote-form", constraints, lastResult, defaultValue: { product } },
    FIELD_ORDER,
  );
  if (actionData && "sent" in actionData) {
    return (
      <div className="quote-sent" role="status">
        <p className="form-success">{actionData.sent}</p>
        <p>Continue the conversation on WhatsApp, with your request already written:</p>
        <a
          className="btn btn--accent"
          href={actionData.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open WhatsApp
        </a>
      </div>
    );
  }
  return (
    <ModalForm form={form} constraints={constraints} action={action}>
      <HoneypotField />
      <FormAlert form={form} firstField />
      <InputField meta={fields.product} label="Product" readOnly />
      <NameEmailFields fields={fields} autoFocus={focus} />
      <InputField
        meta={fields.company}
        label="Company"
        autoComplete="organization"
        autoFocus={focus === "company"}
      />
      <div className="field-row">
        <InputField
          meta={fields.quantity}
          label={optionalLabel("Quantity")}
          placeholder="e.g. 20 drums"
        />
        <InputField meta={fields.length} label={optionalLabel("Length")} placeholder="e.g. 305 m" />
      </div>
      <TextareaField meta={fields.query} label="Query" autoFocus={focus === "query"} />
      <SubmitButton name="intent" value="quote" className="btn btn--accent" busyText="Sending...">
        Request quotation
      </SubmitButton>
    </ModalForm>
  );
}

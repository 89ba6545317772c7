import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FieldError, useFormResult } from "~/components/forms";
import { QuotationLimits } from "~/constants";
import { useRootData } from "~/root";
import { chatUrl, QuotationSchema } from "~/schemas/quotation";

/**
 * The quotation modal's form. With JavaScript the chat opens in a new window from the click
 * itself (no pop-up block), so this form validates in the browser too; without it the page's
 * `quote` intent answers with a redirect to the chat address.
 */
export function QuotationForm({ product, action }: { product: string; action: string }) {
  const lastResult = useFormResult("quote");
  const chatNumber = useRootData()?.site.chatNumber;
  const [form, fields] = useForm({
    id: "quote-form",
    lastResult,
    constraint: getZodConstraint(QuotationSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuotationSchema }),
    onSubmit(event, { submission }) {
      if (submission?.status === "success" && chatNumber) {
        event.preventDefault();
        window.open(chatUrl(chatNumber, submission.value), "_blank", "noopener,noreferrer");
        document.querySelector<HTMLAnchorElement>("#quote-modal .modal__close")?.click();
      }
    },
    defaultValue: { product },
  });
  const firstError = Object.values(form.allErrors)[0]?.[0];
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="stack-form">
      {firstError && (
        <p className="form-alert" role="alert">
          {firstError}
        </p>
      )}
      <div className="field">
        <label htmlFor={fields.product.id}>Product</label>
        <input {...getInputProps(fields.product, { type: "text" })} readOnly />
      </div>
      <div className="field">
        <label htmlFor={fields.name.id}>Name</label>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          maxLength={QuotationLimits.name}
          autoComplete="name"
        />
        <FieldError errors={fields.name.errors} id={fields.name.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.email.id}>Email</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          maxLength={QuotationLimits.email}
          autoComplete="email"
        />
        <FieldError errors={fields.email.errors} id={fields.email.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.company.id}>Company</label>
        <input
          {...getInputProps(fields.company, { type: "text" })}
          maxLength={QuotationLimits.company}
          autoComplete="organization"
        />
        <FieldError errors={fields.company.errors} id={fields.company.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.query.id}>Query</label>
        <textarea {...getTextareaProps(fields.query)} rows={4} maxLength={QuotationLimits.query} />
        <FieldError errors={fields.query.errors} id={fields.query.errorId} />
      </div>
      <button type="submit" name="intent" value="quote" className="btn btn--accent">
        Send on WhatsApp
      </button>
    </Form>
  );
}

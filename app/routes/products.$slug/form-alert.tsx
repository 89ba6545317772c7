import { FormAlert, type FormMeta } from "~/components/forms";

/**
 * The alert above a form of the product page: the form's own messages (the summary the server
 * answers, form-summaries.server.ts), or, while it has none, the first wrong field's message
 * (the browser's checks find those before anything is sent).
 */
export function ProductFormAlert({ form }: { form: FormMeta }) {
  const firstError = Object.values(form.allErrors)[0]?.[0];
  return (
    <>
      {firstError && !form.errors?.length && (
        <p className="form-alert" role="alert">
          {firstError}
        </p>
      )}
      <FormAlert form={form} />
    </>
  );
}

/**
 * Parts of the admin screens' modal forms: the foot every form ends with (the form's message,
 * the submit button, Cancel back to the list), an image field with previews, and the "Image of
 * …" modal that replaces a record's picture (categories, certificates).
 */
import { Link, useLocation } from "@remix-run/react";
import {
  Field,
  FormAlert,
  KitForm,
  SubmitButton,
  useFormResult,
  useKitForm,
  type FieldMeta,
  type FormMeta,
} from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
import type { FormConstraints } from "~/utils/constraints.server";
import { ImagesInput } from "./file-inputs";

const WORDS: Record<string, [string, string]> = {
  create: ["Create", "Creating…"],
  update: ["Update", "Updating…"],
};

/**
 * The form's own message, then the submit button (`name="intent"`, `value={intent}`: Create or
 * Update unless `label` and `busyText` say otherwise) and, with `cancelTo`, a Cancel link.
 */
export function FormFoot({
  form,
  intent,
  label = WORDS[intent]?.[0],
  busyText = WORDS[intent]?.[1],
  cancelTo,
}: {
  form: FormMeta;
  intent: string;
  label?: string;
  busyText?: string;
  cancelTo?: string;
}) {
  return (
    <>
      <FormAlert form={form} />
      <div className="admin-form__actions">
        <SubmitButton name="intent" value={intent} busyText={busyText}>
          {label}
        </SubmitButton>
        {cancelTo ? (
          <Link to={cancelTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        ) : null}
      </div>
    </>
  );
}

/** A picture field: previews and removal before sending (with JavaScript), its error beside it. */
export function ImageField({
  meta,
  label,
  required,
}: {
  meta: FieldMeta;
  label: string;
  required?: boolean;
}) {
  return (
    <Field meta={meta} label={label}>
      <ImagesInput
        id={meta.id}
        name={meta.name}
        required={required}
        describedBy={meta.errors ? meta.errorId : undefined}
        invalid={Boolean(meta.errors)}
      />
    </Field>
  );
}

/**
 * The `?image={id}` modal: the current picture and a form (`intent=image`) that sends a new
 * one in the field `field`.
 */
export function ImageModal({
  name,
  record,
  field,
  constraints,
  closeTo,
}: {
  /** Names the modal (`{name}-modal`) and its form (`{name}-{record id}`). */
  name: string;
  record: { id: number; name: string; image: string | null };
  field: string;
  constraints: FormConstraints;
  closeTo: string;
}) {
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: `${name}-${record.id}`,
    constraints,
    lastResult: useFormResult("image"),
  });
  return (
    <UrlModal id={`${name}-modal`} title={`Image of ${record.name}`} closeTo={closeTo}>
      {record.image && (
        <figure className="adm-current-image">
          <img src={record.image} alt={`The current image of ${record.name}`} />
          <figcaption>Current image</figcaption>
        </figure>
      )}
      <KitForm
        form={form}
        constraints={constraints}
        className="admin-form"
        encType="multipart/form-data"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <input type="hidden" name="id" value={record.id} />
        <ImageField meta={fields[field]} label="New image" required />
        <FormFoot
          form={form}
          intent="image"
          label="Update image"
          busyText="Uploading…"
          cancelTo={closeTo}
        />
      </KitForm>
    </UrlModal>
  );
}

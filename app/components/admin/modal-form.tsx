/**
 * The admin screens' modal forms, written once: {@link ModalForm} is a form in a modal of the URL
 * (app/components/url-modal.tsx) that posts to the page's own address with its `intent`, shows
 * the server's messages beside the fields with the user's input kept, and ends with the form's
 * message, its submit button and Cancel. Beside it, a PDF field, an image field with previews
 * and the "Image of …" modal that replaces a record's picture (categories, certificates).
 */
import { Link } from "@remix-run/react";
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
import { UrlModal, useModalHref } from "~/components/url-modal";
import type { FormConstraints } from "~/utils/constraints.server";
import { MAX_PDF_BYTES } from "~/constants";
import { FileInput, ImagesInput } from "./file-inputs";

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

/**
 * A form in a modal of the URL; it posts to the page's own address (its query, the modal's
 * included: a refused form comes back open). `name` names the modal (`{name}-modal`) and the form
 * (`new-{name}`, or `edit-{name}-{id}` for a record); with `recordId` the form posts the record's
 * `id` as well. `children` lays out the fields; `before` goes above the form in the modal.
 */
export function ModalForm({
  name,
  title,
  intent,
  constraints,
  recordId,
  defaultValue,
  multipart = false,
  submit,
  before,
  children,
}: {
  name: string;
  title: string;
  intent: string;
  constraints: FormConstraints;
  recordId?: number;
  defaultValue?: Record<string, unknown>;
  multipart?: boolean;
  submit?: { label: string; busyText: string };
  before?: React.ReactNode;
  children: (fields: Record<string, FieldMeta>, form: FormMeta) => React.ReactNode;
}) {
  const closeTo = useModalHref()();
  const [form, fields] = useKitForm({
    id: recordId === undefined ? `new-${name}` : `edit-${name}-${recordId}`,
    constraints,
    lastResult: useFormResult(intent),
    defaultValue,
  });
  return (
    <UrlModal id={`${name}-modal`} title={title} closeTo={closeTo}>
      {before}
      <KitForm
        form={form}
        constraints={constraints}
        className="admin-form"
        encType={multipart ? "multipart/form-data" : undefined}
        preventScrollReset
      >
        {recordId !== undefined && <input type="hidden" name="id" value={recordId} />}
        {children(fields, form)}
        <FormFoot
          form={form}
          intent={intent}
          label={submit?.label}
          busyText={submit?.busyText}
          cancelTo={closeTo}
        />
      </KitForm>
    </UrlModal>
  );
}

/**
 * A PDF field: "A PDF of 20 MB at most{note}."; with JavaScript a larger file leaves the input
 * before anything is sent (the server checks the file by its content in any case).
 */
export function PdfField({
  meta,
  label,
  note = "",
  required,
  disabled,
  onChange,
}: {
  meta: FieldMeta;
  label: string;
  note?: string;
  required?: boolean;
  disabled?: boolean;
  onChange?: (chosen: boolean) => void;
}) {
  return (
    <Field
      meta={meta}
      label={label}
      hint={`A PDF of ${Math.round(MAX_PDF_BYTES / (1024 * 1024))} MB at most${note}.`}
    >
      <FileInput
        id={meta.id}
        name={meta.name}
        maxBytes={MAX_PDF_BYTES}
        required={required}
        disabled={disabled}
        describedBy={meta.errors ? meta.errorId : `${meta.id}-hint`}
        invalid={Boolean(meta.errors)}
        onChange={onChange}
      />
    </Field>
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
}: {
  /** Names the modal (`{name}-modal`) and its form. */
  name: string;
  record: { id: number; name: string; image: string | null };
  field: string;
  constraints: FormConstraints;
}) {
  return (
    <ModalForm
      key={record.id}
      name={name}
      title={`Image of ${record.name}`}
      intent="image"
      constraints={constraints}
      recordId={record.id}
      multipart
      submit={{ label: "Update image", busyText: "Uploading…" }}
      before={
        record.image && (
          <figure className="adm-current-image">
            <img src={record.image} alt={`The current image of ${record.name}`} />
            <figcaption>Current image</figcaption>
          </figure>
        )
      }
    >
      {(fields) => <ImageField meta={fields[field]} label="New image" required />}
    </ModalForm>
  );
}

/**
 * The form kit: every storefront and admin form is built from these. A field is its label, its
 * control, an optional hint and its error, tied together by ids; its HTML constraints (required,
 * lengths, min/max, the input type) come from the zod schema its action validates with, computed
 * on the server (app/utils/constraints.server.ts) and handed to the form by the loader, so no
 * limit is typed twice and the browser never loads zod. Errors come from the server's Conform
 * reply, with or without JavaScript, read by ./form-state.ts (the browser never loads Conform
 * either).
 *
 *   const [form, fields] = useKitForm({ id: "create-user", constraints, lastResult: useFormResult() });
 *   <KitForm form={form} constraints={constraints}>
 *     <InputField meta={fields.name} label="Name" />
 *     <FormAlert form={form} />
 *     <SubmitButton busyText="Creating…">Create</SubmitButton>
 *   </KitForm>
 */
import {
  Form,
  useActionData,
  useLocation,
  useNavigation,
  useSubmit,
  type FormProps,
} from "@remix-run/react";
import { createContext, useContext, useEffect, useId, useState } from "react";
import { COUNTRIES, findCountry } from "~/utils/countries";
import {
  formProps,
  inputProps,
  selectProps,
  textareaProps,
  useKitForm,
  type FieldMeta,
  type FormMeta,
  type SubmissionResult,
} from "./form-state";

export { useKitForm, type FieldMeta, type FormMeta } from "./form-state";
import { FieldError } from "./field-error";
import type { FieldConstraint, FormConstraints } from "~/utils/constraints.server";
import type { FormActionData } from "~/utils/form.server";

// ---------------------------------------------------------------------------------------------
// The form

const ConstraintsContext = createContext<FormConstraints>({});

type AnyMeta = FieldMeta;

/** The Conform reply of the page action, when it answered for this form's intent. */
export function useFormResult(intent?: string): SubmissionResult<string[]> | undefined {
  const data = useActionData() as FormActionData | undefined;
  if (!data || typeof data !== "object" || !("result" in data)) return undefined;
  return intent === undefined || data.intent === intent ? data.result : undefined;
}

/**
 * The field a modal form puts focus on: the first wrong one after a failed submit, else the
 * first of `order`. Without JavaScript it is rendered with `autofocus`; with JavaScript focus
 * also moves there when the server's reply comes back.
 *
 *   const focus = useFocusField(form, ["name", "email", …]);
 *   <InputField meta={fields.name} autoFocus={focus === "name"} />
 */
export function useFocusField(form: FormMeta, order: string[]) {
  const errors = form.allErrors;
  const target = order.find((name) => errors[name]?.length) ?? order[0];
  const hasErrors = order.some((name) => errors[name]?.length);
  useEffect(() => {
    if (!hasErrors) return;
    document.getElementById(form.id)?.querySelector<HTMLElement>(`[name="${target}"]`)?.focus();
  }, [form.id, hasErrors, target, errors]);
  return target;
}

/**
 * A modal's form (the product page's review): the kit form of `options`, and the
 * field it puts focus on ({@link useFocusField}; `order` lists its fields in order).
 */
export function useModalForm(options: Parameters<typeof useKitForm>[0], order: string[]) {
  const [form, fields] = useKitForm(options);
  return { form, fields, focus: useFocusField(form, order) };
}

/**
 * A `<Form method="post">` whose fields know their constraints. `actionless` renders a plain
 * `<form>` without an action attribute, which posts to the page's own address without writing
 * it into the HTML (the password-reset page keeps its token out of the markup that way).
 */
export function KitForm({
  form,
  constraints,
  children,
  actionless,
  ...props
}: {
  form: FormMeta;
  constraints: FormConstraints;
  actionless?: boolean;
} & Omit<FormProps, "id">) {
  const submit = useSubmit();
  const attributes = formProps(form);
  return (
    <ConstraintsContext.Provider value={constraints}>
      {actionless ? (
        <form
          method="post"
          className={props.className}
          {...attributes}
          onSubmit={(event) => {
            event.preventDefault();
            submit(event.currentTarget, { method: "post" });
          }}
        >
          {children}
        </form>
      ) : (
        <Form method="post" {...attributes} {...props}>
          {children}
        </Form>
      )}
    </ConstraintsContext.Provider>
  );
}

/** A modal's form ({@link useModalForm}): it posts to `action` without scrolling the page under it. */
export function ModalForm(props: {
  form: FormMeta;
  constraints: FormConstraints;
  action: string;
  children: React.ReactNode;
}) {
  return <KitForm {...props} preventScrollReset className="stack-form" />;
}

function useConstraint(name: string): FieldConstraint | undefined {
  return useContext(ConstraintsContext)[name];
}

// ---------------------------------------------------------------------------------------------
// Messages

export { FieldError } from "./field-error";

/**
 * The form's own message (wrong password, throttled, server error): an alert above the buttons.
 * `firstField`: while the form has no message of its own, the first wrong field's message (the
 * browser's checks find those before anything is sent; on a long form they may be out of sight).
 */
export function FormAlert({ form, firstField = false }: { form: FormMeta; firstField?: boolean }) {
  const first = firstField ? Object.values(form.allErrors).flat().find(Boolean) : undefined;
  if (first && !form.errors?.length) {
    return (
      <p className="form-alert" role="alert">
        {first}
      </p>
    );
  }
  const list = form.errors?.filter(Boolean) ?? [];
  if (list.length === 0) return null;
  return (
    <div id={form.errorId} className="form-alert" role="alert">
      {list.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Fields

type FieldShellProps = {
  meta: AnyMeta;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** Label, control, hint and error of one field. */
export function Field({ meta, label, hint, className, children }: FieldShellProps) {
  return (
    <div
      className={className ? `field ${className}` : "field"}
      data-invalid={meta.errors?.length ? true : undefined}
    >
      <label htmlFor={meta.id}>{label}</label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${meta.id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

type InputType =
  "text" | "email" | "url" | "number" | "date" | "datetime-local" | "tel" | "password" | "search";
type InputRest = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id">;

/** The label of an optional field on the storefront: its name, then a muted "(optional)". */
export function optionalLabel(name: string) {
  return (
    <>
      {name} <span className="muted">(optional)</span>
    </>
  );
}

/** A text-like input; its type comes from the schema (email, number, url…) unless given. */
export function InputField({
  meta,
  label,
  hint,
  type,
  className,
  ...rest
}: {
  meta: AnyMeta;
  label: React.ReactNode;
  hint?: React.ReactNode;
  type?: InputType;
  className?: string;
} & InputRest) {
  const constraint = useConstraint(meta.name);
  const inputType = type ?? constraint?.type ?? "text";
  return (
    <Field meta={meta} label={label} hint={hint} className={className}>
      <input {...inputProps(meta, { type: inputType })} {...rest} />
    </Field>
  );
}

/**
 * A password: never sent back by the server, never autofilled with the wrong kind, and empty
 * again after every answer of the server, with JavaScript as without. Every submission lands on
 * a new location (a refused one too, and a redirect back to the same page), and the input is
 * keyed on it: without that, a script-driven submission would leave what was typed in place.
 */
export function PasswordField({
  meta,
  label = "Password",
  hint,
  autoComplete,
  ...rest
}: {
  meta: AnyMeta;
  label?: string;
  hint?: React.ReactNode;
  autoComplete: "current-password" | "new-password";
} & Omit<InputRest, "autoComplete">) {
  const location = useLocation();
  return (
    <InputField
      key={location.key}
      meta={meta}
      label={label}
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      {...rest}
    />
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  rows = 4,
  ...rest
}: { meta: AnyMeta; label: React.ReactNode; hint?: React.ReactNode; rows?: number } & Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name" | "id"
>) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      <textarea {...textareaProps(meta)} rows={rows} {...rest} />
    </Field>
  );
}

export type Option = { value: string; label: string; disabled?: boolean };
export type OptionGroup = { label: string; options: Option[] };

/** A select from plain options or groups of them (`<optgroup>`); `placeholder` is the empty one. */
export function SelectField({
  meta,
  label,
  hint,
  options,
  placeholder,
  ...rest
}: {
  meta: AnyMeta;
  label: React.ReactNode;
  hint?: React.ReactNode;
  options: (Option | OptionGroup)[];
  placeholder?: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      <select {...selectProps(meta)} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) =>
          "options" in o ? (
            <optgroup key={o.label} label={o.label}>
              {o.options.map((c) => (
                <option key={c.value} value={c.value} disabled={c.disabled}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ),
        )}
      </select>
    </Field>
  );
}

export type Choice = { value: string; label: string; hint?: string };

/**
 * One of a few choices, as radio buttons: a fieldset named by `legend`, each choice with its label
 * and an optional hint (its description), and the field's error under them. `onChange` hears the
 * value chosen (a form that shows fields by the choice, with JavaScript).
 */
export function RadioField({
  meta,
  legend,
  choices,
  onChange,
}: {
  meta: AnyMeta;
  legend: React.ReactNode;
  choices: Choice[];
  onChange?: (value: string) => void;
}) {
  return (
    <fieldset
      className="field field--choices"
      data-invalid={meta.errors?.length ? true : undefined}
    >
      <legend>{legend}</legend>
      {choices.map((choice) => {
        const id = `${meta.id}-${choice.value}`;
        const describedBy = [choice.hint && `${id}-hint`, meta.errors?.length && meta.errorId]
          .filter(Boolean)
          .join(" ");
        return (
          <div className="choice" key={choice.value}>
            <input
              {...inputProps(meta, { type: "radio", value: choice.value })}
              id={id}
              aria-describedby={describedBy || undefined}
              onChange={(event) => onChange?.(event.currentTarget.value)}
            />
            <label htmlFor={id}>{choice.label}</label>
            {choice.hint ? (
              <p className="field__hint" id={`${id}-hint`}>
                {choice.hint}
              </p>
            ) : null}
          </div>
        );
      })}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

export function CheckboxField({ meta, label }: { meta: AnyMeta; label: React.ReactNode }) {
  return (
    <label className="checkbox-field">
      <input {...inputProps(meta, { type: "checkbox" })} />
      {label}
    </label>
  );
}

/**
 * Several choices of one field: a fieldset of checkboxes posting one `name` field per ticked box
 * (plain form fields, so nothing depends on JavaScript). The values sent last, or the default
 * list, come back ticked; the field's message is under the boxes, tied to each of them.
 */
export function CheckboxGroupField({
  meta,
  legend,
  hint,
  options,
  className,
}: {
  meta: AnyMeta;
  legend: React.ReactNode;
  hint?: React.ReactNode;
  options: { value: string; label: React.ReactNode; note?: React.ReactNode }[];
  className?: string;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <fieldset
      className={className ? `checkbox-group ${className}` : "checkbox-group"}
      data-invalid={meta.errors?.length ? true : undefined}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ul className="checkbox-group__options">
        {options.map((o, i) => (
          <li key={o.value}>
            <label className="checkbox-field">
              <input
                {...inputProps(meta, { type: "checkbox", value: o.value })}
                id={`${meta.id}-${i}`}
                required={undefined}
              />
              <span>
                {o.label}
                {o.note ? <span className="checkbox-group__note"> {o.note}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------
// Blocks shared by several forms

type VisitorFieldsProps = {
  fields: Record<string, AnyMeta>;
  /** The field of the block to render with autofocus (a modal's first or first wrong field). */
  autoFocus?: string;
};

/** Name and e-mail, the first fields of the visitor's forms (review, contact, quote). */
export function NameEmailFields({ fields, autoFocus }: VisitorFieldsProps) {
  return (
    <>
      <InputField
        meta={fields.name}
        label="Name"
        autoComplete="name"
        autoFocus={autoFocus === "name"}
      />
      <InputField
        meta={fields.email}
        label="Email"
        autoComplete="email"
        autoFocus={autoFocus === "email"}
      />
    </>
  );
}

/**
 * Name, e-mail, country with its dial code, and phone: the visitor block of the review and
 * contact forms. The dial code follows the country chosen; after a failed submit without
 * JavaScript the server's reply (the country kept) fills it in.
 */
export function ContactFields({ fields, autoFocus }: VisitorFieldsProps) {
  const initialCountry = fields.selectedCountry.initialValue;
  const [dial, setDial] = useState(
    () => findCountry(typeof initialCountry === "string" ? initialCountry : "")?.dialCode ?? "",
  );
  const dialId = useId();
  return (
    <>
      <NameEmailFields fields={fields} autoFocus={autoFocus} />
      <div className="field-row">
        <Field meta={fields.selectedCountry} label="Country">
          {COUNTRIES.length === 0 ? (
            <p className="form-alert">Country list unavailable</p>
          ) : (
            <select
              {...selectProps(fields.selectedCountry)}
              autoComplete="country-name"
              autoFocus={autoFocus === "selectedCountry"}
              onChange={(e) => setDial(findCountry(e.currentTarget.value)?.dialCode ?? "")}
            >
              <option value="">Select a country</option>
              {COUNTRIES.map((c) => (
                <option key={c.iso2} value={c.name}>
                  {c.name}
                  {c.dialCode ? ` (+${c.dialCode})` : ""}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field">
          <label htmlFor={dialId}>Dial code</label>
          <input
            id={dialId}
            name="countryCode"
            type="text"
            readOnly
            value={dial ? `+${dial}` : ""}
            placeholder="+"
          />
        </div>
      </div>
      <InputField
        meta={fields.phone}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        autoFocus={autoFocus === "phone"}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Buttons

/** A submit button that shows it is busy (and refuses a double click) while its form submits. */
export function SubmitButton({
  children,
  busyText,
  className = "btn",
  name,
  value,
  formAction,
}: {
  children: React.ReactNode;
  busyText?: string;
  className?: string;
  name?: string;
  value?: string;
  formAction?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (name === undefined || navigation.formData?.get(name) === value) &&
    (formAction === undefined || navigation.formAction === formAction);
  return (
    <button
      type="submit"
      className={className}
      name={name}
      value={value}
      formAction={formAction}
      disabled={busy}
      aria-busy={busy}
    >
      {busy && busyText ? busyText : children}
    </button>
  );
}

import { useNavigation } from "@remix-run/react";

/** The messages of one field or of the whole form, tied to the input by its id. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (list.length === 0) return null;
  return (
    <ul id={id} className="field__errors" role="alert">
      {list.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** A form-level message (wrong password, throttled, server error): an alert above the buttons. */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (list.length === 0) return null;
  return (
    <div id={id} className="form-alert" role="alert">
      {list.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

type FieldProps = {
  label: string;
  errorId: string;
  errors?: string[];
  hint?: string;
  children: React.ReactNode;
  htmlFor: string;
};

/** Label, control and its messages. */
export function Field({ label, errorId, errors, hint, children, htmlFor }: FieldProps) {
  return (
    <div className="field" data-invalid={errors?.length ? true : undefined}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {hint ? <p className="field__hint">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

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
      disabled={busy}
      aria-busy={busy}
    >
      {busy && busyText ? busyText : children}
    </button>
  );
}

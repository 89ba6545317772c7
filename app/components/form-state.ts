/**
 * The state of a kit form, read from the server's reply. Validation happens on the server only
 * (Conform's `parseWithZod` and `submission.reply()` in app/utils/form.server.ts), so in the
 * browser a form needs nothing but to show that reply: the errors beside their fields, the values
 * sent (without JavaScript the page is rendered again from them), ids that tie labels, controls
 * and errors together, and the HTML constraints. That is this module: the part of Conform's
 * `useForm` the kit used, without Conform's client runtime (12 KB of compressed JavaScript on
 * every page with a form). Ids and props are Conform's, so markup and tests did not change.
 *
 *   const [form, fields] = useKitForm({ id: "contact-form", constraints, lastResult });
 *   <input {...inputProps(fields.email, { type: "email" })} />
 */
import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import type { FieldConstraint, FormConstraints } from "~/utils/constraints.server";

export type { SubmissionResult };

/** One field of a form: what its label, control and error message need. */
export type FieldMeta = FieldConstraint & {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  /** The server's messages for this field, undefined when it has none. */
  errors?: string[];
  /** The value sent last (after a refused submit) or the form's default. */
  initialValue?: unknown;
};

export type FormMeta = {
  id: string;
  errorId: string;
  /** Messages about the whole form (the reply's `""` key). */
  errors?: string[];
  /** Every message of the reply, by field name (nested names included). */
  allErrors: Record<string, string[]>;
  status?: "success" | "error";
  noValidate: true;
};

/** Default values as a form posts them: numbers and dates as text, `true` as "on". */
function serialize(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString().slice(0, -1);
  if (Array.isArray(value)) return value.map(serialize);
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialize(v)]));
  }
  return undefined;
}

function messages(list: string[] | null | undefined) {
  const kept = list?.filter(Boolean);
  return kept && kept.length > 0 ? kept : undefined;
}

export function useKitForm({
  id,
  constraints,
  lastResult,
  defaultValue,
}: {
  id: string;
  constraints: FormConstraints;
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Record<string, unknown>;
}): [FormMeta, Record<string, FieldMeta>] {
  // Kept while the reply is the same, so that effects keyed on the errors run once per reply.
  const allErrors = useMemo(() => {
    const found: Record<string, string[]> = {};
    for (const [name, list] of Object.entries(lastResult?.error ?? {})) {
      const kept = messages(list);
      if (kept) found[name] = kept;
    }
    return found;
  }, [lastResult]);
  return useMemo(() => {
    const initial = (lastResult?.initialValue ?? serialize(defaultValue) ?? {}) as Record<
      string,
      unknown
    >;
    const form: FormMeta = {
      id,
      errorId: `${id}-error`,
      errors: allErrors[""],
      allErrors,
      status: lastResult?.status,
      noValidate: true,
    };
    const made = new Map<string, FieldMeta>();
    const field = (name: string): FieldMeta => {
      let meta = made.get(name);
      if (!meta) {
        const fieldId = `${id}-${name}`;
        meta = {
          ...constraints[name],
          id: fieldId,
          name,
          formId: id,
          errorId: `${fieldId}-error`,
          descriptionId: `${fieldId}-description`,
          errors: allErrors[name],
          initialValue: initial[name],
        };
        made.set(name, meta);
      }
      return meta;
    };
    // Any name is a field, as with Conform: `fields.email` needs no declaration.
    const fields = new Proxy({} as Record<string, FieldMeta>, {
      get: (_target, name) => (typeof name === "string" ? field(name) : undefined),
    });
    return [form, fields];
  }, [id, constraints, lastResult, allErrors, defaultValue]);
}

// ---------------------------------------------------------------------------------------------
// Props of the controls

function drop<T extends Record<string, unknown>>(props: T): T {
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props;
}

function aria(meta: { errors?: string[]; errorId: string }, control: boolean) {
  return {
    "aria-invalid": control && meta.errors ? (true as const) : undefined,
    "aria-describedby": meta.errors ? meta.errorId : undefined,
  };
}

function controlProps(meta: FieldMeta) {
  return {
    required: meta.required || undefined,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    ...aria(meta, true),
  };
}

export function formProps(form: FormMeta) {
  return drop({ id: form.id, noValidate: form.noValidate, ...aria(form, false) });
}

type InputOptions = { type: string; value?: string };

export function inputProps(meta: FieldMeta, { type, value }: InputOptions) {
  const props: React.InputHTMLAttributes<HTMLInputElement> = {
    ...controlProps(meta),
    type,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    multiple: meta.multiple,
  };
  const initial = meta.initialValue;
  if (type === "checkbox" || type === "radio") {
    props.value = value ?? "on";
    props.defaultChecked = Array.isArray(initial)
      ? initial.includes(props.value)
      : initial === props.value;
  } else if (typeof initial === "string") {
    props.defaultValue = initial;
  }
  return drop(props as Record<string, unknown>) as React.InputHTMLAttributes<HTMLInputElement>;
}

export function selectProps(meta: FieldMeta) {
  const initial = meta.initialValue;
  return drop({
    ...controlProps(meta),
    multiple: meta.multiple,
    defaultValue: Array.isArray(initial)
      ? initial.map((item) => `${item ?? ""}`)
      : initial === undefined || initial === null
        ? undefined
        : String(initial),
  });
}

export function textareaProps(meta: FieldMeta) {
  const initial = meta.initialValue;
  return drop({
    ...controlProps(meta),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: initial === undefined || initial === null ? undefined : String(initial),
  });
}

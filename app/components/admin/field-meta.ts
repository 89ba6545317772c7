/** What the product editor's widgets read from a field's state (app/components/form-state.ts). */
import type { FieldMeta } from "~/components/form-state";

/** A field's value as a control's text: "" for none (or for anything that is not one value). */
export function textOf(value: unknown) {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** The id of the field's message, for `aria-describedby`, when it has one. */
export function describedBy(meta: FieldMeta) {
  return meta.errors?.length ? meta.errorId : undefined;
}

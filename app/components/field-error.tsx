/**
 * The first error of a field, next to it; `id` is the one the control's aria-describedby names.
 * Part of the form kit (./forms.tsx re-exports it), in a module of its own so that small forms
 * (Add to quote on the product page) show their messages without loading the kit.
 */
export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  const first = errors?.find(Boolean);
  return first ? (
    <p className="field-error" id={id}>
      {first}
    </p>
  ) : null;
}

/** The first error of a field, next to it; `id` is the one the field's aria-describedby names. */
export function FieldError({ errors, id }: { errors?: string[]; id: string }) {
  return errors?.length ? (
    <p className="field-error" id={id}>
      {errors[0]}
    </p>
  ) : null;
}

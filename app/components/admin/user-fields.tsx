import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { ROLE_LABELS, ROLES } from "~/schemas/user";
import { Field } from "./form";

type Meta = FieldMetadata<string, Record<string, unknown>, string[]>;

/** Name, e-mail and role: the fields Create User and Update User share. */
export function UserFields({ name, email, role }: { name: Meta; email: Meta; role: Meta }) {
  return (
    <>
      <Field label="Name" htmlFor={name.id} errorId={name.errorId} errors={name.errors}>
        <input {...getInputProps(name, { type: "text" })} autoComplete="off" maxLength={100} />
      </Field>
      <Field label="Role" htmlFor={role.id} errorId={role.errorId} errors={role.errors}>
        <select {...getSelectProps(role)}>
          <option value="">Select a role</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Email" htmlFor={email.id} errorId={email.errorId} errors={email.errors}>
        <input {...getInputProps(email, { type: "email" })} autoComplete="off" maxLength={254} />
      </Field>
    </>
  );
}

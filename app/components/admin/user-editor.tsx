import type { FieldMeta } from "~/components/form-state";
import { InputField, SelectField } from "~/components/forms";
import { ROLE_LABELS, ROLES } from "~/schemas/roles";

type Meta = FieldMeta;

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** Name, e-mail and role: the fields Create User and Update User share. */
export function UserFields({ name, email, role }: { name: Meta; email: Meta; role: Meta }) {
  return (
    <>
      <InputField meta={name} label="Name" autoComplete="off" />
      <SelectField meta={role} label="Role" options={ROLE_OPTIONS} placeholder="Select a role" />
      <InputField meta={email} label="Email" autoComplete="off" />
    </>
  );
}

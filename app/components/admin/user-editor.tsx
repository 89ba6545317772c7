/**
 * The one editor of Create User and Update User: the page, the fields both share (name, e-mail,
 * role), what only one has (`extra`: the new user's password), the form's error, and the
 * submit and Cancel buttons.
 */
import { Link } from "@remix-run/react";
import type { FieldMeta } from "~/components/form-state";
import {
  FormAlert,
  InputField,
  KitForm,
  SelectField,
  SubmitButton,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { ROLE_LABELS, ROLES } from "~/schemas/roles";
import type { FormConstraints } from "~/utils/constraints.server";
import { PageHeader, Panel } from "./page";

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const USERS_PATH = "/admin/users";

export function UserEditor({
  title,
  id,
  constraints,
  defaultValue,
  submit,
  busyText,
  extra,
}: {
  title: string;
  id: string;
  constraints: FormConstraints;
  defaultValue?: { name: string; email: string; role: string };
  submit: string;
  busyText: string;
  extra?: (fields: Record<string, FieldMeta>) => React.ReactNode;
}) {
  const [form, fields] = useKitForm({ id, constraints, lastResult: useFormResult(), defaultValue });
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: "Users", to: USERS_PATH }]} />
      <Panel className="adm-form-panel">
        <KitForm form={form} constraints={constraints} className="admin-form">
          <InputField meta={fields.name} label="Name" autoComplete="off" />
          <SelectField
            meta={fields.role}
            label="Role"
            options={ROLE_OPTIONS}
            placeholder="Select a role"
          />
          <InputField meta={fields.email} label="Email" autoComplete="off" />
          {extra?.(fields)}
          <FormAlert form={form} />
          <div className="admin-form__actions">
            <SubmitButton busyText={busyText}>{submit}</SubmitButton>
            <Link to={USERS_PATH} className="btn btn--outline">
              Cancel
            </Link>
          </div>
        </KitForm>
      </Panel>
    </>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UserEditor } from "~/components/admin/user-editor";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { createUser, USER_CREATED } from "~/models/user.server";
import { UserCreateFormSchema } from "~/schemas/user";
import { requireActor, requireRole } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { submitForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Create User");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { constraints: constraintsOf(UserCreateFormSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "admin");
  return submitForm(
    request,
    UserCreateFormSchema,
    async (value) => {
      await createUser(actor, value);
      return redirectWithToast("/admin/users", { type: "success", message: USER_CREATED });
    },
    { hideFields: ["password", "confirmPassword"] },
  );
}

export default function NewUser() {
  const { constraints } = useLoaderData<typeof loader>();
  return (
    <UserEditor
      title="Create User"
      id="create-user"
      constraints={constraints}
      submit="Create"
      busyText="Creating…"
      extra={(fields) => (
        <div className="admin-form__pair">
          <NewPasswordFields fields={fields} />
        </div>
      )}
    />
  );
}

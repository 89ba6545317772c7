import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UserEditor } from "~/components/admin/user-editor";
import { getUserById, updateUser, USER_NOT_FOUND, USER_UPDATED } from "~/models/user.server";
import { UserIdParams, UserUpdateSchema } from "~/schemas/user";
import { requireActor, requireRole } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { submitForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { notFoundResponse, routeId } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Update User");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const user = getUserById(routeId(UserIdParams, params, USER_NOT_FOUND));
  if (!user) throw notFoundResponse(USER_NOT_FOUND);
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    constraints: constraintsOf(UserUpdateSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request, "admin");
  const id = routeId(UserIdParams, params, USER_NOT_FOUND);
  return submitForm(request, UserUpdateSchema, (value) => {
    updateUser(actor, id, value);
    return redirectWithToast("/admin/users", { type: "success", message: USER_UPDATED });
  });
}

export default function EditUser() {
  const { user, constraints } = useLoaderData<typeof loader>();
  return (
    <UserEditor
      title="Update User"
      id={`update-user-${user.id}`}
      constraints={constraints}
      defaultValue={{ name: user.name, email: user.email, role: user.role }}
      submit="Update"
      busyText="Updating…"
    />
  );
}

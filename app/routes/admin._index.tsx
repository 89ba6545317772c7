import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DASHBOARD_PATH, requireUser } from "~/screens/auth.server";

/** /admin itself is the dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(DASHBOARD_PATH);
}

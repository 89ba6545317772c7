import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DASHBOARD_PATH, requireUser } from "~/screens/auth.server";

/**
 * Any /admin path no route claims goes to the dashboard, after the sign-in check (docs/admin.md,
 * Dashboard).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect(DASHBOARD_PATH);
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DASHBOARD_PATH, SIGN_IN_PATH, endSession, requireUser } from "~/screens/auth.server";

/** The Logout button of the account menu: a POST that deletes the session row. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": await endSession(request) } });
}

/** Signing out changes state, so a GET does not do it. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(DASHBOARD_PATH);
}

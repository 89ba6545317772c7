import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UPCOMING_SCREENS, isUnder } from "~/components/admin/nav";
import { ComingSoon } from "~/components/admin/page";
import { DASHBOARD_PATH, requireUser } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data?.title ?? "Admin");

/**
 * Any /admin path no route claims: the catalogue screens of later issues show a "coming soon"
 * panel; anything else goes to the dashboard (admin.md §2).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { pathname } = new URL(request.url);
  const screen = UPCOMING_SCREENS.find((s) => isUnder(pathname.replace(/\/+$/, ""), s.to));
  if (!screen) throw redirect(DASHBOARD_PATH);
  return { title: screen.label };
}

export default function UpcomingScreen() {
  const { title } = useLoaderData<typeof loader>();
  return <ComingSoon title={title} />;
}

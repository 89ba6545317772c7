/** Addresses of the staff side, for links and redirects (safe for the browser bundle). */
import { useRootData } from "~/components/root-data";

export const DASHBOARD_PATH = "/admin/dashboard";
export const FORGOT_PASSWORD_PATH = "/password/forgot";

/** The sign-in page: /admin-{BRAND_SLUG} (the server's SIGN_IN_PATH, for links in the browser). */
export function useSignInPath() {
  return `/admin-${useRootData()?.site.brandSlug ?? ""}`;
}

/** Addresses of the staff side, for links and redirects (safe for the browser bundle). */
export const SIGN_IN_PATH = "/admin-bel";
export const DASHBOARD_PATH = "/admin/dashboard";
export const FORGOT_PASSWORD_PATH = "/password/forgot";

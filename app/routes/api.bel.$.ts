import { apiError } from "~/utils/api.server";

/** Any /api/bel path no handler claims: a JSON 404, whatever the method. */
const notFound = () => apiError(404, "Not found");
export const loader = notFound;
export const action = notFound;

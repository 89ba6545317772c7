import { errorResponse } from "~/api/dispatch.server";

/** Any /api/bel path no endpoint claims: a JSON 404, whatever the method. */
const notFound = () => errorResponse(404, "Not found");
export const loader = notFound;
export const action = notFound;

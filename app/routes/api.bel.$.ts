import { handleApiRequest } from "~/api/registry.server";

/** All of /api/bel, every method: the endpoint registry routes and dispatches each request. */
export const loader = handleApiRequest;
export const action = handleApiRequest;

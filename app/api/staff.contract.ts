import type { Endpoint } from "./types";

/** Sign-in, session, password and user-management endpoints (issue 5 fills this list). */
export const staffEndpoints: Endpoint[] = [];

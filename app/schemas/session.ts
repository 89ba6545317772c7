/**
 * A session named by its handle (docs/admin.md, Sessions): the profile's End button and
 * `DELETE /api/bel/me/sessions/{handle}`. The handle is 16 hex characters of a hash of the
 * session's id, which is never shown.
 */
import { z } from "zod";

export const SESSION_HANDLE_INVALID = "Session not found: it may have ended already";

export const SessionHandleSchema = z.object({
  handle: z
    .string({ error: SESSION_HANDLE_INVALID })
    .trim()
    .regex(/^[0-9a-f]{16}$/, SESSION_HANDLE_INVALID),
});

import { z } from "zod";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** `?user=&entity=&from=&to=&page=` of /admin/audit; a bad value is dropped, not an error. */
export const AuditQuerySchema = z.object({
  user: z.coerce.number().int().min(1).optional().catch(undefined),
  entity: z.string().trim().max(40).optional().catch(undefined),
  from: isoDate,
  to: isoDate,
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

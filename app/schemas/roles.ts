import type { Role } from "../../db/schema";

/**
 * The roles of the users table (db/schema.ts), repeated here so the browser bundle pulls in
 * neither Drizzle nor zod; the type below fails to compile if the two lists ever differ.
 */
export const ROLES = ["admin", "manager"] as const satisfies readonly Role[];
const _allRolesCovered: Exclude<Role, (typeof ROLES)[number]> extends never ? true : never = true;
void _allRolesCovered;
export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", manager: "Manager" };

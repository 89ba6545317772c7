/**
 * How the HTTP contract tests (api.*.spec.ts) call /api/bel: an answer read and checked (its
 * status, JSON, and the shape the registry declares), a client address of the test's own (the
 * e2e server believes X-Forwarded-For, so no test's sign-ins or writes count against another's),
 * and a client signed in through the sign-in call.
 */
import { randomBytes } from "node:crypto";
import { expect, type APIRequest, type APIResponse } from "@playwright/test";
import type { z } from "zod";
import { createUser } from "./admin.fixtures";

/** The answer's JSON, once its status is `status` and it has `shape` (else the first issues). */
export async function json<T extends z.ZodType>(
  response: APIResponse,
  shape: T,
  status = 200,
): Promise<z.infer<T>> {
  expect(response.status(), (await response.text()).slice(0, 2000)).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const parsed = shape.safeParse(await response.json());
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 10)).toEqual([]);
  return parsed.data as z.infer<T>;
}

/** A client address of the test's own: 10.x.x.x. */
export const clientAddress = () =>
  `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0] || 1}`;

/** A client from an address of its own, signed in as a new user of the role by the sign-in call. */
export async function signedIn(
  playwright: { request: APIRequest },
  baseURL: string | undefined,
  role: "admin" | "manager" = "manager",
) {
  const user = createUser(role);
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  const login = await client.post("/api/bel/admin-bel", {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  return client;
}

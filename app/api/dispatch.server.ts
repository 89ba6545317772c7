/**
 * The one place where an /api/bel request becomes an answer, for every endpoint alike:
 *
 *   method    no declaration for it: 405 with Allow (after the path's guard, so a stranger
 *             learns nothing about staff paths), or 404 when its path parameters cannot name
 *             anything
 *   origin    state-changing calls from another site: 403, unless CORS_ORIGINS lists it (its
 *             preflight and CORS headers come from server/cors.js)
 *   guard     public / staff / admin: 401 or 403
 *   input     path parameters (404 when they cannot name anything), query (400; unknown or
 *             repeated parameters too), body (415 wrong type, 413 too large, 400 malformed or
 *             invalid, with field errors)
 *   handler   its result as JSON with the declared status; outside production the body is
 *             checked against the declared schema, so a handler cannot drift from its contract
 *   errors    a DomainError as `{ success: false, message, errors? }` with its status; anything
 *             unexpected as a 500 without details (logged)
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Endpoint, Method } from "~/api/endpoint";
import { JsonStream, Reply } from "~/api/endpoint";
import { env } from "~/env.server";
import { getUser, hasRole, type SessionUser } from "~/screens/auth.server";
import { assertBodyKind, readForm, readJson } from "~/utils/body.server";
import { DomainError } from "~/utils/domain-error";
import { SHARED_ANSWER } from "~/utils/http-cache.server";
import { siteOrigin } from "~/utils/site-url.server";

export const SIGN_IN_REQUIRED = "Please sign in to access this resource";
export const SERVER_ERROR = "Something went wrong, please try again later";
const VALIDATE_RESPONSES = env.VALIDATE_API_RESPONSES ?? env.NODE_ENV !== "production";

type Args = {
  request: Request;
  params: Record<string, string | undefined>;
  /** The server's load context: `drained` is its backpressure (server/backpressure.js). */
  context?: { drained?: () => Promise<void> };
};

// ---------------------------------------------------------------------------------------------
// Answers

function securityHeaders(headers: Headers) {
  headers.set("X-Content-Type-Options", "nosniff");
  return headers;
}

export function errorResponse(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  headers?: HeadersInit,
) {
  const h = securityHeaders(new Headers(headers));
  h.set("Cache-Control", "no-store");
  return Response.json(
    { success: false, message, ...(errors ? { errors } : {}) },
    { status, headers: h },
  );
}

function jsonResponse(
  request: Request,
  body: unknown,
  { status, cache, headers }: { status: number; cache?: "public"; headers?: HeadersInit },
) {
  const h = securityHeaders(new Headers(headers));
  const text = JSON.stringify(body);
  if (cache === "public" && status === 200) {
    const etag = `"${createHash("sha1").update(text).digest("base64url")}"`;
    h.set("ETag", etag);
    h.set("Cache-Control", "public, max-age=60, must-revalidate");
    const match = request.headers.get("If-None-Match");
    if (match && match.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
      return new Response(null, { status: 304, headers: h });
    }
    // The same for every caller: the server's page cache may keep it (app/utils/http-cache.server.ts).
    h.set(SHARED_ANSWER, "1");
  } else if (!h.has("Cache-Control")) {
    h.set("Cache-Control", "private, no-store");
  }
  h.set("Content-Type", "application/json; charset=utf-8");
  return new Response(request.method === "HEAD" ? null : text, { status, headers: h });
}

/** The schema of the items of `key` when `schema` is an object whose `key` is a list. */
function itemSchema(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  const field =
    schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>)[key] : null;
  return field instanceof z.ZodArray ? (field.element as z.ZodType) : undefined;
}

/**
 * A JsonStream as a 200 whose body is written batch by batch as the client reads it. Before each
 * batch the event loop turns (setImmediate), so the socket sends what it has and other requests
 * are answered while a long list is being written, and, given the server's `drained`, the batch
 * waits until the client has taken what was written: a slow client is never more than a batch
 * and a buffer behind, whatever the list's length.
 */
function streamedJson(
  request: Request,
  endpoint: Endpoint,
  answer: JsonStream,
  drained?: () => Promise<void>,
) {
  const headers = securityHeaders(new Headers());
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "private, no-store");
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const item = VALIDATE_RESPONSES ? itemSchema(endpoint.responses[200]?.schema, answer.key) : null;
  const encoder = new TextEncoder();
  let opened = false;
  let written = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!opened) {
          const head = JSON.stringify(answer.head).slice(0, -1);
          controller.enqueue(
            encoder.encode(`${head}${head === "{" ? "" : ","}${JSON.stringify(answer.key)}:[`),
          );
          opened = true;
          return;
        }
        await new Promise((resolve) => setImmediate(resolve));
        await drained?.();
        let next = answer.batches.next();
        // Each pull enqueues something (the stream asks again only then): empty batches are skipped.
        while (!next.done && next.value.length === 0) next = answer.batches.next();
        if (!next.done) {
          for (const value of item ? next.value : []) {
            const result = item!.safeParse(value);
            if (!result.success) {
              throw new Error(
                `${endpoint.method} ${endpoint.path} streamed an item its schema does not allow: ${z.prettifyError(result.error)}`,
              );
            }
          }
          // One call for the batch: a few times faster than one per item.
          const items = JSON.stringify(next.value).slice(1, -1);
          controller.enqueue(encoder.encode(`${written ? "," : ""}${items}`));
          written += next.value.length;
          return;
        }
        const tail = answer.tail();
        if (VALIDATE_RESPONSES) {
          checkAnswer(endpoint, 200, { ...answer.head, [answer.key]: [], ...tail });
        }
        const rest = JSON.stringify(tail).slice(1);
        controller.enqueue(encoder.encode(`]${rest === "}" ? "" : ","}${rest}`));
        controller.close();
      } catch (error) {
        // The status has gone: the client sees a body that ends early (it does not parse).
        console.error("API error", error);
        controller.error(error);
      }
    },
    cancel() {
      answer.batches.return?.(undefined);
    },
  });
  return new Response(body, { status: 200, headers });
}

/** Field messages of a zod error, keyed by field path, and the first one as the message. */
export function zodErrors(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (errors[key] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? "Invalid input", errors };
}

function toErrorResponse(error: unknown): Response {
  if (error instanceof DomainError)
    return errorResponse(error.status, error.message, error.errors, error.headers);
  if (error instanceof Response) {
    // A page guard's redirect or 403, should one be called from an endpoint.
    const status = error.status >= 300 && error.status < 400 ? 401 : error.status;
    return errorResponse(status, status === 401 ? SIGN_IN_REQUIRED : "Request failed");
  }
  console.error("API error", error);
  return errorResponse(500, SERVER_ERROR);
}

// ---------------------------------------------------------------------------------------------
// Checks

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** An origin CORS_ORIGINS lists: another origin of the site, trusted with credentials. */
export const isListedOrigin = (origin: string | null) =>
  origin !== null && env.CORS_ORIGINS.includes(origin);

/**
 * Refuses a state-changing request whose Origin header names another site, unless CORS_ORIGINS
 * lists it.
 */
export function assertSameOrigin(request: Request) {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.get("Origin");
  if (!origin || isListedOrigin(origin)) return;
  const url = new URL(request.url);
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new DomainError(403, "Cross-site request refused");
  }
  const host = request.headers.get("Host");
  if (originHost !== url.host && originHost !== host) {
    throw new DomainError(403, "Cross-site request refused");
  }
}

export async function guard(request: Request, access: Endpoint["access"]) {
  if (access === "public") return getUser(request);
  const user = await getUser(request);
  if (!user) throw new DomainError(401, SIGN_IN_REQUIRED);
  if (access === "admin" && !hasRole(user, "admin")) {
    throw new DomainError(403, `Role (${user.role}) is not allowed to access this resource`);
  }
  return user;
}

/** Path parameters that cannot name anything: 404, with the schema's message. */
function parseParams<S extends z.ZodType>(schema: S, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError(404, result.error.issues[0]?.message ?? "Not found");
}

function parseInput<S extends z.ZodType>(schema: S, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, errors } = zodErrors(result.error);
  throw new InputError(message, errors);
}

/** A 400 with several field messages. */
class InputError extends DomainError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(400, message);
  }
  override get errors() {
    return this.fieldErrors;
  }
}

function readQuery(endpoint: Endpoint, request: Request) {
  const params = new URL(request.url).searchParams;
  const plain: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    if (params.getAll(key).length > 1)
      throw new InputError(`${key} may be given once`, { [key]: [`${key} may be given once`] });
    plain[key] = params.get(key)!;
  }
  if (!endpoint.query) {
    const first = Object.keys(plain)[0];
    if (first)
      throw new InputError(`Unknown parameter ${first}`, { [first]: ["Unknown parameter"] });
    return {};
  }
  return parseInput(endpoint.query, plain);
}

async function readBody(endpoint: Endpoint, request: Request) {
  if (!endpoint.body) return undefined;
  const kind = assertBodyKind(request, endpoint.accepts ?? ["json"]);
  if (kind === "json") {
    return parseInput(endpoint.body, await readJson(request, endpoint.limits?.maxBytes));
  }
  // Forms go through Conform's parser, as page forms do: the same coercions, the same schema.
  const formData = await readForm(request, endpoint.limits);
  const submission = parseWithZod(formData, { schema: endpoint.body });
  if (submission.status === "success") return submission.value;
  const errors = Object.fromEntries(
    Object.entries(submission.error ?? {}).filter((e): e is [string, string[]] => Boolean(e[1])),
  );
  const message = Object.values(errors)[0]?.[0] ?? "Invalid input";
  throw new InputError(message, errors);
}

function checkAnswer(endpoint: Endpoint, status: number, body: unknown) {
  const schema = endpoint.responses[status]?.schema;
  if (!endpoint.responses[status]) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${status}, which it does not declare`,
    );
  }
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered a ${status} its schema does not allow: ${z.prettifyError(result.error)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Dispatch

const ORDER: Record<Endpoint["access"], number> = { public: 0, staff: 1, admin: 2 };

export async function dispatch(endpoints: Endpoint[], { request, params, context }: Args) {
  const method = (request.method === "HEAD" ? "GET" : request.method) as Method;
  try {
    const endpoint = endpoints.find((e) => e.method === method);
    if (!endpoint) {
      const open = [...endpoints].sort((a, b) => ORDER[a.access] - ORDER[b.access])[0];
      await guard(request, open.access);
      // A path whose parameters cannot name anything is not there, whatever the method:
      // GET /admin/category/details/ (no id) reaches /admin/category/{id} with id "details".
      const named = endpoints.find((e) => e.params);
      if (named?.params) parseParams(named.params, params);
      const allow = [
        ...new Set(endpoints.flatMap((e) => (e.method === "GET" ? ["GET", "HEAD"] : [e.method]))),
      ];
      throw new DomainError(405, `Method not allowed; use ${allow.join(" or ")}`, {
        headers: { Allow: allow.join(", ") },
      });
    }
    assertSameOrigin(request);
    if (
      endpoint.sameSiteOnly &&
      request.headers.get("Sec-Fetch-Site") === "cross-site" &&
      !isListedOrigin(request.headers.get("Origin"))
    ) {
      throw new DomainError(403, "Cross-site request refused");
    }
    const user = (await guard(request, endpoint.access)) as SessionUser | null;
    const ctx = {
      request,
      user,
      // File and image URLs: the configured SITE_URL in production, else the request's own.
      origin: env.NODE_ENV === "production" ? siteOrigin(request) : new URL(request.url).origin,
      params: endpoint.params ? parseParams(endpoint.params, params) : {},
      query: readQuery(endpoint, request),
      body: await readBody(endpoint, request),
    };
    const result = await endpoint.handler(ctx as never);
    if (result instanceof JsonStream) {
      return streamedJson(request, endpoint, result, context?.drained);
    }
    if (result instanceof Response) {
      securityHeaders(result.headers);
      return result;
    }
    const answer =
      result instanceof Reply
        ? result
        : new Reply(
            Number(Object.keys(endpoint.responses).find((s) => s.startsWith("2")) ?? 200),
            result,
          );
    if (VALIDATE_RESPONSES) checkAnswer(endpoint, answer.status, answer.body);
    return jsonResponse(request, answer.body, {
      status: answer.status,
      cache: endpoint.cache,
      headers: answer.headers,
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}

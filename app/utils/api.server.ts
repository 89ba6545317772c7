/**
 * The rules every /api/bel handler follows, in one place: errors are JSON `{ success: false,
 * message }` with a fitting status (never an HTML page or a stack trace), JSON bodies are capped
 * and checked, state-changing calls from another site are refused, and cacheable answers carry
 * an ETag.
 */
import { createHash } from "node:crypto";
import { z, type ZodType } from "zod";

export const MAX_JSON_BYTES = 1024 * 1024;

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
    public headers?: HeadersInit,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  headers?: HeadersInit,
) {
  const h = new Headers(headers);
  h.set("Cache-Control", "no-store");
  return Response.json(
    { success: false, message, ...(errors ? { errors } : {}) },
    { status, headers: h },
  );
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

/**
 * Runs a handler and turns anything it throws into a JSON answer: ApiError as it says, a thrown
 * Response (a guard's 401/403/redirect) as a JSON error of its status, anything else as a 500
 * without details (logged on the server).
 */
export async function handleApi(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError)
      return apiError(error.status, error.message, error.errors, error.headers);
    if (error instanceof Response) {
      if (error.headers.get("Content-Type")?.includes("application/json")) return error;
      const status = error.status >= 300 && error.status < 400 ? 401 : error.status;
      const message =
        status === 401
          ? "Please sign in to access this resource"
          : status === 403
            ? "You are not allowed to do this"
            : "Request failed";
      return apiError(status, message);
    }
    console.error("API error", error);
    return apiError(500, "Something went wrong, please try again later");
  }
}

export function methodNotAllowed(allowed: string[]) {
  return apiError(405, `Method not allowed; use ${allowed.join(" or ")}`, undefined, {
    Allow: allowed.join(", "),
  });
}

/** Refuses a state-changing request whose Origin header names another site. */
export function assertSameOrigin(request: Request) {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
  const origin = request.headers.get("Origin");
  if (!origin) return;
  const url = new URL(request.url);
  const forwardedHost = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError(403, "Cross-site request refused");
  }
  if (originHost !== url.host && originHost !== forwardedHost) {
    throw new ApiError(403, "Cross-site request refused");
  }
}

/** Reads a JSON body: content type 415, size 413, syntax 400, then the schema (400 with fields). */
export async function readJson<T extends ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T>> {
  assertSameOrigin(request);
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, "Content-Type must be application/json");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  // The unread rest of a refused body would spoil the connection for the client's next request.
  const close = { Connection: "close" };
  if (declared > MAX_JSON_BYTES)
    throw new ApiError(413, "Request body is too large (1 MB at most)", undefined, close);
  const text = await readLimited(request, MAX_JSON_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  return parseOr400(schema, body);
}

export function parseOr400<T extends ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const { message, errors } = zodErrors(result.error);
    throw new ApiError(400, message, errors);
  }
  return result.data;
}

async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError(413, "Request body is too large (1 MB at most)", undefined, {
        Connection: "close",
      });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export type CachePolicy = "public" | "private";

/**
 * A successful JSON answer. Public catalogue answers may be cached briefly and must be
 * revalidated; they carry a strong ETag and a matching If-None-Match gets 304. Private answers
 * are never stored.
 */
export function apiJson(
  request: Request,
  data: unknown,
  options: { cache?: CachePolicy; status?: number; headers?: HeadersInit } = {},
) {
  const headers = new Headers(options.headers);
  const body = JSON.stringify(data);
  if (options.cache === "public" && (options.status ?? 200) === 200) {
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    headers.set("Cache-Control", "public, max-age=60, must-revalidate");
    const match = request.headers.get("If-None-Match");
    if (match && match.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
      return new Response(null, { status: 304, headers });
    }
  } else {
    headers.set("Cache-Control", "private, no-store");
  }
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(body, { status: options.status ?? 200, headers });
}

/** Endpoints that take no parameters say so, rather than silently ignoring them. */
export function rejectQuery(request: Request) {
  const keys = [...new URL(request.url).searchParams.keys()];
  if (keys.length) throw new ApiError(400, `Unknown parameter ${keys[0]}`);
}

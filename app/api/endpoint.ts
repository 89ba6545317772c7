/**
 * What an /api/bel endpoint is: one declaration holds its method and path, who may call it, the
 * zod schemas of its path parameters, query, body and answers, and the handler that calls the
 * model layer. The dispatcher (dispatch.server.ts) does everything else the same way for all of
 * them; the OpenAPI document (openapi.server.ts) is generated from the same declarations.
 */
import type { z } from "zod";
import type { SessionUser } from "~/screens/auth.server";
import type { BodyKind, BodyLimits } from "~/utils/body.server";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** public: anyone; staff: a signed-in admin or manager; admin: an admin. */
export type Access = "public" | "staff" | "admin";

export type ResponseSpec = { description: string; schema?: z.ZodType };
export type Responses = { [status: number]: ResponseSpec };

type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type SuccessStatus = 200 | 201;
type SuccessBody<R extends Responses> = {
  [S in keyof R & SuccessStatus]: R[S] extends { schema: infer T extends z.ZodType }
    ? z.input<T>
    : never;
}[keyof R & SuccessStatus];

export type EndpointContext<A extends Access, P, Q, B> = {
  request: Request;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The signed-in user; always there unless the endpoint is public. */
  user: A extends "public" ? SessionUser | null : SessionUser;
  /** The site's public origin, for absolute file URLs. */
  origin: string;
};

/** An answer with a status or headers of its own; a handler may also return a plain body. */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers?: HeadersInit,
  ) {}
}

export function reply<T>(status: number, body: T, headers?: HeadersInit) {
  return new Reply(status, body, headers);
}

/**
 * A 200 answer too long to hold in memory, written while it is read: the JSON object
 * `{ ...head, [key]: [...every item of every batch], ...tail() }`, one batch at a time as the
 * client takes them. `tail` is asked for after the last batch, so its figures may count what was
 * written. Outside production the dispatcher checks each item, and the rest, against the
 * endpoint's 200 schema, as it checks any answer.
 */
export class JsonStream {
  constructor(
    readonly head: Record<string, unknown>,
    readonly key: string,
    readonly batches: Iterator<unknown[]>,
    readonly tail: () => Record<string, unknown> = () => ({}),
  ) {}
}

export type EndpointDefinition<
  A extends Access,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends Responses,
> = {
  method: Method;
  /** OpenAPI path template below /api/bel, e.g. "/admin/users/{id}". */
  path: string;
  summary: string;
  /** Group of the OpenAPI document. */
  tag: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Content types the body may come as (default: JSON). */
  accepts?: readonly BodyKind[];
  limits?: BodyLimits;
  /**
   * A GET that changes state (the original client's `GET /logout`): refused when the browser says
   * another site sent it (`Sec-Fetch-Site: cross-site`).
   */
  sameSiteOnly?: boolean;
  /** Public catalogue answers may be cached briefly by clients and proxies (with an ETag). */
  cache?: "public";
  /** status → description and, for JSON answers, the schema the body must fit. */
  responses: R;
  handler: (
    ctx: EndpointContext<A, P, Q, B>,
  ) =>
    | Promise<SuccessBody<R> | Reply | JsonStream | Response>
    | SuccessBody<R>
    | Reply
    | JsonStream
    | Response;
};

export type Endpoint = EndpointDefinition<
  Access,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  Responses
>;

/** Declares an endpoint; the types tie the handler to its schemas. */
export function endpoint<
  A extends Access,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Responses = Responses,
>(definition: EndpointDefinition<A, P, Q, B, R>): Endpoint {
  return definition as unknown as Endpoint;
}

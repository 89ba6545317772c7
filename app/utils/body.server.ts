/**
 * Reading request bodies, for page actions and API handlers alike: the content type must be
 * one the caller accepts (415), the body stays within its limits while it streams (413: a file,
 * the files, the whole body), and a body that does not parse is a 400. Every refusal is a
 * DomainError, so each side maps it the way it maps any other.
 */
import {
  FormDataParseError,
  MaxFilesExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import {
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_BYTES,
  MAX_JSON_BYTES,
  MAX_MULTIPART_BYTES,
} from "~/constants";
import { DomainError } from "~/utils/domain-error";

export type BodyKind = "json" | "form" | "multipart";

export type BodyLimits = {
  /** A JSON body or an urlencoded form. */
  maxBytes?: number;
  /** One file of a multipart body. */
  maxFileBytes?: number;
  maxFiles?: number;
  /** A multipart body as a whole. */
  maxTotalBytes?: number;
};

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

/** Which of the kinds the request's Content-Type is, or null. */
export function bodyKind(request: Request): BodyKind | null {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (/^application\/(.+\+)?json\b/.test(type)) return "json";
  if (type.startsWith("application/x-www-form-urlencoded")) return "form";
  if (type.startsWith("multipart/form-data")) return "multipart";
  return null;
}

const KIND_NAMES: Record<BodyKind, string> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};

/** The body's kind when it is one of `accepted`; a 415 naming them otherwise. */
export function assertBodyKind(request: Request, accepted: readonly BodyKind[]): BodyKind {
  const kind = bodyKind(request);
  if (kind && accepted.includes(kind)) return kind;
  throw new DomainError(
    415,
    `Content-Type must be ${accepted.map((k) => KIND_NAMES[k]).join(" or ")}`,
  );
}

function tooLarge(limit: number) {
  return new DomainError(413, `Request body is too large (${mb(limit)} at most)`);
}

/**
 * The body as text, refusing it with 413 as soon as it passes `limit` bytes. The rest of a refused
 * body is left where it is, neither read nor cancelled: the HTTP server drops it after the answer
 * (server/unread-body.js), while cancelling the stream would close the connection before the
 * client has its 413.
 */
export async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A JSON body: 413 over the limit, 400 when it does not parse. */
export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError(400, "Malformed JSON body");
  }
}

/**
 * A form body, urlencoded or multipart, streamed through the multipart parser with a limit
 * per file, on the number of files and on the whole; files are kept in memory (within those
 * limits) as File objects.
 */
export async function readForm(request: Request, limits: BodyLimits = {}): Promise<FormData> {
  const kind = bodyKind(request);
  if (kind === "form") {
    // Forms without files are small: read within the JSON limit, then parse.
    const text = await readText(request, limits.maxBytes ?? MAX_JSON_BYTES);
    return toFormData(new URLSearchParams(text));
  }
  if (kind !== "multipart") throw new DomainError(415, "Content-Type must be a form");
  if (!/;\s*boundary=/i.test(request.headers.get("Content-Type") ?? "")) {
    throw new DomainError(400, "Malformed multipart body (no boundary)");
  }
  const maxFileSize = limits.maxFileBytes ?? MAX_IMAGE_BYTES;
  const maxTotalSize = limits.maxTotalBytes ?? MAX_MULTIPART_BYTES;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxTotalSize) throw tooLarge(maxTotalSize);
  try {
    return await parseFormData(request, {
      maxFileSize,
      maxTotalSize,
      maxFiles: limits.maxFiles ?? MAX_FILES_PER_REQUEST,
      maxParts: 1000,
      maxHeaderSize: 8 * 1024,
    });
  } catch (error) {
    const name = (error as Error | undefined)?.name ?? "";
    if (name === "MaxFileSizeExceededError")
      throw new DomainError(413, `A file is larger than ${mb(maxFileSize)}`);
    if (name === "MaxTotalSizeExceededError") throw tooLarge(maxTotalSize);
    if (error instanceof MaxFilesExceededError || name === "MaxPartsExceededError")
      throw new DomainError(413, "Too many files or fields in one request");
    if (error instanceof FormDataParseError || /Multipart|Header/.test(name))
      throw new DomainError(400, "Malformed multipart body");
    throw error;
  }
}

function toFormData(params: URLSearchParams) {
  const form = new FormData();
  for (const [key, value] of params) form.append(key, value);
  return form;
}

/**
 * Page actions, the one way: read the form within its limits, parse it with the input's zod
 * schema (the same one its /api/bel twin uses), run the model function, and turn a failure into a
 * Conform reply that the page shows beside the fields with the user's input kept. A DomainError
 * thrown by the model becomes the message of its field (or of the form); nothing else maps
 * model errors by hand.
 *
 *   export async function action({ request }: ActionFunctionArgs) {
 *     await requireRole(request, "manager");
 *     return submitForm(request, CategorySchema, (value) => {
 *       createCategory(value);
 *       return redirectWithToast("/admin/category", { message: CATEGORY_CREATED });
 *     });
 *   }
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { assertBodyKind, readForm, type BodyLimits } from "~/utils/body.server";
import { constraintsOf } from "~/utils/constraints.server";
import { DomainError } from "~/utils/domain-error";
import { isBot } from "~/utils/honeypot";
import { redirectWithToast } from "~/utils/toast.server";

/** What a page action answers when a form fails: the intent it was for and Conform's reply. */
export type FormActionData = { intent: string | null; result: SubmissionResult<string[]> };

export const FORM_NOT_ACCEPTED = "Form not accepted.";

/**
 * The request's form data. A body that is not a form is a 415, one over the limits a 413, a
 * broken multipart body a 400: thrown as Responses, so the page's error boundary shows them and
 * the server never answers 500 to a bad body.
 */
export async function readFormData(request: Request, limits?: BodyLimits): Promise<FormData> {
  try {
    assertBodyKind(request, ["form", "multipart"]);
    return await readForm(request, limits);
  } catch (error) {
    if (error instanceof DomainError) {
      throw new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", ...error.headers },
      });
    }
    throw error;
  }
}

/**
 * Keeps one value of each field the schema reads as a single value (a field sent twice is read
 * once, the first time); list fields and nested names are left as they are.
 */
function singleValues(formData: FormData, schema: z.ZodType) {
  const constraints = constraintsOf(schema);
  const out = new FormData();
  const seen = new Set<string>();
  for (const [key, value] of formData) {
    const scalar = key in constraints && !constraints[key].multiple;
    if (scalar && seen.has(key)) continue;
    seen.add(key);
    out.append(key, value);
  }
  return out;
}

type Options = {
  /** Which of the page's forms this is (the submit button's `intent`). */
  intent?: string;
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[];
  /** The form data, when the action has read it already (to pick the intent). */
  formData?: FormData;
  /** A public form: refuse it when the honeypot field is filled. */
  honeypot?: boolean;
  limits?: BodyLimits;
  /**
   * A form whose spec gives one message for several fields ("All fields are required."): that
   * message becomes the form's summary, once, and each field that is wrong gets its own short
   * message from `fields` instead (see `summarize`).
   */
  summary?: Summary;
};

export type Summary = {
  /** The spec's messages, in the order they are preferred as the summary. */
  messages: string[];
  /** Per field, what to say beside it when it fails with one of `messages`. */
  fields: Record<string, Partial<Record<string, string>>>;
};

/**
 * Moves the spec's shared messages out of the fields into one summary: the first of
 * `summary.messages` any field failed with (after the form's own errors, if any), and
 * beside each failing field its own short message. Fields that are fine get nothing.
 */
export function summarize(
  result: SubmissionResult<string[]>,
  summary: Summary,
): SubmissionResult<string[]> {
  if (!result.error) return result;
  const error: Record<string, string[] | null> = { ...result.error };
  const shared = new Set<string>();
  for (const [name, messages] of Object.entries(error)) {
    if (name === "" || !messages?.length) continue;
    const first = messages[0];
    if (!summary.messages.includes(first)) continue;
    shared.add(first);
    error[name] = [summary.fields[name]?.[first] ?? first];
  }
  const headline = summary.messages.find((m) => shared.has(m));
  if (headline) error[""] = [...new Set([...(error[""] ?? []), headline])];
  return { ...result, error };
}

function failure(
  result: SubmissionResult<string[]>,
  status: number,
  options: Options,
  headers?: Record<string, string>,
) {
  return data<FormActionData>({ intent: options.intent ?? null, result }, { status, headers });
}

/**
 * Parses the request's form with `schema` and runs `onValid` with the value. Invalid input: 400
 * with the field messages. A DomainError from `onValid`: its status, its message on its field
 * (or on the form). Anything else is a real failure and propagates.
 */
export async function submitForm<S extends z.ZodType, R>(
  request: Request,
  schema: S,
  onValid: (value: z.output<S>, formData: FormData) => R | Promise<R>,
  options: Options = {},
) {
  const formData = options.formData ?? (await readFormData(request, options.limits));
  const submission = parseWithZod(singleValues(formData, schema), { schema });
  const hideFields = options.hideFields;
  if (options.honeypot && isBot(formData)) {
    return failure(submission.reply({ formErrors: [FORM_NOT_ACCEPTED], hideFields }), 400, options);
  }
  if (submission.status !== "success") {
    const reply = submission.reply({ hideFields });
    return failure(options.summary ? summarize(reply, options.summary) : reply, 400, options);
  }
  try {
    return await onValid(submission.value as z.output<S>, formData);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const result = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.message] }, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields });
    return failure(result, error.status, options, error.headers);
  }
}

/** An answer for a form that names an intent the page does not have. */
export function unknownIntent(intent: unknown) {
  return data<FormActionData>(
    {
      intent: typeof intent === "string" ? intent : null,
      result: { status: "error", error: { "": ["Unknown action."] } },
    },
    { status: 400 },
  );
}

/** What a form answered by one message comes to (see `formOutcome`). */
export type FormOutcome = {
  ok: boolean;
  message: string;
  status: number;
  /** A DomainError's headers, e.g. Retry-After of a 429. */
  headers?: Record<string, string>;
};

/**
 * For forms answered by one message rather than by messages beside fields: parses `formData`
 * with `schema` and runs `onValid`, which returns the success message. Invalid input comes to
 * its first message (400), a DomainError to its message, status and headers; anything else
 * propagates.
 */
export async function formOutcome<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  onValid: (value: z.output<S>, formData: FormData) => string | Promise<string>,
): Promise<FormOutcome> {
  const parsed = parseWithZod(singleValues(formData, schema), { schema });
  if (parsed.status !== "success") {
    const message =
      Object.values(parsed.error ?? {})
        .flat()
        .find(Boolean) ?? "Invalid input";
    return { ok: false, message, status: 400 };
  }
  try {
    const message = await onValid(parsed.value as z.output<S>, formData);
    return { ok: true, message, status: 200 };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ok: false, message: error.message, status: error.status, headers: error.headers };
  }
}

/**
 * For buttons that act on a row of a list (delete, mark handled, move up): there are no fields to
 * show a message beside, so every outcome is a redirect back with a toast. Invalid input and a
 * DomainError become an error toast with their message; `onValid` returns the success message.
 */
export async function submitWithToast<S extends z.ZodType>(
  request: Request,
  schema: S,
  onValid: (value: z.output<S>, formData: FormData) => string | Promise<string>,
  options: { back: string | (() => string); formData?: FormData },
) {
  const formData = options.formData ?? (await readFormData(request));
  const outcome = await formOutcome(formData, schema, onValid);
  return redirectWithToast(
    typeof options.back === "function" ? options.back() : options.back,
    { type: outcome.ok ? "success" : "error", message: outcome.message },
    { status: 303, headers: outcome.headers },
  );
}

/**
 * The form data of a page whose forms carry files, or, when the body is refused (413 over the
 * limits, 400 broken, 415 not a form), the answer to give instead: the page again with the
 * reason as the form's message, never an error page. (The fields of a refused body are unread,
 * so they cannot be sent back.)
 */
export async function readUploadForm(
  request: Request,
  limits?: BodyLimits,
): Promise<
  | { formData: FormData; failure?: undefined }
  | { formData?: undefined; failure: ReturnType<typeof failure> }
> {
  try {
    assertBodyKind(request, ["form", "multipart"]);
    return { formData: await readForm(request, limits) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [error.message] } };
    return { failure: failure(result, error.status, {}, error.headers) };
  }
}

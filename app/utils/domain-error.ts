/**
 * The one error type of the model layer. A rule a request broke (a missing record, a taken
 * e-mail, a file that is not an image, too many attempts) is thrown as a DomainError with the
 * HTTP status it deserves, the message a person reads and, when it belongs to one input, the
 * field. It is turned into an answer in exactly two places: the API dispatcher
 * (app/api/dispatch.server.ts → `{ success: false, message, errors? }`) and the page form helper
 * (app/utils/form.server.ts → a Conform reply with the message beside the field).
 */
export type DomainStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503;

export class DomainError extends Error {
  readonly status: DomainStatus;
  readonly field?: string;
  /** Extra answer headers, e.g. Retry-After of a 429. */
  readonly headers?: Record<string, string>;

  constructor(
    status: DomainStatus,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.status = status;
    this.field = options.field;
    this.headers = options.headers;
  }

  /** Field messages in the shape the API and Conform both use. */
  get errors(): Record<string, string[]> | undefined {
    return this.field ? { [this.field]: [this.message] } : undefined;
  }
}

export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string, field?: string) =>
  new DomainError(409, message, { field });
export const badInput = (message: string, field?: string) =>
  new DomainError(400, message, { field });

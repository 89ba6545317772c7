/**
 * A honeypot for public forms (Epic Stack ADR 033): a field people never see or fill, that bots
 * filling every input do. (remix-utils' honeypot needs zod 3, so this small one stands in.)
 */
export const HONEYPOT_FIELD = "website_url";

export function isBot(form: FormData | Record<string, unknown>): boolean {
  const value = form instanceof FormData ? form.get(HONEYPOT_FIELD) : form[HONEYPOT_FIELD];
  return typeof value === "string" && value.length > 0;
}

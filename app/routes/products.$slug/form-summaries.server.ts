import { ALL_FIELDS_REQUIRED, INVALID_EMAIL } from "~/schemas/review";
import type { Summary } from "~/utils/form.server";

/**
 * The spec's one message (`required`, or else the e-mail's) as the form's summary; beside each
 * wrong field, what is wrong with it: its hint when it is missing and, for the e-mail, an
 * example when it is not an address.
 */
function summaryOf(required: string, hints: Record<string, string>): Summary {
  const fields = Object.entries(hints).map(([field, hint]) => [
    field,
    field === "email"
      ? { [required]: hint, [INVALID_EMAIL]: "Enter an address like name@example.com." }
      : { [required]: hint },
  ]);
  return { messages: [required, INVALID_EMAIL], fields: Object.fromEntries(fields) };
}

export const REVIEW_SUMMARY = summaryOf(ALL_FIELDS_REQUIRED, {
  name: "Enter your name.",
  email: "Enter your e-mail address.",
  selectedCountry: "Choose your country.",
  phone: "Enter your phone number.",
  rating: "Choose 1 to 5 stars.",
  heading: "Give your review a heading.",
  comment: "Write your comment.",
});

import { FILL_ALL_FIELDS } from "~/schemas/quotation";
import { ALL_FIELDS_REQUIRED, INVALID_EMAIL } from "~/schemas/review";
import type { Summary } from "~/utils/form.server";

const ENTER_EMAIL = "Enter your e-mail address.";
const EMAIL_LIKE = "Enter an address like name@example.com.";

/** The spec's one message as the form's summary; beside each wrong field, what is wrong with it. */
export const REVIEW_SUMMARY: Summary = {
  messages: [ALL_FIELDS_REQUIRED, INVALID_EMAIL],
  fields: {
    name: { [ALL_FIELDS_REQUIRED]: "Enter your name." },
    email: { [ALL_FIELDS_REQUIRED]: ENTER_EMAIL, [INVALID_EMAIL]: EMAIL_LIKE },
    selectedCountry: { [ALL_FIELDS_REQUIRED]: "Choose your country." },
    phone: { [ALL_FIELDS_REQUIRED]: "Enter your phone number." },
    rating: { [ALL_FIELDS_REQUIRED]: "Choose 1 to 5 stars." },
    heading: { [ALL_FIELDS_REQUIRED]: "Give your review a heading." },
    comment: { [ALL_FIELDS_REQUIRED]: "Write your comment." },
  },
};

export const QUOTE_SUMMARY: Summary = {
  messages: [FILL_ALL_FIELDS, INVALID_EMAIL],
  fields: {
    name: { [FILL_ALL_FIELDS]: "Enter your name." },
    email: { [FILL_ALL_FIELDS]: ENTER_EMAIL, [INVALID_EMAIL]: EMAIL_LIKE },
    company: { [FILL_ALL_FIELDS]: "Enter your company." },
    query: { [FILL_ALL_FIELDS]: "Tell us what you need." },
  },
};

/** Small helpers of the Messages screens, safe for the browser. */
import { enquiryReference } from "~/utils/quote-line";

type Topic = { id?: number; kind: string; subject: string; productName: string };

/**
 * What a message is about, in one line: a quotation by its product, or (an enquiry of several
 * lines from the quote basket) by its reference.
 */
export function topicOf(m: Topic) {
  if (m.kind === "quotation") {
    if (m.productName) return `Quotation: ${m.productName}`;
    return m.id === undefined ? "Quotation" : `Quotation ${enquiryReference(m.id)}`;
  }
  return m.subject || "(No subject)";
}

/**
 * A `mailto:` link answering the message, its subject filled in ("Re: …"); a quotation's carries
 * its reference, as the visitor's copy did ("Re: Quotation Q-000123", docs/quotes.md).
 */
export function replyHref(m: Topic & { email: string }, brand: string) {
  const reference = m.id === undefined ? "" : ` ${enquiryReference(m.id)}`;
  const subject =
    m.kind === "quotation"
      ? `Re: Quotation${reference}${m.productName ? ` for ${m.productName}` : ""}`
      : `Re: ${m.subject || `Your message to ${brand}`}`;
  return `mailto:${m.email}?subject=${encodeURIComponent(subject)}`;
}

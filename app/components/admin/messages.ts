/** Small helpers of the Messages screens, safe for the browser. */

type Topic = { kind: string; subject: string; productName: string };

/** What a message is about, in one line. */
export function topicOf(m: Topic) {
  if (m.kind === "quotation") return `Quotation${m.productName ? `: ${m.productName}` : ""}`;
  return m.subject || "(No subject)";
}

/** A `mailto:` link answering the message, its subject filled in ("Re: …"). */
export function replyHref(m: Topic & { email: string }, brand: string) {
  const subject =
    m.kind === "quotation"
      ? `Re: Quotation${m.productName ? ` for ${m.productName}` : ""}`
      : `Re: ${m.subject || `Your message to ${brand}`}`;
  return `mailto:${m.email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The quote basket (docs/quotes.md, Quote basket): lines a visitor gathers in a signed cookie
 * (no account), shown at /quote, and sent as one enquiry with its lines, which staff read in
 * Messages. The visitor is sent a copy listing the lines; sales a notification (SALES_EMAIL).
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  contactMessages,
  enquiryLines,
  products,
  productSpecifications,
  specifications,
} from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { assertWriteAllowed } from "~/models/rate-limits.server";
import { BASKET_MAX_LINES, QTY_MAX } from "~/constants";
import { describeLine, enquiryReference } from "~/utils/quote-line";
import {
  BASKET_FULL,
  BasketSchema,
  type AddToQuote,
  type BasketLine,
  type QuoteRequest,
} from "~/schemas/quote-basket";
import { findCountry } from "~/utils/countries";
import { badInput, DomainError, notFound } from "~/utils/domain-error";
import { signedCookie } from "~/utils/cookies.server";
import { enqueueMail } from "~/utils/mail.server";

export const PRODUCT_GONE = "This product is no longer in the catalogue.";
export const BASKET_EMPTY = "Your quote is empty: add products from their pages first.";

/** A month, refreshed by every change; an empty basket clears the cookie. */
const basketCookie = signedCookie("bel_quote");
const MAX_AGE = 30 * 24 * 3600;

/** The basket of a request: [] without the cookie, or when it does not parse. */
export async function readBasket(request: Request): Promise<BasketLine[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("bel_quote=")) return [];
  const parsed = BasketSchema.safeParse(await basketCookie.parse(header));
  return parsed.success ? parsed.data : [];
}

/** The Set-Cookie of a changed basket: the lines, or the cookie's removal when there are none. */
export async function basketCookieHeader(lines: BasketLine[]) {
  return lines.length
    ? basketCookie.serialize(BasketSchema.parse(lines), { maxAge: MAX_AGE })
    : basketCookie.serialize([], { maxAge: 0, expires: new Date(0) });
}

/** Products sold by length: those with a value in the Length specification group. */
export function soldByLength(productIds: number[]): Set<number> {
  if (!productIds.length) return new Set();
  const rows = db
    .select({ id: productSpecifications.productId })
    .from(productSpecifications)
    .innerJoin(specifications, eq(specifications.id, productSpecifications.specId))
    .where(
      and(inArray(productSpecifications.productId, productIds), eq(specifications.slug, "length")),
    )
    .all();
  return new Set(rows.map((r) => r.id));
}

/** Whether the product of `slug` is sold by length (its "Add to quote" asks for a length). */
export function isSoldByLength(slug: string) {
  const product = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
    .get();
  return product ? soldByLength([product.id]).size > 0 : false;
}

const sameMeasure = (a: BasketLine, b: BasketLine) =>
  a.slug === b.slug && a.length === b.length && a.drum === b.drum;

/** Adds a line; the same product with the same length or drum adds to the line already there. */
export function addToBasket(lines: BasketLine[], input: AddToQuote): BasketLine[] {
  const product = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, input.slug))
    .get();
  if (!product) throw notFound(PRODUCT_GONE);
  const line: BasketLine = { slug: input.slug, qty: input.qty };
  if (soldByLength([product.id]).size) {
    if ("length" in input && input.length) line.length = input.length;
    if ("drum" in input && input.drum) line.drum = input.drum;
  }
  const same = lines.findIndex((l) => sameMeasure(l, line));
  if (same >= 0) {
    return lines.map((l, i) =>
      i === same ? { ...l, qty: Math.min(QTY_MAX, l.qty + line.qty) } : l,
    );
  }
  if (lines.length >= BASKET_MAX_LINES) throw new DomainError(409, BASKET_FULL);
  return [...lines, line];
}

/** Replaces a line's quantity and length or drum. */
export function updateBasketLine(
  lines: BasketLine[],
  index: number,
  change: { qty: number; length?: number; drum?: BasketLine["drum"] },
): BasketLine[] {
  if (!lines[index]) throw badInput("This line is no longer in your quote.");
  return lines.map((l, i) =>
    i === index
      ? {
          slug: l.slug,
          qty: change.qty,
          ...(change.length ? { length: change.length } : {}),
          ...(change.drum ? { drum: change.drum } : {}),
        }
      : l,
  );
}

export const removeBasketLine = (lines: BasketLine[], index: number) =>
  lines.filter((_, i) => i !== index);

export type BasketView = BasketLine & {
  productId: number;
  name: string;
  soldByLength: boolean;
};

/** The lines with their products' names; a line whose product has gone is left out. */
export function basketView(lines: BasketLine[]): BasketView[] {
  if (!lines.length) return [];
  const rows = db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(inArray(products.slug, [...new Set(lines.map((l) => l.slug))]))
    .all();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const byLength = soldByLength(rows.map((r) => r.id));
  return lines.flatMap((line) => {
    const product = bySlug.get(line.slug);
    return product
      ? [
          {
            ...line,
            productId: product.id,
            name: product.name,
            soldByLength: byLength.has(product.id),
          },
        ]
      : [];
  });
}

function linesText(lines: BasketView[], base: string) {
  return lines
    .map((l, i) => `${i + 1}. ${l.name}: ${describeLine(l)}\n   ${base}/products/${l.slug}`)
    .join("\n");
}

/**
 * Sends the basket: one enquiry (a quotation message) with its lines, and the two e-mails queued,
 * in one transaction; limited per address like the quotation modal.
 */
export async function submitQuoteBasket(
  input: QuoteRequest,
  basket: BasketLine[],
  { address, origin }: { address: string; origin: string },
) {
  const lines = basketView(basket);
  if (!lines.length) throw badInput(BASKET_EMPTY);
  await assertWriteAllowed("quotation", address);
  const country = findCountry(input.selectedCountry);
  return db.transaction(() => {
    const { id } = db
      .insert(contactMessages)
      .values({
        kind: "quotation",
        name: input.name,
        email: input.email.toLowerCase(),
        country: country?.name ?? input.selectedCountry,
        countryCode: input.countryCode || country?.dialCode || "",
        phone: input.phone,
        subject: `Quote: ${lines.length} product${lines.length === 1 ? "" : "s"}`,
        message: input.message,
        company: input.company,
      })
      .returning({ id: contactMessages.id })
      .get();
    db.insert(enquiryLines)
      .values(
        lines.map((l, position) => ({
          messageId: id,
          productId: l.productId,
          productName: l.name,
          productSlug: l.slug,
          quantity: l.qty,
          lengthM: l.length ?? null,
          drum: l.drum ?? "",
          position,
        })),
      )
      .run();
    const reference = enquiryReference(id);
    const list = linesText(lines, origin);
    enqueueMail({
      to: input.email,
      subject: `Your quote request ${reference} – ${env.BRAND_NAME}`,
      text: [
        `Dear ${input.name},`,
        "",
        `Thank you: your quote request ${reference} has reached our sales team, who will reply shortly.`,
        "",
        list,
        ...(input.message ? ["", `Your message: ${input.message}`] : []),
        "",
        env.BRAND_NAME,
      ].join("\n"),
    });
    enqueueMail({
      to: env.SALES_EMAIL,
      subject: `Quote request ${reference} from ${input.company}`,
      text: [
        `${input.name} <${input.email}>, ${input.company}`,
        `Phone: +${input.countryCode || country?.dialCode || ""} ${input.phone} (${country?.name ?? input.selectedCountry})`,
        "",
        list,
        ...(input.message ? ["", `Message: ${input.message}`] : []),
        "",
        `${origin}/admin/messages/${id}`,
      ].join("\n"),
    });
    return { id, reference };
  });
}

/** The chat link's text: the whole basket. */
export function basketChatUrl(lines: BasketView[]) {
  const text = ["Quote request", ...lines.map((l) => `${l.name}: ${describeLine(l)}`)].join("\n");
  return `https://wa.me/${env.CHAT_NUMBER}?text=${encodeURIComponent(text)}`;
}

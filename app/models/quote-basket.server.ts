/**
 * The quote basket (docs/quotes.md, Quote basket): lines a visitor gathers in a signed cookie
 * (no account), shown at /quote, and sent as one enquiry with its lines, which staff read in
 * Messages. The visitor is sent a copy listing the lines; sales a notification (SALES_EMAIL).
 * Each line is what its product is sold as (./sale.server.ts): a number of packs, cut lengths or
 * drums, or units. Only products visitors may see (docs/admin.md, Status) are added, shown and
 * sent: a line whose product has gone or is no longer published is left out of the quote (the
 * page says how many), and comes back should the product be published again.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { contactMessages, enquiryLines, productImages, products } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { prepared } from "~/models/prepared.server";
import { isVisible } from "~/models/product-visibility.server";
import { assertWriteAllowed } from "~/models/rate-limits.server";
import { salesOf } from "~/models/sale.server";
import { BASKET_MAX_LINES, QTY_MAX } from "~/constants";
import { describeLine, enquiryReference, type Sale } from "~/utils/quote-line";
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
import { BASKET_COOKIE, QUOTE_SENT_COOKIE } from "~/utils/site-cookies";
import { enqueueMail } from "~/models/mail.server";
import { imageStem, uploadUrl } from "~/utils/uploads";

export const PRODUCT_GONE = "This product is no longer in the catalogue.";
export const BASKET_EMPTY = "Your quote is empty: add products from their pages first.";
/** Cable cut to length asked for without a length or a drum (a card's button, a stale page). */
export const CHOOSE_LENGTH = "Choose a length: cut to the metres you need, or a drum.";

/** A month, refreshed by every change; an empty basket clears the cookie. */
const basketCookie = signedCookie(BASKET_COOKIE);
const MAX_AGE = 30 * 24 * 3600;
/**
 * The enquiry just sent, for its confirmation to list its lines: only the browser that sent it
 * sees them (a reference alone shows none), once (the confirmation clears it), within the hour.
 */
const sentCookie = signedCookie(QUOTE_SENT_COOKIE);

/** The basket of a request: [] without the cookie, or when it does not parse. */
export async function readBasket(request: Request): Promise<BasketLine[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${BASKET_COOKIE}=`)) return [];
  const parsed = BasketSchema.safeParse(await basketCookie.parse(header));
  return parsed.success ? parsed.data : [];
}

/** The Set-Cookie of a changed basket: the lines, or the cookie's removal when there are none. */
export async function basketCookieHeader(lines: BasketLine[]) {
  return lines.length
    ? basketCookie.serialize(BasketSchema.parse(lines), { maxAge: MAX_AGE })
    : basketCookie.serialize([], { maxAge: 0, expires: new Date(0) });
}

/** The id of the product of `slug`, whatever its status. */
const idOfSlug = prepared(() =>
  db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, sql.placeholder("slug")))
    .prepare(),
);
/** The id of the product of `slug`, when visitors may see it. */
const visibleIdOfSlug = prepared(() =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), isVisible()))
    .prepare(),
);
const idOf = (slug: string) => visibleIdOfSlug().get({ slug })?.id;

/**
 * How the product of `slug` is sold (its "Add to quote" asks for that), or null when unknown:
 * read for its page, which a staff member may be previewing, so whatever its status.
 */
export function productSale(slug: string): Sale | null {
  const id = idOfSlug().get({ slug })?.id;
  return id === undefined ? null : (salesOf([id]).get(id) ?? null);
}

/**
 * The line a quantity and measure make of a product sold as `sale`: a pack or a unit takes the
 * quantity alone (a length or drum sent for it is dropped: the pack is the product's own); cable
 * cut to length needs a length or a drum, or refuses on `field`.
 */
function lineFor(
  slug: string,
  input: { qty: number; length?: number; drum?: BasketLine["drum"] },
  sale: Sale,
  field: string,
): BasketLine {
  if (sale.kind !== "cut") return { slug, qty: input.qty };
  if (input.length) return { slug, qty: input.qty, length: input.length };
  if (input.drum) return { slug, qty: input.qty, drum: input.drum };
  throw badInput(CHOOSE_LENGTH, field);
}

const sameMeasure = (a: BasketLine, b: BasketLine) =>
  a.slug === b.slug && a.length === b.length && a.drum === b.drum;

/**
 * Adds a line as the product is sold; the same product with the same length or drum adds to the
 * line already there. Cable cut to length sent without a length or drum is refused (CHOOSE_LENGTH).
 */
export function addToBasket(lines: BasketLine[], input: AddToQuote): BasketLine[] {
  const id = idOf(input.slug);
  if (id === undefined) throw notFound(PRODUCT_GONE);
  const line = lineFor(input.slug, input, salesOf([id]).get(id)!, "measure");
  const same = lines.findIndex((l) => sameMeasure(l, line));
  if (same >= 0) {
    return lines.map((l, i) =>
      i === same ? { ...l, qty: Math.min(QTY_MAX, l.qty + line.qty) } : l,
    );
  }
  if (lines.length >= BASKET_MAX_LINES) throw new DomainError(409, BASKET_FULL);
  return [...lines, line];
}

/**
 * The basket with what the visitor typed on /quote (docs/quotes.md, `/quote`): the form sends
 * every line, and each replaces the basket's line at its index while that is the same product. A
 * line the form leaves out (one being removed), or one whose product differs (the basket changed
 * in another window), keeps what the basket has. A cut line without a length or drum is refused
 * beside its fields (`lines[i].measure`).
 */
export function applyTypedLines(
  basket: BasketLine[],
  typed: (AddToQuote | undefined)[],
): BasketLine[] {
  const ids = new Map<string, number>();
  for (const { slug } of basket) {
    const id = ids.has(slug) ? ids.get(slug) : idOf(slug);
    if (id !== undefined) ids.set(slug, id);
  }
  const sales = salesOf([...ids.values()]);
  return basket.map((line, i) => {
    const input = typed[i];
    const id = ids.get(line.slug);
    if (!input || input.slug !== line.slug || id === undefined) return line;
    return lineFor(line.slug, input, sales.get(id)!, `lines[${i}].measure`);
  });
}

export const removeBasketLine = (lines: BasketLine[], index: number) =>
  lines.filter((_, i) => i !== index);

export type BasketView = BasketLine & {
  /** The line's place in the basket (its form fields and buttons name it). */
  index: number;
  productId: number;
  name: string;
  sku: string | null;
  /** The product's first picture: its renditions' stem and the main one's width. */
  image: { stem: string; width: number } | null;
  sale: Sale;
};

const basketProductsOf = prepared(() =>
  db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      sku: products.sku,
      file: productImages.file,
      width: productImages.width,
    })
    .from(products)
    .leftJoin(
      productImages,
      sql`${productImages.id} = (SELECT main.id FROM product_images AS main
        WHERE main.product_id = ${products.id} ORDER BY main.position, main.id LIMIT 1)`,
    )
    .where(
      and(
        sql`${products.slug} IN (SELECT value FROM json_each(${sql.placeholder("slugs")}))`,
        isVisible(),
      ),
    )
    .prepare(),
);

/**
 * The lines with their products' names, SKUs, pictures and how they are sold, each line as its
 * product is sold (a basket kept from before the rule, with a drum for a boxed cable, reads as the
 * box), with its place in the basket; a line whose product has gone, or is no longer published,
 * is left out.
 */
export function basketView(lines: BasketLine[]): BasketView[] {
  if (!lines.length) return [];
  const rows = basketProductsOf().all({
    slugs: JSON.stringify([...new Set(lines.map((l) => l.slug))]),
  });
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const sales = salesOf(rows.map((r) => r.id));
  return lines.flatMap((line, index) => {
    const product = bySlug.get(line.slug);
    if (!product) return [];
    const sale = sales.get(product.id) ?? { kind: "unit" as const };
    const measure = sale.kind === "cut" ? line : { slug: line.slug, qty: line.qty };
    return [
      {
        ...measure,
        index,
        productId: product.id,
        name: product.name,
        sku: product.sku,
        image:
          product.file !== null && product.width !== null
            ? { stem: imageStem(uploadUrl(product.file)!), width: product.width }
            : null,
        sale,
      },
    ];
  });
}

/** What a line is, as stored and read: quantity, metres per piece, drum and pack kind. */
export function lineMeasure(line: BasketView) {
  const { sale } = line;
  if (sale.kind === "pack")
    return { qty: line.qty, length: sale.metres, drum: "", pack: sale.pack };
  return { qty: line.qty, length: line.length ?? null, drum: line.drum ?? "", pack: "" };
}

/** A line as people read it: "2 × 305 m box". */
export const lineText = (line: BasketView) => describeLine(lineMeasure(line));

function linesText(lines: BasketView[], base: string) {
  return lines
    .map((l, i) =>
      [
        `${i + 1}. ${l.name}: ${lineText(l)}`,
        ...(l.sku ? [`   SKU: ${l.sku}`] : []),
        `   ${base}/products/${l.slug}`,
      ].join("\n"),
    )
    .join("\n");
}

/**
 * Sends the basket: one enquiry (a quotation message) with its lines, and the two e-mails queued,
 * in one transaction; limited per address like every anonymous quotation.
 */
export async function submitQuoteBasket(
  input: QuoteRequest,
  basket: BasketLine[],
  { address, origin }: { address: string; origin: string },
) {
  const lines = basketView(basket);
  if (!lines.length) throw badInput(BASKET_EMPTY);
  const unmeasured = lines.findIndex((l) => l.sale.kind === "cut" && !l.length && !l.drum);
  if (unmeasured >= 0) throw badInput(CHOOSE_LENGTH, `lines[${unmeasured}].measure`);
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
        lines.map((l, position) => {
          const measure = lineMeasure(l);
          return {
            messageId: id,
            productId: l.productId,
            productName: l.name,
            productSlug: l.slug,
            sku: l.sku ?? "",
            quantity: measure.qty,
            lengthM: measure.length,
            drum: measure.drum,
            pack: measure.pack,
            position,
          };
        }),
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

/** The Set-Cookie that lets the sender's confirmation list the lines of enquiry `id`. */
export const sentCookieHeader = (id: number) => sentCookie.serialize(id, { maxAge: 3600 });

/**
 * The lines of the enquiry `reference` for its confirmation, when this browser sent it (its
 * cookie names it), with the Set-Cookie that clears the cookie; null otherwise.
 */
export async function sentEnquiryLines(request: Request, reference: string) {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${QUOTE_SENT_COOKIE}=`)) return null;
  const id = await sentCookie.parse(header);
  if (typeof id !== "number" || enquiryReference(id) !== reference) return null;
  const lines = db
    .select({
      name: enquiryLines.productName,
      sku: enquiryLines.sku,
      qty: enquiryLines.quantity,
      length: enquiryLines.lengthM,
      drum: enquiryLines.drum,
      pack: enquiryLines.pack,
    })
    .from(enquiryLines)
    .where(eq(enquiryLines.messageId, id))
    .orderBy(asc(enquiryLines.position), asc(enquiryLines.id))
    .all()
    .map((l) => ({ name: l.name, sku: l.sku, text: describeLine(l) }));
  return {
    lines,
    clear: await sentCookie.serialize(0, { maxAge: 0, expires: new Date(0) }),
  };
}

/** The chat link's text: the whole basket. */
export function basketChatUrl(lines: BasketView[]) {
  const text = ["Quote request", ...lines.map((l) => `${l.name}: ${lineText(l)}`)].join("\n");
  return `https://wa.me/${env.CHAT_NUMBER}?text=${encodeURIComponent(text)}`;
}

/**
 * The quote basket (docs/quotes.md, Quote basket): its cookie and bounds, the lines' forms, and
 * sending it: one enquiry with its lines and two queued e-mails in one transaction, a reference.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  contactMessages,
  enquiryLines,
  mailQueue,
  products,
  specifications,
} from "../../db/schema";
import { db } from "~/db.server";
import { createProduct, deleteProduct, getCardViews } from "~/models/product.server";
import {
  addToBasket,
  basketChatUrl,
  basketCookieHeader,
  basketView,
  readBasket,
  removeBasketLine,
  submitQuoteBasket,
  updateBasketLine,
} from "~/models/quote-basket.server";
import { BASKET_MAX_LINES } from "~/constants";
import { enquiryReference } from "~/utils/quote-line";
import {
  AddToQuoteSchema,
  BASKET_FULL,
  QuoteRequestSchema,
  UpdateLineSchema,
  type BasketLine,
} from "~/schemas/quote-basket";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";

let cable: { id: number; slug: string };
let tool: { id: number; slug: string };

beforeEach(() => {
  resetDb();
  const t = createTaxonomy();
  const length = db
    .insert(specifications)
    .values({ title: "Length", slug: "length" })
    .returning()
    .get();
  const m305 = db
    .insert(specifications)
    .values({ title: "305 m", slug: "305m", parentId: length.id })
    .returning()
    .get();
  cable = createProduct({
    name: "Cat6 U/UTP LSZH",
    slug: "cat6-utp",
    description: "Data cable.",
    categoryId: t.lan.id,
    specificationValueIds: [m305.id, t.lszh.id],
  });
  tool = createProduct({
    name: "Crimp Tool",
    slug: "crimp-tool",
    description: "A tool.",
    categoryId: t.lan.id,
  });
});

const request = (cookie?: string) =>
  new Request("http://localhost/quote", cookie ? { headers: { Cookie: cookie } } : {});

const cookieOf = (setCookie: string) => setCookie.split(";")[0];

const add = (lines: BasketLine[], form: Record<string, string>) =>
  addToBasket(lines, AddToQuoteSchema.parse(form));

const visitor = {
  name: "Ada Buyer",
  email: "Ada@Example.com",
  company: "Sparks Ltd",
  selectedCountry: "United Kingdom",
  phone: "07911 123456",
  message: "Delivery to Slough, please.",
};

describe("the basket cookie", () => {
  it("is empty without a cookie, and with a forged or malformed one", async () => {
    expect(await readBasket(request())).toEqual([]);
    expect(await readBasket(request("bel_quote=W3sic2x1ZyI6Inh9XQ"))).toEqual([]);
    const header = await basketCookieHeader([{ slug: "cat6-utp", qty: 2 }]);
    const forged = cookieOf(header).replace(/\.[^.]+$/, ".AAAA");
    expect(await readBasket(request(forged))).toEqual([]);
  });

  it("round-trips the lines, and an empty basket clears the cookie", async () => {
    const lines = [{ slug: "cat6-utp", qty: 2, length: 150 }];
    expect(await readBasket(request(cookieOf(await basketCookieHeader(lines))))).toEqual(lines);
    const cleared = await basketCookieHeader([]);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe("lines", () => {
  it("checks quantity, length and drum, and keeps a length only for cable sold by length", () => {
    for (const qty of ["0", "10000", "1.5", "x", ""]) {
      expect(AddToQuoteSchema.safeParse({ slug: "cat6-utp", qty }).success).toBe(false);
    }
    expect(
      AddToQuoteSchema.safeParse({
        slug: "cat6-utp",
        qty: "1",
        measure: "length",
        length: "100001",
      }).success,
    ).toBe(false);
    expect(
      AddToQuoteSchema.safeParse({ slug: "cat6-utp", qty: "1", measure: "drum", drum: "42 m" })
        .success,
    ).toBe(false);
    const missing = AddToQuoteSchema.safeParse({ slug: "cat6-utp", qty: "1", measure: "length" });
    expect(missing.error?.issues[0]).toMatchObject({ path: ["length"] });

    let lines = add([], { slug: "cat6-utp", qty: "2", measure: "length", length: "150" });
    lines = add(lines, { slug: "cat6-utp", qty: "1", measure: "drum", drum: "305 m" });
    lines = add(lines, { slug: "crimp-tool", qty: "3", measure: "length", length: "20" });
    lines = add(lines, { slug: "cat6-utp", qty: "3", measure: "length", length: "150" });
    expect(lines).toEqual([
      { slug: "cat6-utp", qty: 5, length: 150 },
      { slug: "cat6-utp", qty: 1, drum: "305 m" },
      { slug: "crimp-tool", qty: 3 },
    ]);
  });

  it("refuses an unknown product and a 51st line", () => {
    expect(() => add([], { slug: "no-such", qty: "1" })).toThrow(DomainError);
    const full = Array.from({ length: BASKET_MAX_LINES }, (_, i) => ({
      slug: "cat6-utp",
      qty: 1,
      length: i + 1,
    }));
    expect(() => add(full, { slug: "crimp-tool", qty: "1" })).toThrow(BASKET_FULL);
  });

  it("changes and removes a line", () => {
    const lines: BasketLine[] = [
      { slug: "cat6-utp", qty: 2, length: 150 },
      { slug: "crimp-tool", qty: 1 },
    ];
    const change = UpdateLineSchema.parse({ line: "0", qty: "4", measure: "drum", drum: "500 m" });
    expect(updateBasketLine(lines, change.line, change)).toEqual([
      { slug: "cat6-utp", qty: 4, drum: "500 m" },
      { slug: "crimp-tool", qty: 1 },
    ]);
    expect(() => updateBasketLine(lines, 7, change)).toThrow(DomainError);
    expect(removeBasketLine(lines, 0)).toEqual([{ slug: "crimp-tool", qty: 1 }]);
  });

  it("shows the products' names, and leaves out a product that has gone", () => {
    const lines: BasketLine[] = [
      { slug: "cat6-utp", qty: 2, length: 150 },
      { slug: "crimp-tool", qty: 1 },
    ];
    expect(basketView(lines)).toMatchObject([
      { name: "Cat6 U/UTP LSZH", soldByLength: true, productId: cable.id },
      { name: "Crimp Tool", soldByLength: false, productId: tool.id },
    ]);
    deleteProduct(tool.id);
    expect(basketView(lines).map((l) => l.slug)).toEqual(["cat6-utp"]);
    expect(decodeURIComponent(basketChatUrl(basketView(lines)))).toContain(
      "Cat6 U/UTP LSZH: 2 × 150 m",
    );
  });
});

describe("sending the basket", () => {
  const lines: BasketLine[] = [
    { slug: "cat6-utp", qty: 2, length: 150 },
    { slug: "cat6-utp", qty: 1, drum: "305 m" },
    { slug: "crimp-tool", qty: 3 },
  ];
  const options = { address: "203.0.113.7", origin: "https://shop.test" };

  it("stores one enquiry with its lines, and queues the visitor's copy and sales' notice", async () => {
    const input = QuoteRequestSchema.parse(visitor);
    const { id, reference } = await submitQuoteBasket(input, lines, options);
    expect(reference).toBe(enquiryReference(id));
    expect(enquiryReference(123)).toBe("Q-000123");
    const message = db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    expect(message).toMatchObject({
      kind: "quotation",
      email: "ada@example.com",
      company: "Sparks Ltd",
      country: "United Kingdom",
      countryCode: "44",
      phone: "07911123456",
      status: "new",
      assigneeId: null,
    });
    expect(
      db.select().from(enquiryLines).where(eq(enquiryLines.messageId, id)).all(),
    ).toMatchObject([
      {
        productId: cable.id,
        productSlug: "cat6-utp",
        quantity: 2,
        lengthM: 150,
        drum: "",
        position: 0,
      },
      { productId: cable.id, quantity: 1, lengthM: null, drum: "305 m", position: 1 },
      { productId: tool.id, productName: "Crimp Tool", quantity: 3, position: 2 },
    ]);
    const mails = db.select().from(mailQueue).all();
    expect(mails.map((m) => m.to)).toEqual(["Ada@Example.com", "sales@belcables.co.uk"]);
    for (const mail of mails) {
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain("Cat6 U/UTP LSZH: 2 × 150 m");
      expect(mail.text).toContain("Cat6 U/UTP LSZH: 1 × 305 m drum");
      expect(mail.text).toContain("https://shop.test/products/crimp-tool");
    }

    // A product that goes keeps its line by name.
    deleteProduct(tool.id);
    expect(db.select().from(enquiryLines).where(eq(enquiryLines.position, 2)).get()).toMatchObject({
      productId: null,
      productName: "Crimp Tool",
    });
    expect(db.select().from(products).all()).toHaveLength(1);
  });

  it("refuses an empty basket and writes nothing", async () => {
    const input = QuoteRequestSchema.parse(visitor);
    await expect(submitQuoteBasket(input, [], options)).rejects.toThrow(DomainError);
    expect(db.select().from(contactMessages).all()).toEqual([]);
    expect(db.select().from(mailQueue).all()).toEqual([]);
  });

  it("asks for the company and a valid phone", () => {
    const result = QuoteRequestSchema.safeParse({ ...visitor, company: " ", phone: "12" });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["company", "phone"]);
  });
});

describe("cards", () => {
  it("say which products are sold by length, read for the page, not one query a card", () => {
    const cards = getCardViews([tool.id, cable.id]);
    expect(cards.map((c) => [c.slug, c.soldByLength])).toEqual([
      ["crimp-tool", undefined],
      ["cat6-utp", true],
    ]);
    // A product not sold by length carries no field at all (the page carries its cards' data).
    expect("soldByLength" in cards[0]).toBe(false);

    // As many queries for one card as for a page of them.
    const queries = vi.spyOn(db, "select");
    getCardViews([cable.id]);
    const one = queries.mock.calls.length;
    queries.mockClear();
    getCardViews([tool.id, cable.id, tool.id, cable.id]);
    expect(queries.mock.calls.length).toBe(one);
    queries.mockRestore();
  });
});

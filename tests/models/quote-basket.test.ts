/**
 * The quote basket (docs/quotes.md, Quote basket; How a product is sold): how a product is sold,
 * the cookie and its bounds, the lines as the one form of /quote sends them, and sending the basket:
 * one enquiry with its lines and two queued e-mails in one transaction, a reference.
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
  applyTypedLines,
  basketChatUrl,
  basketCookieHeader,
  basketView,
  CHOOSE_LENGTH,
  lineText,
  productSale,
  readBasket,
  removeBasketLine,
  submitQuoteBasket,
} from "~/models/quote-basket.server";
import { cutToLength, saleOf, salesOf } from "~/models/sale.server";
import { BASKET_MAX_LINES } from "~/constants";
import { describeLine, enquiryReference } from "~/utils/quote-line";
import {
  AddToQuoteSchema,
  BASKET_FULL,
  quoteIntent,
  QuoteLinesSchema,
  QuoteRequestSchema,
  QuoteSendSchema,
  type BasketLine,
} from "~/schemas/quote-basket";
import { DomainError } from "~/utils/domain-error";
import { createTaxonomy, resetDb } from "../fixtures";

/** Sold by the 305 m box (its name says Box, its Length is 305 m). */
let box: { id: number; slug: string };
/** Sold by the 100 m coil (a Length, no pack word in its name). */
let coil: { id: number; slug: string };
/** Cut to length, or on a drum. */
let cut: { id: number; slug: string };
/** By the unit: no Length. */
let tool: { id: number; slug: string };

beforeEach(() => {
  resetDb();
  const t = createTaxonomy();
  const length = db
    .insert(specifications)
    .values({ title: "Length", slug: "length" })
    .returning()
    .get();
  const value = (title: string, slug: string) =>
    db.insert(specifications).values({ title, slug, parentId: length.id }).returning().get().id;
  const m305 = value("305 m", "305m");
  const m100 = value("100 m", "100m");
  const cutValue = value("Cut to length", "cut-to-length");
  const product = (name: string, slug: string, values: number[], sku?: string) =>
    createProduct({
      name,
      slug,
      description: "A product.",
      categoryId: t.lan.id,
      specificationValueIds: values,
      sku,
    });
  box = product("Cat6 U/UTP LSZH 305m Box Blue", "cat6-box", [m305, t.lszh.id], "BEL-C6-305");
  coil = product("Tri-Rated Panel Wire 1.0mm² Black 100m", "tri-rated", [m100]);
  cut = product("SWA 3 core 2.5mm²", "swa-3c", [cutValue], "BEL-SWA-3C");
  tool = product("Crimp Tool", "crimp-tool", []);
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

describe("how a product is sold", () => {
  it("reads a pack from the Length value and the product's name; cut to length; else by the unit", () => {
    const len = (title: string, slug = title.replace(/\s/g, "").toLowerCase()) => ({ title, slug });
    expect(saleOf("Cat6 305m Box Blue", len("305 m"))).toEqual({
      kind: "pack",
      metres: 305,
      pack: "box",
    });
    expect(saleOf("Cat5e 100m Pull Box", len("100 m")).kind).toBe("pack");
    expect(saleOf("Cat6A 500m Drum Green", len("500 m"))).toMatchObject({ pack: "drum" });
    expect(saleOf("Cat6A S/FTP Patch 100m Reel", len("100 m"))).toMatchObject({ pack: "reel" });
    expect(saleOf("Twin & Earth 100m coil", len("100 m"))).toMatchObject({ pack: "coil" });
    // No pack word: a coil. Whole words only ("Boxed" is none); the first of several wins.
    expect(saleOf("Tri-Rated Panel Wire 100m", len("100 m"))).toMatchObject({ pack: "coil" });
    expect(saleOf("Boxed drum", len("1,000 m"))).toMatchObject({ metres: 1000, pack: "drum" });
    expect(saleOf("Reel in a box", len("305 m"))).toMatchObject({ pack: "reel" });
    expect(saleOf("Reel", len("1 km"))).toMatchObject({ metres: 1000, pack: "reel" });
    // A word inside another is not a pack word ("Boxer", "Coiled").
    expect(saleOf("Boxer Coiled lead", len("50 m"))).toMatchObject({ pack: "coil" });
    expect(saleOf("SWA", { title: "Cut to length", slug: "cut-to-length" })).toEqual({
      kind: "cut",
    });
    expect(saleOf("Crimp tool", null)).toEqual({ kind: "unit" });
    // A Length value that is no length is no pack either.
    expect(saleOf("Assorted", len("Assorted"))).toEqual({ kind: "unit" });
    expect(saleOf("Too long", len("200000 m"))).toEqual({ kind: "unit" });
  });

  it("reads it for any number of products at once (a page's, a basket's)", () => {
    const sales = salesOf([box.id, coil.id, cut.id, tool.id]);
    expect(Object.fromEntries([...sales].map(([id, sale]) => [id, sale]))).toEqual({
      [box.id]: { kind: "pack", metres: 305, pack: "box" },
      [coil.id]: { kind: "pack", metres: 100, pack: "coil" },
      [cut.id]: { kind: "cut" },
      [tool.id]: { kind: "unit" },
    });
    expect(productSale("tri-rated")).toEqual({ kind: "pack", metres: 100, pack: "coil" });
    expect(productSale("no-such")).toBeNull();
  });

  it("reads as people say it", () => {
    expect(describeLine({ qty: 2, length: 305, pack: "box" })).toBe("2 × 305 m box");
    expect(describeLine({ qty: 1, drum: "305 m" })).toBe("1 × 305 m drum");
    expect(describeLine({ qty: 2, length: 1500 })).toBe("2 × 1,500 m");
    expect(describeLine({ qty: 10 })).toBe("10");
  });
});

describe("the basket cookie", () => {
  it("is empty without a cookie, and with a forged or malformed one", async () => {
    expect(await readBasket(request())).toEqual([]);
    expect(await readBasket(request("bel_quote=W3sic2x1ZyI6Inh9XQ"))).toEqual([]);
    const header = await basketCookieHeader([{ slug: "cat6-box", qty: 2 }]);
    const forged = cookieOf(header).replace(/\.[^.]+$/, ".AAAA");
    expect(await readBasket(request(forged))).toEqual([]);
  });

  it("round-trips the lines, and an empty basket clears the cookie", async () => {
    const lines = [{ slug: "swa-3c", qty: 2, length: 150 }];
    expect(await readBasket(request(cookieOf(await basketCookieHeader(lines))))).toEqual(lines);
    const cleared = await basketCookieHeader([]);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe("adding", () => {
  it("checks quantity, length and drum", () => {
    for (const qty of ["0", "10000", "1.5", "x", ""]) {
      expect(AddToQuoteSchema.safeParse({ slug: "swa-3c", qty }).success).toBe(false);
    }
    const measure = (fields: Record<string, string>) =>
      AddToQuoteSchema.safeParse({ slug: "swa-3c", qty: "1", ...fields });
    expect(measure({ measure: "length", length: "100001" }).success).toBe(false);
    expect(measure({ measure: "drum", drum: "42 m" }).success).toBe(false);
    expect(measure({ measure: "length" }).error?.issues[0]).toMatchObject({ path: ["length"] });
  });

  it("adds a product as it is sold: a pack or a unit by quantity alone, cut cable with its length", () => {
    // A length or drum sent for a boxed cable (a page from before) is dropped: it comes in boxes.
    let lines = add([], { slug: "cat6-box", qty: "1", measure: "drum", drum: "305 m" });
    lines = add(lines, { slug: "cat6-box", qty: "1" });
    lines = add(lines, { slug: "swa-3c", qty: "2", measure: "length", length: "150" });
    lines = add(lines, { slug: "swa-3c", qty: "1", measure: "drum", drum: "500 m" });
    lines = add(lines, { slug: "crimp-tool", qty: "3", measure: "length", length: "20" });
    lines = add(lines, { slug: "swa-3c", qty: "3", measure: "length", length: "150" });
    expect(lines).toEqual([
      { slug: "cat6-box", qty: 2 },
      { slug: "swa-3c", qty: 5, length: 150 },
      { slug: "swa-3c", qty: 1, drum: "500 m" },
      { slug: "crimp-tool", qty: 3 },
    ]);
    expect(basketView(lines).map(lineText)).toEqual([
      "2 × 305 m box",
      "5 × 150 m",
      "1 × 500 m drum",
      "3",
    ]);
  });

  it("never chooses a length for cut cable: without one it is refused, on its measure", () => {
    let refused: unknown;
    try {
      add([], { slug: "swa-3c", qty: "1" });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 400, message: CHOOSE_LENGTH, field: "measure" });
  });

  it("refuses an unknown product and a 51st line", () => {
    expect(() => add([], { slug: "no-such", qty: "1" })).toThrow(DomainError);
    const full = Array.from({ length: BASKET_MAX_LINES }, (_, i) => ({
      slug: "swa-3c",
      qty: 1,
      length: i + 1,
    }));
    expect(() => add(full, { slug: "crimp-tool", qty: "1" })).toThrow(BASKET_FULL);
  });
});

describe("the lines of /quote as typed", () => {
  const basket: BasketLine[] = [
    { slug: "cat6-box", qty: 1 },
    { slug: "swa-3c", qty: 2, length: 150 },
    { slug: "crimp-tool", qty: 1 },
  ];
  const typed = (fields: Record<string, string>) => {
    // As Conform reads `lines[1].qty`: an array with holes where a line was left out.
    const lines: Record<string, string>[] = [];
    for (const [name, value] of Object.entries(fields)) {
      const [, index, field] = /^lines\[(\d+)\]\.(\w+)$/.exec(name)!;
      (lines[Number(index)] ??= {})[field] = value;
    }
    return QuoteLinesSchema.parse({ lines }).lines;
  };

  it("replaces each line by what was typed; a line left out or of another product keeps the basket's", () => {
    const lines = applyTypedLines(
      basket,
      typed({
        "lines[0].slug": "cat6-box",
        "lines[0].qty": "7",
        "lines[1].slug": "swa-3c",
        "lines[1].qty": "4",
        "lines[1].measure": "drum",
        "lines[1].drum": "305 m",
        "lines[1].length": "150",
        // The basket changed in another window: line 2 is no longer this product.
        "lines[2].slug": "cat6-box",
        "lines[2].qty": "9",
      }),
    );
    expect(lines).toEqual([
      { slug: "cat6-box", qty: 7 },
      { slug: "swa-3c", qty: 4, drum: "305 m" },
      { slug: "crimp-tool", qty: 1 },
    ]);
    // Remove: the removed line is left out of the form (a hole), then taken out.
    const kept = applyTypedLines(
      basket,
      typed({
        "lines[0].slug": "cat6-box",
        "lines[0].qty": "5",
        "lines[2].slug": "crimp-tool",
        "lines[2].qty": "2",
      }),
    );
    expect(removeBasketLine(kept, 1)).toEqual([
      { slug: "cat6-box", qty: 5 },
      { slug: "crimp-tool", qty: 2 },
    ]);
  });

  it("refuses a cut line without a length or drum beside its fields, and bad quantities beside theirs", () => {
    let refused: unknown;
    try {
      applyTypedLines(basket, typed({ "lines[1].slug": "swa-3c", "lines[1].qty": "3" }));
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ message: CHOOSE_LENGTH, field: "lines[1].measure" });

    const bad = QuoteSendSchema.safeParse({
      ...visitor,
      lines: [{ slug: "cat6-box", qty: "0" }, undefined, { slug: "crimp-tool", qty: "x" }],
    });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["lines.0.qty", "lines.2.qty"]);
  });

  it("reads the buttons: update, remove of a line, send", () => {
    expect(quoteIntent("update:2")).toEqual({ kind: "update", line: 2 });
    expect(quoteIntent("update")).toEqual({ kind: "update", line: undefined });
    expect(quoteIntent("remove:0")).toEqual({ kind: "remove", line: 0 });
    expect(quoteIntent("send")).toEqual({ kind: "send", line: undefined });
    for (const other of ["remove", "remove:x", "delete:1", "update:123", null]) {
      expect(quoteIntent(other)).toBeNull();
    }
  });
});

describe("the lines as shown", () => {
  it("have their names, SKUs, how they are sold, and leave out a product that has gone", () => {
    // A basket from before the rule: the boxed cable added as "1 × 305 m drum" reads as its box.
    const lines: BasketLine[] = [
      { slug: "cat6-box", qty: 1, drum: "305 m" },
      { slug: "swa-3c", qty: 2, length: 150 },
      { slug: "crimp-tool", qty: 1 },
    ];
    const view = basketView(lines);
    expect(view).toMatchObject([
      {
        slug: "cat6-box",
        name: "Cat6 U/UTP LSZH 305m Box Blue",
        sku: "BEL-C6-305",
        productId: box.id,
        image: null,
        sale: { kind: "pack", metres: 305, pack: "box" },
      },
      { name: "SWA 3 core 2.5mm²", sku: "BEL-SWA-3C", sale: { kind: "cut" }, length: 150 },
      { name: "Crimp Tool", sku: null, sale: { kind: "unit" } },
    ]);
    expect("drum" in view[0]).toBe(false);
    expect(view.map(lineText)).toEqual(["1 × 305 m box", "2 × 150 m", "1"]);
    deleteProduct(tool.id);
    expect(basketView(lines).map((l) => l.slug)).toEqual(["cat6-box", "swa-3c"]);
    expect(decodeURIComponent(basketChatUrl(basketView(lines)))).toContain(
      "Cat6 U/UTP LSZH 305m Box Blue: 1 × 305 m box",
    );
  });
});

describe("sending the basket", () => {
  const lines: BasketLine[] = [
    { slug: "cat6-box", qty: 2 },
    { slug: "swa-3c", qty: 2, length: 150 },
    { slug: "swa-3c", qty: 1, drum: "305 m" },
    { slug: "crimp-tool", qty: 3 },
  ];
  const options = { address: "203.0.113.7", origin: "https://shop.test" };

  it("stores one enquiry with its lines and SKUs, and queues the visitor's copy and sales' notice", async () => {
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
        productId: box.id,
        productSlug: "cat6-box",
        sku: "BEL-C6-305",
        quantity: 2,
        lengthM: 305,
        drum: "",
        pack: "box",
        position: 0,
      },
      { productId: cut.id, sku: "BEL-SWA-3C", quantity: 2, lengthM: 150, drum: "", pack: "" },
      { productId: cut.id, quantity: 1, lengthM: null, drum: "305 m", pack: "", position: 2 },
      { productId: tool.id, productName: "Crimp Tool", sku: "", quantity: 3, position: 3 },
    ]);
    const mails = db.select().from(mailQueue).all();
    expect(mails.map((m) => m.to)).toEqual(["Ada@Example.com", "sales@belcables.co.uk"]);
    for (const mail of mails) {
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain(
        "1. Cat6 U/UTP LSZH 305m Box Blue: 2 × 305 m box\n   SKU: BEL-C6-305\n   https://shop.test/products/cat6-box",
      );
      expect(mail.text).toContain("2. SWA 3 core 2.5mm²: 2 × 150 m\n   SKU: BEL-SWA-3C");
      expect(mail.text).toContain("3. SWA 3 core 2.5mm²: 1 × 305 m drum");
      // No SKU, no SKU line.
      expect(mail.text).toContain("4. Crimp Tool: 3\n   https://shop.test/products/crimp-tool");
    }

    // A product that goes keeps its line by name.
    deleteProduct(tool.id);
    expect(db.select().from(enquiryLines).where(eq(enquiryLines.position, 3)).get()).toMatchObject({
      productId: null,
      productName: "Crimp Tool",
    });
    expect(db.select().from(products).all()).toHaveLength(3);
  });

  it("refuses an empty basket, and cut cable without its length, and writes nothing", async () => {
    const input = QuoteRequestSchema.parse(visitor);
    await expect(submitQuoteBasket(input, [], options)).rejects.toThrow(DomainError);
    await expect(
      submitQuoteBasket(
        input,
        [
          { slug: "cat6-box", qty: 1 },
          { slug: "swa-3c", qty: 1 },
        ],
        options,
      ),
    ).rejects.toMatchObject({ message: CHOOSE_LENGTH, field: "lines[1].measure" });
    expect(db.select().from(contactMessages).all()).toEqual([]);
    expect(db.select().from(mailQueue).all()).toEqual([]);
  });

  it("asks for the company and a valid phone", () => {
    const result = QuoteRequestSchema.safeParse({ ...visitor, company: " ", phone: "12" });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["company", "phone"]);
  });
});

describe("cards", () => {
  it("say which products are cut to length, read for the page, not one query a card", () => {
    const cards = getCardViews([tool.id, cut.id, box.id]);
    expect(cards.map((c) => [c.slug, c.cutToLength])).toEqual([
      ["crimp-tool", undefined],
      ["swa-3c", true],
      ["cat6-box", undefined],
    ]);
    // A product sold otherwise carries no field at all (the page carries its cards' data).
    expect("cutToLength" in cards[0]).toBe(false);
    expect(cutToLength([box.id, cut.id, coil.id])).toEqual(new Set([cut.id]));

    // As many queries for one card as for a page of them.
    const queries = vi.spyOn(db, "select");
    getCardViews([cut.id]);
    const one = queries.mock.calls.length;
    queries.mockClear();
    getCardViews([tool.id, cut.id, tool.id, box.id, coil.id]);
    expect(queries.mock.calls.length).toBe(one);
    queries.mockRestore();
  });
});

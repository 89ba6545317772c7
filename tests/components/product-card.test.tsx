// @vitest-environment happy-dom
/**
 * A product card read from its compact row (app/components/product-card.tsx): what it says, and
 * nothing else. A row's absent family is a 0, which React would write as text.
 */
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { CARD_SIZES, cardRow, ProductCard, type CardRow } from "~/components/product-card";

const row = (family: CardRow[6]): CardRow => [
  "Cat6 U/UTP Cable",
  "cat6-utp",
  "BEL-C6",
  " in grey",
  ["abc", 480, 480],
  ["Copper Connectivity", "copper-connectivity"],
  family,
  0,
];

const cardData = () => ({
  name: "Cat6 U/UTP Cable",
  slug: "cat6-utp",
  shortdescription: "BEL-C6",
  imagealt: "Cat6 U/UTP Cable in grey",
  image: { stem: "/uploads/products/abc", width: 480, height: 480 },
  category: { name: "Copper Connectivity", slug: "copper-connectivity" },
});

function card(product: CardRow) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => <ProductCard product={product} sizes={CARD_SIZES.listing} />,
    },
  ]);
  // The server's markup: what a visitor without JavaScript gets.
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Stub />);
  return root.querySelector("article")!;
}

it("says its category, name, SKU, Compare and Add to quote, and no family line without a family", () => {
  const article = card(row(0));
  const texts = [...article.querySelector("div")!.childNodes].map((node) => node.textContent);
  expect(texts).toEqual([
    "Copper Connectivity",
    "Cat6 U/UTP Cable",
    "BEL-C6",
    "Compare",
    "Add to quote",
  ]);
  expect(article.querySelector("img")!.getAttribute("alt")).toBe("Cat6 U/UTP Cable in grey");
});

it("shows a family's line: its count of variants", () => {
  const article = card(row({ count: 3, colours: ["Grey", "Blue"] }));
  expect(article.querySelector(".card-family")!.textContent).toMatch(/^3 variants/);
  expect(article.querySelector("a[href='/products/cat6-utp#quote']")!.textContent).toBe(
    "Choose a variant",
  );
});

it("carries its picture's stem without the products' folder, and shows the picture from it", () => {
  const row = cardRow(cardData());
  expect(row[3]).toBe(" in grey");
  expect(row[4]).toEqual(["abc", 480, 480]);
  const img = card(row).querySelector("img")!;
  expect(img.getAttribute("src")).toBe("/uploads/products/abc-360.webp");
  expect(img.getAttribute("srcset")).toBe(
    "/uploads/products/abc-240.webp 240w, /uploads/products/abc-360.webp 360w, /uploads/products/abc-480.webp 480w",
  );
  // A stem elsewhere (none is, today) travels whole.
  const elsewhere = cardRow({
    ...cardData(),
    image: { stem: "/images/x", width: 240, height: 240 },
  });
  expect(elsewhere[4]).toEqual(["/images/x", 240, 240]);
  expect(card(elsewhere).querySelector("img")!.getAttribute("src")).toBe("/images/x-240.webp");
});

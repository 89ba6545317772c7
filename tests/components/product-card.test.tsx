// @vitest-environment happy-dom
/**
 * A product card read from its compact row (app/components/product-card.tsx): what it says, and
 * nothing else. A row's absent family is a 0, which React would write as text.
 */
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { CARD_SIZES, ProductCard, type CardRow } from "~/components/product-card";

const row = (family: CardRow[6]): CardRow => [
  "Cat6 U/UTP Cable",
  "cat6-utp",
  "BEL-C6",
  " in grey",
  ["/uploads/products/abc", 480, 480],
  ["Copper Connectivity", "copper-connectivity"],
  family,
  0,
];

function card(product: CardRow) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => <ProductCard product={product} sizes={CARD_SIZES.listing} />,
    },
  ]);
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

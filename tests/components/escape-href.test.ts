// @vitest-environment happy-dom
/**
 * A URL written into an attribute by hand (the Products menu, the filter panel): the browser reads
 * back the very address, whether its query's "&"s are written as they are or not.
 */
import { expect, it } from "vitest";
import { escapeHref } from "~/utils/xml";

const hrefOf = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root.querySelector("a")!.getAttribute("href");
};

it.each([
  "/products?category=copper&subcategory=cat6&sub-subcategory=utp",
  // Names that begin as character references do (&not, &copy, &sub): read as they are.
  "/products?a=1&not=2&copy=3&sub=4&amp=5",
  // A parameter without "=", a "&" in a value (encoded), quotes and brackets.
  "/products?new&keyword=a%26b&x=%22%3C",
  '/x?q="<b>"&not',
])("%s", (url) => {
  const written = escapeHref(url);
  expect(hrefOf(`<a href="${written}">x</a>`)).toBe(url);
  expect(written).not.toMatch(/[<>"]/);
});

it("writes a query's joining & as it is, and any other as &amp;", () => {
  expect(escapeHref("/products?category=a&subcategory=b")).toBe(
    "/products?category=a&subcategory=b",
  );
  expect(escapeHref("/x?new&not")).toBe("/x?new&amp;not");
});

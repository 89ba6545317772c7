// @vitest-environment happy-dom
/** The review modal of a product page, against the page's real loader and action. */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages, reviews } from "../../db/schema";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import * as productPage from "~/routes/products.$slug/route";
import { createTaxonomy, resetDb } from "../fixtures";
import { findToast, messageOf, renderApp, route } from "./remix-stub";

const SLUG = "cat6-lszh-patch-lead";

beforeEach(() => {
  resetDb();
  const t = createTaxonomy();
  createProduct({
    name: "Cat6 LSZH Patch Lead",
    slug: SLUG,
    description: "Snagless patch lead.",
    categoryId: t.lan.id,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderProduct(search: string) {
  return renderApp(`/products/${SLUG}?${search}`, [
    route("routes/products.$slug", "products/:slug", productPage),
  ]);
}

describe("review form (?review=new)", () => {
  it("refuses an empty review with “All fields are required.” and stores nothing", async () => {
    const { user } = renderProduct("review=new");
    const dialog = await screen.findByRole("dialog", { name: "Review Cat6 LSZH Patch Lead" });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("All fields are required.");
    // The spec's message once, as the summary; beside each field, what it is missing.
    expect(messageOf(within(dialog).getByLabelText("Heading"))).toBe("Give your review a heading.");
    expect(messageOf(within(dialog).getByLabelText("Name"))).toBe("Enter your name.");
    expect(within(dialog).getAllByText("All fields are required.")).toHaveLength(1);
    expect(db.select().from(reviews).all()).toEqual([]);
  });

  it("adds a filled-in review: the modal closes and the review is on the page", async () => {
    const { user } = renderProduct("review=new");
    const dialog = await screen.findByRole("dialog");
    expect(screen.getByText("No reviews yet. Be the first to review this product.")).toBeTruthy();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field("Name"), "Grace Hopper");
    await user.type(field("Email"), "grace@example.com");
    await user.selectOptions(field("Country"), "United Kingdom");
    await user.type(field("Phone"), "2079460000");
    await user.click(field("4 stars"));
    await user.type(field("Heading"), "Neat terminations");
    await user.type(field("Comment"), "Forty leads, no failures on the tester.");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    const heading = await screen.findByRole("heading", { name: "Neat terminations" });
    const review = heading.closest("li")!;
    expect(within(review).getByText("Grace Hopper")).toBeTruthy();
    expect(within(review).getByText("Forty leads, no failures on the tester.")).toBeTruthy();
    expect(screen.getByText("1 review")).toBeTruthy();
    expect((await findToast("Review submitted successfully")).className).toContain("success");
    expect(screen.queryByRole("dialog")).toBeNull();
    // The e-mail and phone are stored, never shown.
    expect(document.body.textContent).not.toContain("grace@example.com");
    expect(db.select().from(reviews).all()).toMatchObject([
      { name: "Grace Hopper", email: "grace@example.com", phone: "2079460000", rating: 4 },
    ]);
  });
});

describe("the former quotation modal (docs/decisions.md, One quote path: the basket)", () => {
  it("is gone: its address shows the page with Add to quote, and its post is refused, nothing stored", async () => {
    renderProduct("quote=1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Cat6 LSZH Patch Lead" }),
    ).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("link", { name: "Quotation" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add to quote" })).toBeTruthy();

    const form = new URLSearchParams({
      intent: "quote",
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Harvard Mark I Ltd",
      query: "Cat6 LSZH, blue.",
    });
    const answer = await productPage.action({
      request: new Request(`http://localhost/products/${SLUG}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      }),
      params: { slug: SLUG },
      context: {},
    });
    expect((answer as { init?: { status?: number } }).init?.status).toBe(400);
    expect(db.select().from(contactMessages).all()).toEqual([]);
  });
});

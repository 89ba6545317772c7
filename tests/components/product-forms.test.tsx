// @vitest-environment happy-dom
/** The review and quotation modals of a product page, against the page's real loader and action. */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages, reviews } from "../../db/schema";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import * as productPage from "~/routes/products.$slug/route";
import { createTaxonomy, resetDb } from "../fixtures";
import { findToast, messageOf, renderApp, route, valueOf } from "./remix-stub";

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

describe("quotation form (?quote=1)", () => {
  it("refuses an empty request with “Please fill in all fields” and stores nothing", async () => {
    const { user } = renderProduct("quote=1");
    const dialog = await screen.findByRole("dialog", { name: "Request a quotation" });
    expect(valueOf(within(dialog).getByLabelText("Product"))).toBe("Cat6 LSZH Patch Lead");
    await user.click(within(dialog).getByRole("button", { name: "Request quotation" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Please fill in all fields",
    );
    expect(db.select().from(contactMessages).all()).toEqual([]);
    expect(within(dialog).queryByRole("link", { name: "Open WhatsApp" })).toBeNull();
  });

  it("stores the enquiry, confirms it, and offers the chat with the request as its prefilled text", async () => {
    const { user } = renderProduct("quote=1");
    const dialog = await screen.findByRole("dialog", { name: "Request a quotation" });
    const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
    await user.type(field("Name"), "Grace Hopper");
    await user.type(field("Email"), "grace@example.com");
    await user.type(field("Company"), "Harvard Mark I Ltd");
    await user.type(field(/Length/), "500 m");
    await user.type(field("Query"), "Cat6 LSZH, blue.");
    await user.click(within(dialog).getByRole("button", { name: "Request quotation" }));

    expect(
      await within(dialog).findByText("Thank you: your request has reached our sales team."),
    ).toBeTruthy();
    const link = within(dialog).getByRole("link", { name: "Open WhatsApp" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    const url = new URL(link.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://wa.me/441753000000");
    expect(url.searchParams.get("text")).toBe(
      [
        "Quotation request for Cat6 LSZH Patch Lead",
        "Name: Grace Hopper",
        "Email: grace@example.com",
        "Company: Harvard Mark I Ltd",
        "Length: 500 m",
        "Query: Cat6 LSZH, blue.",
      ].join("\n"),
    );
    expect(db.select().from(contactMessages).all()).toMatchObject([
      {
        kind: "quotation",
        name: "Grace Hopper",
        company: "Harvard Mark I Ltd",
        productName: "Cat6 LSZH Patch Lead",
        length: "500 m",
        message: "Cat6 LSZH, blue.",
      },
    ]);
  });
});

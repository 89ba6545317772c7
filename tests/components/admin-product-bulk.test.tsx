// @vitest-environment happy-dom
/**
 * The products table's bulk bar with JavaScript (docs/admin.md, Bulk actions), against the
 * route's real loader and action: the header's box ticks the page's rows and the count follows
 * the ticks; only the chosen action's fields show; Apply brings the server's question naming the
 * count, whose Yes does it, with the toast.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { db } from "~/db.server";
import { createProduct } from "~/models/product.server";
import * as adminLayout from "~/routes/admin";
import * as productList from "~/routes/admin.products._index";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, insertUser } from "../routes/admin.helpers";
import { CookieJar, findToast, renderApp, route } from "./remix-stub";

beforeEach(resetDb);
afterEach(cleanup);

async function renderList() {
  const staff = insertUser({ role: "manager" });
  const jar = new CookieJar();
  jar.add((await cookieFor(staff.id)).cookie);
  return renderApp(
    "/admin/products",
    [
      route("routes/admin", "admin", adminLayout, {
        children: [route("routes/admin.products._index", "products", productList, { index: true })],
      }),
    ],
    jar,
  );
}

describe("the bulk bar, with JavaScript", () => {
  it("ticks the page's rows from the header, counts them, and archives them after the question", async () => {
    const t = createTaxonomy();
    const made = ["Cat6 A", "Cat6 B", "Cat6 C"].map((name) =>
      createProduct({ name, description: "A cable.", categoryId: t.lan.id }),
    );
    const { user } = await renderList();
    const bar = await screen.findByRole("region", { name: "Bulk actions" });
    expect(await within(bar).findByLabelText("The ticked products (0)")).toBeTruthy();

    await user.click(screen.getByRole("checkbox", { name: "Select Cat6 B" }));
    expect(within(bar).getByLabelText("The ticked products (1)")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Select every product on this page" }));
    expect(within(bar).getByLabelText("The ticked products (3)")).toBeTruthy();
    for (const p of made)
      expect(
        (screen.getByRole("checkbox", { name: `Select ${p.name}` }) as HTMLInputElement).checked,
      ).toBe(true);

    // Only the chosen action's fields show (the others' fieldsets are hidden).
    const shown = (label: string) =>
      !within(bar).getByLabelText(label).closest("fieldset")!.hasAttribute("hidden");
    expect([shown("Publish at"), shown("Sub-subcategory")]).toEqual([false, false]);
    await user.selectOptions(within(bar).getByLabelText("Action"), "Schedule");
    expect([shown("Publish at"), shown("Sub-subcategory")]).toEqual([true, false]);
    await user.selectOptions(within(bar).getByLabelText("Action"), "Move to category");
    expect([shown("Publish at"), shown("Sub-subcategory")]).toEqual([false, true]);
    await user.selectOptions(within(bar).getByLabelText("Action"), "Archive");
    expect([shown("Publish at"), shown("Sub-subcategory")]).toEqual([false, false]);

    await user.click(within(bar).getByRole("button", { name: "Apply…" }));
    // The answer is a new page (the address the form was sent to), its bar asking.
    const question = await screen.findByRole("group", { name: "Confirm: Archive" });
    expect(question.textContent).toContain("Archive 3 products? Visitors will no longer see them.");
    expect(
      db.select({ status: products.status }).from(products).where(eq(products.id, made[0].id)).get()
        ?.status,
    ).toBe("published");
    await user.click(within(question).getByRole("button", { name: "Yes, archive 3 products" }));

    await findToast("Archived 3 products");
    const statuses = db
      .select({ status: products.status })
      .from(products)
      .where(
        inArray(
          products.id,
          made.map((p) => p.id),
        ),
      )
      .all()
      .map((r) => r.status);
    expect(statuses).toEqual(["archived", "archived", "archived"]);
    // A new page: nothing ticked.
    expect(
      within(await screen.findByRole("region", { name: "Bulk actions" })).getByLabelText(
        "The ticked products (0)",
      ),
    ).toBeTruthy();
  });
});

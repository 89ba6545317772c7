// @vitest-environment happy-dom
/**
 * A modal form of the catalogue structure screens, typed into and submitted by a user against
 * the screen's real loader and action (docs/admin.md, Categories): the Add
 * Category modal of the Sub Category screen, whose parent is required.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { categories } from "../../db/schema";
import { db } from "~/db.server";
import * as adminLayout from "~/routes/admin";
import * as subcategories from "~/routes/admin.subcategory";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, insertUser } from "../routes/admin.helpers";
import { CookieJar, findToast, messageOf, renderApp, route, valueOf } from "./remix-stub";

beforeEach(resetDb);
afterEach(cleanup);

async function renderSubcategories() {
  const staff = insertUser({ role: "manager" });
  const jar = new CookieJar();
  jar.add((await cookieFor(staff.id)).cookie);
  return renderApp(
    "/admin/subcategory",
    [
      route("routes/admin", "admin", adminLayout, {
        children: [route("routes/admin.subcategory", "subcategory", subcategories)],
      }),
    ],
    jar,
  );
}

describe("Add Category modal of Sub Category", () => {
  it("shows “All required fields must be filled.” beside Parent with the name kept, then adds the subcategory", async () => {
    const t = createTaxonomy();
    const { user } = await renderSubcategories();
    await user.click(await screen.findByRole("link", { name: "Add Category" }));
    const dialog = () => screen.getByRole("dialog", { name: "Add Sub Category" });
    // The link navigates to ?new: the modal is there once that navigation has landed.
    await screen.findByRole("dialog", { name: "Add Sub Category" });
    await user.type(within(dialog()).getByLabelText("Name"), "Fibre Optic Cables");
    await user.click(within(dialog()).getByRole("button", { name: "Create" }));

    await within(dialog()).findByText("All required fields must be filled.");
    expect(messageOf(within(dialog()).getByLabelText("Parent"))).toBe(
      "All required fields must be filled.",
    );
    expect(messageOf(within(dialog()).getByLabelText("Name"))).toBeNull();
    expect(valueOf(within(dialog()).getByLabelText("Name"))).toBe("Fibre Optic Cables");
    expect(
      db.select().from(categories).where(eq(categories.name, "Fibre Optic Cables")).all(),
    ).toEqual([]);

    await user.selectOptions(within(dialog()).getByLabelText("Parent"), "Copper Connectivity");
    await user.click(within(dialog()).getByRole("button", { name: "Create" }));

    await findToast("Category created successfully");
    expect(screen.queryByRole("dialog")).toBeNull();
    const row = screen.getByRole("cell", { name: "Fibre Optic Cables" }).closest("tr")!;
    expect(within(row).getByRole("cell", { name: "Copper Connectivity" })).toBeTruthy();
    expect(
      db.select().from(categories).where(eq(categories.name, "Fibre Optic Cables")).get(),
    ).toMatchObject({ parentId: t.lan.id, level: 2 });
  });
});

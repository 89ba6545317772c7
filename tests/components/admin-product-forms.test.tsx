// @vitest-environment happy-dom
/**
 * The product editor's forms, typed into and submitted by a user against their routes' real
 * loaders and actions (docs/admin.md, Add and update a product): the busy
 * button while the request is in flight, then the messages beside the fields with what was
 * typed kept, or the toast on the products list.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { db } from "~/db.server";
import { getAdminProduct } from "~/models/product-admin.server";
import { createProduct } from "~/models/product.server";
import * as adminLayout from "~/routes/admin";
import * as newProduct from "~/routes/admin.product.new";
import * as editProduct from "~/routes/admin.products.$slug";
import * as productList from "~/routes/admin.products._index";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, insertUser } from "../routes/admin.helpers";
import { pngBytes } from "../sample-files";
import {
  CookieJar,
  findToast,
  holdAction,
  messageOf,
  pickedFile,
  renderApp,
  route,
  valueOf,
  type RouteModule,
} from "./remix-stub";

beforeEach(resetDb);
afterEach(cleanup);

const SLUG = "cat6-u-utp-lszh";

/** The product screens under the admin layout, signed in as a manager (a session row's cookie). */
async function renderProductScreen(
  url: string,
  screens: { create?: RouteModule; edit?: RouteModule },
) {
  const staff = insertUser({ role: "manager" });
  const jar = new CookieJar();
  jar.add((await cookieFor(staff.id)).cookie);
  return renderApp(
    url,
    [
      route("routes/admin", "admin", adminLayout, {
        children: [
          route("routes/admin.products._index", "products", productList, { index: true }),
          route("routes/admin.product.new", "product/new", screens.create ?? newProduct),
          route("routes/admin.products.$slug", "products/:slug", screens.edit ?? editProduct),
        ],
      }),
    ],
    jar,
  );
}

async function picture(name: string) {
  return pickedFile(await pngBytes(64, 48), name, "image/png");
}

describe("Add Product form", () => {
  it("reads “Publishing” while the request is in flight, then shows the messages beside the fields and keeps what was typed", async () => {
    const t = createTaxonomy();
    const held = holdAction(newProduct);
    const { user } = await renderProductScreen("/admin/product/new", { create: held.module });
    await user.type(await screen.findByLabelText("Name"), "Cat6 U/UTP LSZH");
    await user.type(screen.getByLabelText("Reference"), "BEL-C6-305");
    await user.selectOptions(screen.getByLabelText("Category"), "Copper Connectivity");
    await user.type(screen.getByLabelText("SEO title"), "Cat6 LSZH data cable");
    // Description left empty, no image chosen.
    await user.click(screen.getByRole("button", { name: "Publish" }));

    const busy = await screen.findByRole("button", { name: "Publishing" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByText("Please fill all required fields")).toBeNull();
    held.release();

    await screen.findByRole("button", { name: "Publish" });
    expect(messageOf(screen.getByLabelText("Description"))).toBe("Please fill all required fields");
    expect(messageOf(screen.getByLabelText("Images"))).toBe("Please upload at least one image");
    for (const label of ["Name", "Reference", "Category", "SEO title"]) {
      expect(messageOf(screen.getByLabelText(label)), label).toBeNull();
    }
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Cat6 U/UTP LSZH");
    expect(valueOf(screen.getByLabelText("Reference"))).toBe("BEL-C6-305");
    expect(valueOf(screen.getByLabelText("Category"))).toBe(String(t.lan.id));
    expect(valueOf(screen.getByLabelText("SEO title"))).toBe("Cat6 LSZH data cable");
    expect(db.select().from(products).all()).toEqual([]);
  });

  it("creates the product with its picture: the products list with a toast and the new row", async () => {
    createTaxonomy();
    const { user } = await renderProductScreen("/admin/product/new", {});
    await user.type(await screen.findByLabelText("Name"), "Cat6 U/UTP LSZH");
    await user.selectOptions(screen.getByLabelText("Category"), "Copper Connectivity");
    await user.type(screen.getByLabelText("Description"), "Blue Cat6 data cable.");
    await user.upload(screen.getByLabelText("Images"), await picture("reel.png"));
    expect(screen.getByRole("img", { name: "Preview of reel.png" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish" }));

    await findToast("Product created");
    expect(screen.getByRole("heading", { name: "Products", level: 1 })).toBeTruthy();
    const [row] = screen.getAllByRole("row").slice(1);
    const cells = within(row).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      "",
      "1",
      "",
      "Cat6 U/UTP LSZH",
      "Copper Connectivity",
      "Published",
      expect.any(String),
    ]);
    // Its box ticks it for the bulk actions; the picture sent is the one the list shows.
    expect(within(cells[0]).getByRole("checkbox", { name: "Select Cat6 U/UTP LSZH" })).toBeTruthy();
    expect(within(cells[2]).getByRole("img", { name: "Cat6 U/UTP LSZH" })).toBeTruthy();
    const [created] = db.select().from(products).all();
    expect(created).toMatchObject({
      name: "Cat6 U/UTP LSZH",
      description: "Blue Cat6 data cable.",
    });
    expect(getAdminProduct(created.slug)?.images).toHaveLength(1);
    expect(created.status).toBe("published");
  });

  it("saves a draft beside Publish: off the site, a Draft badge in the list", async () => {
    createTaxonomy();
    const { user } = await renderProductScreen("/admin/product/new", {});
    await user.type(await screen.findByLabelText("Name"), "Cat6 U/UTP Draft");
    await user.selectOptions(screen.getByLabelText("Category"), "Copper Connectivity");
    await user.type(screen.getByLabelText("Description"), "Not launched yet.");
    await user.upload(screen.getByLabelText("Images"), await picture("reel.png"));
    await user.click(screen.getByRole("button", { name: "Save as draft" }));

    await findToast("Product saved as a draft");
    const [row] = screen.getAllByRole("row").slice(1);
    expect(within(row).getByText("Draft").className).toContain("adm-badge--draft");
    const [created] = db.select().from(products).all();
    expect(created).toMatchObject({ name: "Cat6 U/UTP Draft", status: "draft" });
  });
});

describe("Update Product's status buttons", () => {
  it("offer the draft's own status first; Publish saves the form and puts it on the site", async () => {
    const t = createTaxonomy();
    createProduct({
      name: "Cat6 U/UTP LSZH",
      slug: SLUG,
      description: "Blue Cat6 data cable.",
      categoryId: t.lan.id,
      status: "draft",
    });
    const { user } = await renderProductScreen(`/admin/products/${SLUG}`, {});
    const form = (await screen.findByLabelText("Name")).closest("form")!;
    expect(
      within(form)
        .getAllByRole("button")
        .filter((b) => b.getAttribute("name") === "status")
        .map((b) => b.textContent),
    ).toEqual(["Save as draft", "Publish", "Archive"]);
    expect(within(form).getByText("Draft").className).toContain("adm-badge--draft");
    expect(screen.getByRole("link", { name: "Preview" }).getAttribute("href")).toBe(
      `/products/${SLUG}`,
    );
    await user.clear(screen.getByLabelText("Reference"));
    await user.type(screen.getByLabelText("Reference"), "BEL-C6");
    await user.click(within(form).getByRole("button", { name: "Publish" }));

    await findToast("Product published");
    const [row] = screen.getAllByRole("row").slice(1);
    expect(within(row).getByText("Published").className).toContain("adm-badge--published");
    expect(getAdminProduct(SLUG)).toMatchObject({
      status: "published",
      shortdescription: "BEL-C6",
    });
  });
});

describe("the specification chooser, with JavaScript", () => {
  it("opens “Add Specification” as the one modal: focus in, Escape closes and focus returns; Save lists the pairs the form sends", async () => {
    const t = createTaxonomy();
    const { user, container } = await renderProductScreen("/admin/product/new", {});
    const open = await screen.findByRole("button", { name: "Add Specification" });
    const sent = (i: number) =>
      container.ownerDocument.querySelector<HTMLInputElement>(
        `input[name="specifications[${i}].value"]`,
      )?.value;
    expect(screen.getByText("No specifications chosen.")).toBeTruthy();

    await user.click(open);
    let dialog = await screen.findByRole("dialog", { name: "Add Specification" });
    // In the admin shell, out of the form; focus on its first select.
    expect(dialog.closest(".admin")).toBeTruthy();
    expect(dialog.closest("form")).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Sheath Material"));
    await user.selectOptions(within(dialog).getByLabelText("Sheath Colour"), "Blue");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(open));
    // Escape dropped the draft.
    expect(screen.getByText("No specifications chosen.")).toBeTruthy();
    expect(sent(1)).toBe("");

    await user.click(open);
    dialog = await screen.findByRole("dialog", { name: "Add Specification" });
    await user.selectOptions(within(dialog).getByLabelText("Sheath Material"), "LSZH");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(open));
    const chosen = screen.getByRole("list", { name: "Chosen specifications" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sheath Material: LSZH×"]);
    expect(sent(0)).toBe(String(t.lszh.id));
    expect(sent(1)).toBe("");

    // The × closes it too.
    await user.click(open);
    dialog = await screen.findByRole("dialog", { name: "Add Specification" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("image manager of Update Product", () => {
  function product() {
    const t = createTaxonomy();
    return createProduct({
      name: "Cat6 U/UTP LSZH",
      slug: SLUG,
      description: "Blue Cat6 data cable.",
      categoryId: t.lan.id,
    });
  }

  it("reads “Uploading” while busy, then asks for a picture beside Add images; the product form untouched", async () => {
    product();
    const held = holdAction(editProduct);
    const { user } = await renderProductScreen(`/admin/products/${SLUG}`, { edit: held.module });
    const images = await screen.findByRole("region", { name: "Images" });
    expect(within(images).getByText("This product has no images yet.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Cat6 U/UTP LSZH 305m");
    await user.click(within(images).getByRole("button", { name: "Upload" }));

    const busy = await within(images).findByRole("button", { name: "Uploading" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    // Only the button of the form that was sent is busy.
    expect(screen.getByRole("button", { name: "Update" }).hasAttribute("disabled")).toBe(false);
    held.release();

    await within(images).findByRole("button", { name: "Upload" });
    expect(messageOf(within(images).getByLabelText("Add images"))).toBe(
      "Please upload at least one image",
    );
    expect(messageOf(screen.getByLabelText("Name"))).toBeNull();
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Cat6 U/UTP LSZH 305m");
    expect(getAdminProduct(SLUG)?.images).toEqual([]);
  });

  it("uploads the chosen pictures: the products list with a toast, the pictures on the product", async () => {
    product();
    const { user } = await renderProductScreen(`/admin/products/${SLUG}`, {});
    const images = await screen.findByRole("region", { name: "Images" });
    await user.upload(within(images).getByLabelText("Add images"), [
      await picture("front.png"),
      await picture("drum.png"),
    ]);
    await user.click(within(images).getByRole("button", { name: "Upload" }));

    await findToast("Images uploaded successfully");
    expect(screen.getByRole("heading", { name: "Products", level: 1 })).toBeTruthy();
    expect(getAdminProduct(SLUG)?.images).toHaveLength(2);
  });
});

/**
 * What every admin resource screen does the same way (app/components/url-modal.tsx,
 * app/utils/url-modal.server.ts, app/screens/intent-action.server.ts): a modal of the URL whose
 * record cannot be read brings the list back, its search kept, with the screen's error toast;
 * links open one modal at a time and keep the list's query; an intent a screen does not have is
 * refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { modalHref } from "~/utils/url-modal";
import * as categoryPage from "~/routes/admin.category/route";
import * as blogPage from "~/routes/admin.blog";
import * as certificatesPage from "~/routes/admin.certificates";
import * as datasheetPage from "~/routes/admin.datasheet";
import * as fieldPage from "~/routes/admin.field";
import * as knowHowPage from "~/routes/admin.know-how";
import * as productPage from "~/routes/admin.products.$slug";
import * as profilePage from "~/routes/admin.profile";
import * as reviewsPage from "~/routes/admin.reviews._index";
import * as subSubPage from "~/routes/admin.sub-subcategory";
import * as subPage from "~/routes/admin.subcategory";
import * as videosPage from "~/routes/admin.videos";
import { createProduct } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import { createTaxonomy, resetDb } from "../fixtures";
import { cookieFor, insertUser, makeRequest, run, toastOf } from "./admin.helpers";

let cookie = "";
beforeEach(async () => {
  resetDb();
  cookie = (await cookieFor(insertUser({ role: "manager" }).id)).cookie;
});

const CATEGORY = "Something went wrong, failed to fetch product details";

/** Each screen, the modals that name a record, and what it says when the record is not there. */
const screens = [
  { path: "/admin/category", page: categoryPage, modals: ["edit", "image"], message: CATEGORY },
  { path: "/admin/subcategory", page: subPage, modals: ["edit"], message: CATEGORY },
  { path: "/admin/sub-subcategory", page: subSubPage, modals: ["edit"], message: CATEGORY },
  {
    path: "/admin/certificates",
    page: certificatesPage,
    modals: ["edit", "image"],
    message: "Something went wrong, failed to fetch certificate details",
  },
  {
    path: "/admin/field",
    page: fieldPage,
    modals: ["edit", "add"],
    message: "Failed to fetch specification.",
  },
  { path: "/admin/videos", page: videosPage, modals: ["edit"], message: "Video not found" },
  {
    path: "/admin/know-how",
    page: knowHowPage,
    modals: ["edit"],
    message: "Know-how guide not found",
  },
  { path: "/admin/blog", page: blogPage, modals: ["edit"], message: "Blog post not found" },
];

describe("a modal of the URL whose record is not there", () => {
  for (const { path, page, modals, message } of screens) {
    it(`${path}: the list again, its search kept, and “${message}”`, async () => {
      for (const modal of modals) {
        for (const id of ["999999", "x"]) {
          const answer = await run(
            page.loader,
            makeRequest(`${path}?q=cable&page=2&${modal}=${id}`, { cookie }),
          );
          expect(answer.status, `${modal}=${id}`).toBe(302);
          expect(answer.location).toBe(`${path}?q=cable&page=2`);
          expect(await toastOf(answer)).toMatchObject({ type: "error", message });
        }
      }
    });
  }

  it("a record of another screen's kind is not there either: a subcategory on Category", async () => {
    const t = createTaxonomy();
    const answer = await run(
      categoryPage.loader,
      makeRequest(`/admin/category?edit=${t.data.id}`, { cookie }),
    );
    expect(answer.location).toBe("/admin/category");
    expect(await toastOf(answer)).toMatchObject({ type: "error", message: CATEGORY });
  });

  it("a modal a screen does not have is no modal: the list, as it is", async () => {
    const answer = await run(
      datasheetPage.loader,
      makeRequest("/admin/datasheet?edit=999999", { cookie }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json.adding).toBe(false);
  });
});

describe("the links of modals in the URL", () => {
  it("open one modal at a time, keep the list's query, and close to the list", () => {
    expect(modalHref("/admin/videos", "?q=cable&page=2", "new")).toBe(
      "/admin/videos?q=cable&page=2&new",
    );
    expect(modalHref("/admin/videos", "?q=cable&new", "edit", 7)).toBe(
      "/admin/videos?q=cable&edit=7",
    );
    expect(modalHref("/admin/field", "?add=3&edit=4", "add", 5)).toBe("/admin/field?add=5");
    expect(modalHref("/admin/videos", "?q=cable&edit=7")).toBe("/admin/videos?q=cable");
    expect(modalHref("/admin/videos", "?image=7")).toBe("/admin/videos");
  });
});

describe("the one action style", () => {
  it("refuses an intent the screen does not have, on every screen", async () => {
    for (const { path, page } of screens) {
      const answer = await run(
        page.action,
        makeRequest(path, { cookie, form: { intent: "approve", id: "1" } }),
      );
      expect(answer.status, path).toBe(400);
      expect(answer.json.result.error, path).toEqual({ "": ["Unknown action."] });
    }
  });
});

describe("the one action style on the product editor, the reviews and the profile", () => {
  it("refuses an intent the screen does not have", async () => {
    const t = createTaxonomy();
    const product = createProduct({ name: "Cat6", description: "Cable.", categoryId: t.lan.id });
    const pages: [string, Parameters<typeof run>[0], Record<string, string>][] = [
      [`/admin/products/${product.slug}`, productPage.action, { slug: product.slug }],
      ["/admin/reviews?index", reviewsPage.action, {}],
      ["/admin/profile", profilePage.action, {}],
    ];
    for (const [path, action, params] of pages) {
      const answer = await run(
        action,
        makeRequest(path, { cookie, form: { intent: "explode", id: "1" } }),
        params,
      );
      expect(answer.status, path).toBe(400);
      expect(answer.json.result.error, path).toEqual({ "": ["Unknown action."] });
    }
  });

  it("the reviews' buttons come back to the page they were on, its filters kept, with a toast either way", async () => {
    const t = createTaxonomy();
    const product = createProduct({ name: "Cat6", description: "Cable.", categoryId: t.lan.id });
    createReview({
      name: "Ann",
      email: "ann@example.com",
      selectedCountry: "United Kingdom",
      phone: "7911123456",
      rating: 5,
      heading: "Good",
      comment: "Comment.",
      slug: product.slug,
    });
    const from = "/admin/reviews?status=pending&rating=5";
    const post = (form: Record<string, string>, referer?: string) =>
      run(
        reviewsPage.action,
        makeRequest(`/admin/reviews?index&status=pending`, {
          cookie,
          form,
          headers: referer ? { Referer: `http://localhost${referer}` } : {},
        }),
      );
    const approved = await post({ intent: "approve", id: "999999" }, from);
    expect(approved.status).toBe(303);
    expect(approved.location).toBe(from);
    expect(await toastOf(approved)).toMatchObject({ type: "error" });
    const saved = await post({ intent: "settings", reviewsNeedApproval: "on" }, from);
    expect(saved.location).toBe(from);
    expect(await toastOf(saved)).toMatchObject({
      type: "success",
      message: "Settings saved successfully",
    });
    // Without a Referer: the screen's own address, its query kept.
    const alone = await post({ intent: "settings" });
    expect(alone.location).toBe("/admin/reviews?status=pending");
  });
});

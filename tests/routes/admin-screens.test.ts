/**
 * What every admin resource screen does the same way (app/components/url-modal.tsx,
 * app/utils/url-modal.server.ts, app/utils/intent-action.server.ts): a modal of the URL whose
 * record cannot be read brings the list back, its search kept, with the screen's error toast;
 * links open one modal at a time and keep the list's query; an intent a screen does not have is
 * refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { modalHref } from "~/components/url-modal";
import * as categoryPage from "~/routes/admin.category/route";
import * as blogPage from "~/routes/admin.blog";
import * as certificatesPage from "~/routes/admin.certificates";
import * as datasheetPage from "~/routes/admin.datasheet";
import * as fieldPage from "~/routes/admin.field";
import * as knowHowPage from "~/routes/admin.know-how";
import * as subSubPage from "~/routes/admin.sub-subcategory";
import * as subPage from "~/routes/admin.subcategory";
import * as videosPage from "~/routes/admin.videos";
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

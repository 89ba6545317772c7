/**
 * The header's and footer's static parts on the server: HTML built once per site version
 * (app/screens/site-chrome.server.tsx), which every page sends and the browser keeps.
 */
import { eq } from "drizzle-orm";
import { Window } from "happy-dom";
import { beforeEach, expect, it } from "vitest";
import { categories } from "../../db/schema";
import { staticChrome } from "~/screens/site-chrome.server";
import { db } from "~/db.server";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

it("builds the top bar, the logo and the footer's columns once per site version", () => {
  const t = createTaxonomy();
  const chrome = staticChrome();
  const footer = new Window().document.createElement("div");
  footer.innerHTML = chrome.footerGrid;
  expect(footer.querySelector("address a")!.getAttribute("href")).toMatch(/^mailto:/);
  expect([...footer.querySelectorAll("#footer-families a")].map((a) => a.textContent)).toEqual([
    "Copper Connectivity",
    "Industrial Power Cables",
  ]);
  expect(chrome.topbar).toContain('class="topbar__mail"');
  expect(chrome.logo).toContain('class="logo__text"');
  expect(staticChrome()).toBe(chrome);
  // A family renamed by staff: the next page has the new name.
  db.update(categories).set({ name: "Power Cables" }).where(eq(categories.id, t.power.id)).run();
  expect(staticChrome().footerGrid).toContain(">Power Cables</a>");
});

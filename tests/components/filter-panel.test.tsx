// @vitest-environment happy-dom
/**
 * The listing's filter panel, written as markup by one function for the server and the browser:
 * what it says for each value, the links it makes, and that names staff typed stay text.
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { FilterPanel, filterPanelHtml } from "~/components/catalogue/filter-panel";
import { keptHtml } from "~/components/document-data";

// React's act() in this DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import type { Facets } from "~/components/catalogue/filter-chips";

const facets: Facets = {
  categories: [
    {
      name: 'Audio & "Broadcast" <script>alert(1)</script>',
      slug: "audio",
      count: 3,
      children: [
        ["Speaker", "speaker", 2],
        ["Empty", "empty", 0],
      ],
    },
  ],
  specs: [
    { title: "Cores", slug: "cores", values: [["2 Core", "2-core", 1]] },
    { title: "Colour", slug: "colour", values: [["Red", "red", 1]] },
    { title: "Sheath", slug: "sheath", values: [["PVC", "pvc", 1]] },
    { title: "Jacket", slug: "jacket", values: [["LSZH", "lszh", 1]] },
  ],
};

const parse = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
};

it("writes each value as a checkbox link to the address with it set or removed, and names as text", () => {
  const panel = parse(
    filterPanelHtml(facets, { category: "audio", specs: { jacket: "lszh" } }, "/products"),
  );
  expect(panel.querySelector("script")).toBeNull();
  const family = panel.querySelector(".filter-categories > [role=checkbox]")!;
  expect(family.textContent).toBe('Audio & "Broadcast" <script>alert(1)</script> 3');
  expect(family.getAttribute("aria-checked")).toBe("true");
  // Checked: its link takes the family (and what hangs under it) away, keeping the rest.
  expect(family.getAttribute("href")).toBe("?spec-jacket=lszh");
  const [speaker, empty] = [...panel.querySelectorAll(".filter-categories > div > *")];
  expect(speaker.getAttribute("href")).toBe("?category=audio&subcategory=speaker&spec-jacket=lszh");
  // Nothing to find: not a link, and said to be unavailable.
  expect(empty.tagName).toBe("SPAN");
  expect(empty.getAttribute("aria-disabled")).toBe("true");
  // The first three groups and the active one open; the active one says so.
  const groups = [...panel.querySelectorAll("details")];
  expect(groups.map((g) => g.open)).toEqual([true, true, true, true]);
  expect(groups[3].querySelector("summary")!.textContent).toBe("Jacket (1)");
  expect(groups[3].querySelector("a")!.getAttribute("href")).toBe("?category=audio");
  expect(panel.querySelector(".filter-panel__clear")!.getAttribute("href")).toBe("/products");
});

it("renders on the server as the one element the browser hydrates", () => {
  const html = renderToString(<FilterPanel facets={facets} filters={{}} clear={null} />);
  expect(html).toBe(
    `<div id="filter-panel" class="filter-panel">${filterPanelHtml(facets, {}, null)}</div>`,
  );
  expect(parse(html).querySelectorAll("details:not([open])")).toHaveLength(1);
});

it("keeps the server's panel at hydration when the document's data has no facets, and draws a navigation's", async () => {
  // A document carries no facets in its hydration data (app/components/document-data.tsx).
  const container = document.createElement("div");
  container.innerHTML = renderToString(<FilterPanel facets={facets} filters={{}} clear={null} />);
  document.body.append(container);
  const served = container.innerHTML;
  const panel = container.querySelector("#filter-panel")!.innerHTML;
  const root = await act(async () =>
    hydrateRoot(container, <FilterPanel facets={undefined} filters={{}} clear={null} />),
  );
  expect(container.innerHTML).toBe(served);
  // What a later render of the document's data draws: the panel as the server sent it.
  expect(keptHtml("filter-panel")).toBe(panel);
  // A client-side navigation's data brings them: the panel is drawn from them.
  const other: Facets = { categories: [], specs: [facets.specs[0]] };
  await act(async () => root.render(<FilterPanel facets={other} filters={{}} clear={null} />));
  expect(container.querySelectorAll("a[role=checkbox]")).toHaveLength(1);
  expect(container.textContent).toBe(
    "Categories Cores2 Core 1".replace("Categories ", "Categories"),
  );
  root.unmount();
  container.remove();
});

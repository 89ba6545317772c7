// @vitest-environment happy-dom
/**
 * The header's search box as a combobox (app/components/search-form.tsx and its lazily loaded
 * search-suggestions.tsx, docs/storefront.md "Suggestions as you type"), driven by keyboard in
 * happy-dom: the answers of GET /search/suggest are played by a stand-in `fetch`.
 */
import { useLocation } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SearchForm } from "~/components/search-form";

const ANSWER = {
  success: true,
  queries: [{ text: "armoured", url: "/products?keyword=armoured" }],
  categories: [{ name: "Armoured Cables", url: "/products?subcategory=armoured-cables" }],
  products: [
    { name: "SWA 3 Core", url: "/products/swa-3-core", image: "/uploads/products/a-240.webp" },
    { name: "SWA 4 Core", url: "/products/swa-4-core", image: null },
  ],
};

/** The texts asked for, in order, and whether each request was aborted before its answer. */
let asked: { q: string; aborted: () => boolean }[] = [];
/** How long the stand-in server takes to answer a text (ms). */
let delays: Record<string, number> = {};

beforeEach(() => {
  asked = [];
  delays = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const q = new URL(url, "http://localhost").searchParams.get("q")!;
      asked.push({ q, aborted: () => Boolean(init.signal?.aborted) });
      expect(init.credentials).toBe("omit");
      await new Promise((resolve) => setTimeout(resolve, delays[q] ?? 0));
      if (init.signal?.aborted) throw new DOMException("aborted", "AbortError");
      const answer = q.startsWith("zz")
        ? { success: true, queries: [], categories: [], products: [] }
        : { ...ANSWER, queries: [{ text: `${q}ured`, url: `/products?keyword=${q}ured` }] };
      return Response.json(answer);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHeader() {
  const Page = () => (
    <>
      <SearchForm id="site-search" />
      <Where />
    </>
  );
  const Stub = createRemixStub([
    { path: "/", Component: Page },
    { path: "/products", Component: Page },
    { path: "/products/:slug", Component: Page },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return {
    box: screen.getByLabelText("Search products") as HTMLInputElement,
    // Keys without a pause between them (none is long enough for a request to go out).
    user: userEvent.setup({ delay: null }),
    where: () => screen.getByTestId("where").textContent,
  };
}

const options = () => screen.getAllByRole("option");

it("is the plain search box until a visitor is about to type, then a combobox", async () => {
  const { box, user } = renderHeader();
  expect(box.getAttribute("type")).toBe("search");
  expect(box.hasAttribute("role")).toBe(false);
  expect(screen.queryByRole("status")).toBeNull();
  await user.click(box);
  await waitFor(() => expect(box.getAttribute("role")).toBe("combobox"));
  expect(box.getAttribute("aria-autocomplete")).toBe("list");
  expect(box.getAttribute("aria-expanded")).toBe("false");
  expect(box.getAttribute("aria-controls")).toBe("site-search-suggestions");
  expect(box.getAttribute("autocomplete")).toBe("off");
  // One character: nothing is asked.
  await user.keyboard("a");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(asked).toEqual([]);
});

it("asks once the typing pauses, shows the list and says how many; arrows, Enter open an option", async () => {
  const { box, user, where } = renderHeader();
  await user.click(box);
  await user.keyboard("armo");
  await waitFor(() => expect(options()).toHaveLength(4));
  // Asked once, for the whole text (a moment after the last key).
  expect(asked.map((a) => a.q)).toEqual(["armo"]);
  expect(box.getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByRole("status").textContent?.trim()).toBe("4 suggestions");
  expect(screen.getAllByRole("group").map((g) => g.getAttribute("aria-labelledby"))).toEqual([
    "site-search-suggestions-queries",
    "site-search-suggestions-categories",
    "site-search-suggestions-products",
  ]);
  expect(options().map((o) => o.textContent)).toEqual([
    "armoured",
    "Armoured Cables",
    "SWA 3 Core",
    "SWA 4 Core",
  ]);

  await user.keyboard("{ArrowDown}");
  expect(box.getAttribute("aria-activedescendant")).toBe("site-search-suggestions-0");
  expect(options()[0].getAttribute("aria-selected")).toBe("true");
  await user.keyboard("{ArrowUp}");
  expect(box.getAttribute("aria-activedescendant")).toBe("site-search-suggestions-3");
  await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
  expect(box.getAttribute("aria-activedescendant")).toBe("site-search-suggestions-2");
  expect(document.activeElement).toBe(box);
  await user.keyboard("{Enter}");
  await waitFor(() => expect(where()).toBe("/products/swa-3-core"));
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(box.getAttribute("aria-expanded")).toBe("false");
});

it("Enter with no option active searches the text; a click opens an option", async () => {
  const { box, user, where } = renderHeader();
  await user.click(box);
  await user.keyboard("armo");
  await waitFor(() => expect(options()).toHaveLength(4));
  await user.keyboard("{Enter}");
  await waitFor(() => expect(where()).toBe("/products?keyword=armo"));
  expect(screen.queryByRole("listbox")).toBeNull();

  await user.clear(box);
  await user.keyboard("swa");
  await waitFor(() => expect(options()).toHaveLength(4));
  await user.click(screen.getByRole("option", { name: "Armoured Cables" }));
  await waitFor(() => expect(where()).toBe("/products?subcategory=armoured-cables"));
});

it("Escape closes the list, a second Escape empties the box", async () => {
  const { box, user } = renderHeader();
  await user.click(box);
  await user.keyboard("armo");
  await waitFor(() => expect(options()).toHaveLength(4));
  await user.keyboard("{ArrowDown}{Escape}");
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(box.getAttribute("aria-expanded")).toBe("false");
  expect(box.hasAttribute("aria-activedescendant")).toBe(false);
  expect(box.value).toBe("armo");
  // The arrow opens it again, on its first option.
  await user.keyboard("{ArrowDown}");
  expect(options()).toHaveLength(4);
  expect(box.getAttribute("aria-activedescendant")).toBe("site-search-suggestions-0");
  await user.keyboard("{Escape}{Escape}");
  expect(box.value).toBe("");
  expect(screen.queryByRole("listbox")).toBeNull();
});

it("a newer text aborts the request of an older one, whose late answer is never shown", async () => {
  const { box, user } = renderHeader();
  delays = { ar: 400 };
  await user.click(box);
  await user.keyboard("ar");
  await waitFor(() => expect(asked.map((a) => a.q)).toEqual(["ar"]));
  await user.keyboard("m");
  await waitFor(() => expect(asked.map((a) => a.q)).toEqual(["ar", "arm"]));
  expect(asked[0].aborted()).toBe(true);
  await waitFor(() => expect(options()[0].textContent).toBe("armured"));
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(options()[0].textContent).toBe("armured");
});

it("says when there is nothing to suggest", async () => {
  const { box, user } = renderHeader();
  await user.click(box);
  await user.keyboard("zzqx");
  await waitFor(() =>
    expect(screen.getByRole("status").textContent?.trim()).toBe("No suggestions"),
  );
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(box.getAttribute("aria-expanded")).toBe("false");
});

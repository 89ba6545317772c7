// @vitest-environment happy-dom
/**
 * The header's and footer's static parts in the browser: kept from the document, and rendered by
 * React only where the page did not have them (tests/server/site-chrome.test.ts: the server's).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { StaticHtml } from "~/components/static-html";

afterEach(() => document.body.replaceChildren());

const fallback = (id: string) => (
  <StaticHtml id={id} className="topbar" html={undefined}>
    <span>rendered by React</span>
  </StaticHtml>
);

it("in the browser keeps the server's markup found in the document, else renders its children", () => {
  document.body.innerHTML = '<div id="kept" class="topbar"><b>from the server</b></div>';
  expect(renderToStaticMarkup(fallback("kept"))).toBe(
    '<div id="kept" class="topbar"><b>from the server</b></div>',
  );
  // Not in the page (mounted by a client-side navigation): React renders it.
  expect(renderToStaticMarkup(fallback("missing"))).toBe(
    '<div id="missing" class="topbar"><span>rendered by React</span></div>',
  );
});

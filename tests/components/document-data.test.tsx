// @vitest-environment happy-dom
/**
 * Data a page renders without carrying it in the document's hydration data
 * (app/components/document-data.tsx, docs/storefront.md, Page weight): on the server an element
 * drawn from it; hydrating a document whose data lacks it, the element keeps what the server sent,
 * and React's hydration finds nothing to change; a client-side navigation's data draws it again.
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { KeptHtml, keptHtml } from "~/components/document-data";

// React's act() in this DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Specs = [string, string][];

/**
 * What the browser read is kept for the document's lifetime, by id: a test's own `page` (its
 * elements' ids) is a document of its own.
 */
function Page({ specs, page = "a" }: { specs: Specs | undefined; page?: string }) {
  return (
    <div>
      {/* Not always there: none when there is nothing to show. */}
      {specs?.length === 0 ? null : (
        <KeptHtml as="p" id={`${page}-note`} value={specs}>
          {(rows) => `${rows.length} specifications`}
        </KeptHtml>
      )}
      <KeptHtml as="table" id={`${page}-specs`} className="spec-table" value={specs}>
        {(rows) => (
          <tbody>
            {rows.map(([spec, value]) => (
              <tr key={spec}>
                <th scope="row">{spec}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        )}
      </KeptHtml>
      <KeptHtml
        as="script"
        id={`${page}-data`}
        type="application/ld+json"
        value={specs}
        html={(rows) => JSON.stringify(Object.fromEntries(rows))}
      />
    </div>
  );
}

it("draws the element from the value on the server, keeps it at hydration without, and draws a navigation's value", async () => {
  const served = [
    ["Cores", "2 Core"],
    ["Sheath", "PVC & LSZH"],
  ] satisfies Specs;
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page specs={served} />);
  expect(container.querySelector("#a-specs")!.className).toBe("spec-table");
  expect(container.querySelector("#a-specs td:last-child")?.textContent).toBe("2 Core");
  expect(JSON.parse(container.querySelector("#a-data")!.textContent!)).toEqual({
    Cores: "2 Core",
    Sheath: "PVC & LSZH",
  });
  document.body.append(container);
  const html = container.innerHTML;
  const table = container.querySelector("#a-specs")!.innerHTML;
  const errors: unknown[] = [];
  // React (a development build here) says on the console what its hydration finds amiss.
  const console = vi.spyOn(globalThis.console, "error");

  // The document's data has no value: hydration keeps every element as the server sent it.
  const root = await act(async () =>
    hydrateRoot(container, <Page specs={undefined} />, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  expect(errors).toEqual([]);
  expect(console.mock.calls).toEqual([]);
  expect(container.innerHTML).toBe(html);
  // What a later render of the same data draws (and a remount would write): the server's markup.
  expect(keptHtml("a-specs")).toBe(table);
  await act(async () => root.render(<Page specs={undefined} />));
  expect(container.innerHTML).toBe(html);

  // A client-side navigation's data brings the value: React draws it.
  await act(async () => root.render(<Page specs={[["Cores", "4 Core"]]} />));
  expect([...container.querySelectorAll("#a-specs tr")].map((tr) => tr.textContent)).toEqual([
    "Cores4 Core",
  ]);
  expect(JSON.parse(container.querySelector("#a-data")!.textContent!)).toEqual({ Cores: "4 Core" });
  act(() => root.unmount());
  container.remove();
  console.mockRestore();
});

it("renders nothing at hydration where the server sent no such element", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page specs={[]} page="b" />);
  expect(container.querySelector("#b-note")).toBeNull();
  document.body.append(container);
  const html = container.innerHTML;
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Page specs={undefined} page="b" />, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(html);
  act(() => root.unmount());
  container.remove();
});

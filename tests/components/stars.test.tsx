// @vitest-environment happy-dom
/**
 * A rating as stars: one drawing per rating whose fill ends where the rating does, named for
 * assistive technology, with a gradient id of its own however many ratings a page shows.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Stars } from "~/components/stars";

const page = (ratings: number[]) =>
  new DOMParser().parseFromString(
    renderToStaticMarkup(
      <div>
        {ratings.map((r, i) => (
          <Stars key={i} rating={r} />
        ))}
      </div>,
    ),
    "text/html",
  );

it("draws each rating once, named and filled to the rating, each with a gradient of its own", () => {
  const doc = page([2.5, 5, 0, 7, 4.84]);
  const drawings = [...doc.querySelectorAll("svg.stars")];
  expect(drawings.map((s) => s.getAttribute("aria-label"))).toEqual([
    "2.5 out of 5 stars",
    "5 out of 5 stars",
    "0 out of 5 stars",
    "5 out of 5 stars",
    "4.8 out of 5 stars",
  ]);
  for (const svg of drawings) {
    expect(svg.getAttribute("role")).toBe("img");
    // svg, defs, gradient, two stops, the row of stars.
    expect(svg.querySelectorAll("*").length).toBe(5);
  }
  const ids = drawings.map((s) => s.querySelector("linearGradient")!.id);
  expect(new Set(ids).size).toBe(ids.length);
  drawings.forEach((svg, i) =>
    expect(svg.querySelector("path")!.getAttribute("fill")).toBe(`url(#${ids[i]})`),
  );
  // Where the gold ends on the 124-unit row: halfway through the third star's width (2.5 to
  // 21.5 in its 25-unit box), the end of the row, its start.
  const offsets = drawings.map((s) => Number(s.querySelector("stop")!.getAttribute("offset")));
  expect(offsets[0] * 124).toBeCloseTo(2 * 25 + 2.5 + 9.5, 1);
  expect(offsets[1]).toBe(1);
  expect(offsets[2] * 124).toBeCloseTo(2.5, 1);
  expect(offsets[3]).toBe(1);
});

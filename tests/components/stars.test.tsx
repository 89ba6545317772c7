// @vitest-environment happy-dom
/**
 * A rating as stars: one element a rating, named for assistive technology, carrying the rating
 * to a tenth for the stylesheet, which fills the stars up to it (see app.css `.stars`).
 */
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Stars } from "~/components/stars";

const page = (ratings: number[]) =>
  new DOMParser().parseFromString(
    renderToStaticMarkup(
      <div>
        {ratings.map((r, i) => (
          <Stars key={i} rating={r} small={i === 1} />
        ))}
      </div>,
    ),
    "text/html",
  );

it("draws each rating as one element, named, with its rating to a tenth for the stylesheet", () => {
  const doc = page([2.5, 5, 0, 7, 4.84, -1]);
  const stars = [...doc.querySelectorAll(".stars")];
  expect(stars.map((s) => s.getAttribute("aria-label"))).toEqual([
    "2.5 out of 5 stars",
    "5 out of 5 stars",
    "0 out of 5 stars",
    "5 out of 5 stars",
    "4.8 out of 5 stars",
    "0 out of 5 stars",
  ]);
  expect(stars.map((s) => s.getAttribute("data-rating"))).toEqual([
    "2.5",
    "5.0",
    "0.0",
    "5.0",
    "4.8",
    "0.0",
  ]);
  for (const s of stars) {
    expect(s.getAttribute("role")).toBe("img");
    expect(s.children).toHaveLength(0);
  }
  expect(stars.map((s) => s.className)).toEqual([
    "stars",
    "stars stars--small",
    "stars",
    "stars",
    "stars",
    "stars",
  ]);
  expect(page([3]).querySelector(".stars")!.getAttribute("aria-label")).toBe("3 out of 5 stars");
  expect(
    new DOMParser()
      .parseFromString(renderToStaticMarkup(<Stars rating={4} label="Average" />), "text/html")
      .querySelector(".stars")!
      .getAttribute("aria-label"),
  ).toBe("Average");
});

it("the stylesheet has a rule for every whole star and every tenth a rating can carry", () => {
  const css = fs.readFileSync(path.join(__dirname, "../../app/styles/app.css"), "utf8");
  const rule = (selector: string) =>
    new RegExp(`\\.stars\\[data-rating${selector.replace(/[.^$]/g, "\\$&")}\\] \\{\\s*([^}]*)\\}`)
      .exec(css)?.[1]
      .trim();
  for (let whole = 1; whole <= 5; whole++) expect(rule(`^="${whole}"`)).toBe(`--whole: ${whole};`);
  for (let tenth = 1; tenth <= 9; tenth++) expect(rule(`$=".${tenth}"`)).toBe(`--tenth: ${tenth};`);
});

// @vitest-environment happy-dom
/**
 * A family's choosers from their compact rows (app/components/variant-chooser.tsx): what the
 * product page shows of each option, as the model's choosers say it.
 */
import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { VariantChooser, variantRows } from "~/components/variant-chooser";
import type { Chooser } from "~/models/family.server";

const choosers: Chooser[] = [
  {
    title: "Sheath Colour",
    colour: true,
    options: [
      { title: "Blue", slug: "blue", current: true, available: true, swatch: "blue", changes: [] },
      {
        title: "Grey",
        slug: "grey-10",
        current: false,
        available: false,
        swatch: "grey",
        changes: [{ group: "Conductor Size", value: "1.0 mm²" }],
      },
    ],
  },
  {
    title: "Conductor Size",
    colour: false,
    options: [
      {
        title: "0.75 mm²",
        slug: "blue",
        current: true,
        available: true,
        swatch: null,
        changes: [],
      },
      {
        title: "1.0 mm²",
        slug: "blue-10",
        current: false,
        available: true,
        swatch: null,
        changes: [],
      },
    ],
  },
];

it("shows the SKU, each group's current value, and each option as a link that says what else it changes", () => {
  const rows = variantRows({ sku: "BEL-1", choosers });
  const Stub = createRemixStub([{ path: "/", Component: () => <VariantChooser rows={rows} /> }]);
  const { container: root } = render(<Stub />);
  expect(root.querySelector(".variant-chooser__sku")!.textContent).toBe("SKU: BEL-1");
  expect([...root.querySelectorAll(".variant-chooser__title")].map((p) => p.textContent)).toEqual([
    "Sheath Colour: Blue",
    "Conductor Size: 0.75 mm²",
  ]);
  const links = [...root.querySelectorAll("a")].map((a) => [
    a.getAttribute("href"),
    a.textContent,
    a.getAttribute("aria-current"),
    a.className,
  ]);
  expect(links).toEqual([
    ["/products/blue", "Blue", "page", ""],
    [
      "/products/grey-10",
      "Grey(not with the other choices):changes conductor size to 1.0 mm²",
      null,
      "is-unavailable",
    ],
    ["/products/blue", "0.75 mm²", "page", ""],
    ["/products/blue-10", "1.0 mm²", null, ""],
  ]);
  // Swatches in the colour group alone; no stray text from a flag.
  expect([...root.querySelectorAll(".swatch")].map((s) => s.className)).toEqual([
    "swatch swatch--blue",
    "swatch swatch--grey",
  ]);
  expect(root.querySelector(".variant-options:not(.variant-options--colour)")!.textContent).toBe(
    "0.75 mm²1.0 mm²",
  );
});

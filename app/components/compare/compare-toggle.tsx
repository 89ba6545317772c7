import { useLocation } from "@remix-run/react";
import { toggleCompared, useComparedItems } from "~/components/compare/compare-store";
import { useHydrated } from "~/components/use-hydrated";
import { compareHref, compareSlugs, withCompared } from "~/utils/compare";

/**
 * The "Compare" control of a product card and of the product page (docs/variants.md:
 * Comparison). Without JavaScript a link to the comparison with this product added to the list
 * the page's address carries (`compare=a,b`, as the comparison page's "Browse products" link
 * gives it); with JavaScript a button that puts the product in the compare tray or takes it out.
 *
 * The link is all that a listing's sixteen cards add to its HTML, which is held under 64 KB: no
 * class (app.css finds it by its address), its purpose told by the card it is in. The button,
 * drawn in the browser only, also names the product for screen readers.
 */
export function CompareToggle({ slug, name }: { slug: string; name: string }) {
  const hydrated = useHydrated();
  const items = useComparedItems();
  const { search } = useLocation();
  if (!hydrated) {
    const listed = compareSlugs(new URLSearchParams(search), "compare");
    return <a href={compareHref(withCompared(listed, slug))}>Compare</a>;
  }
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={items.some((item) => item.slug === slug)}
      onClick={() => toggleCompared({ slug, name })}
    >
      Compare<span className="visually-hidden"> {name}</span>
    </button>
  );
}

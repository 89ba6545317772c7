import { useLocation } from "@remix-run/react";
import { toggleCompared, useComparedItems } from "~/components/compare/compare-store";
import { useHydrated } from "~/components/use-hydrated";
import { compareHref, compareSlugs, withCompared } from "~/utils/compare";

/**
 * The "Compare" control of a product card and of the product page (docs/variants.md:
 * Comparison). Without JavaScript a link to the comparison with this product added to the list
 * the page's address carries (`compare=a,b`, as the comparison page's "Browse products" link
 * gives it); with JavaScript a button that puts the product in the compare tray or takes it out.
 */
export function CompareToggle({
  slug,
  name,
  className = "compare-toggle",
}: {
  slug: string;
  name: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const items = useComparedItems();
  const { search } = useLocation();
  const label = (
    <>
      Compare<span className="visually-hidden"> {name}</span>
    </>
  );
  if (!hydrated) {
    const listed = compareSlugs(new URLSearchParams(search), "compare");
    return (
      <a className={className} href={compareHref(withCompared(listed, slug))} rel="nofollow">
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={items.some((item) => item.slug === slug)}
      onClick={() => toggleCompared({ slug, name })}
    >
      {label}
    </button>
  );
}

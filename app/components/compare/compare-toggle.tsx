import { useLocation } from "@remix-run/react";
import { toggleCompared, useComparedItems } from "~/components/compare/compare-store";
import { useHydrated } from "~/components/use-hydrated";
import { carriedCompare, withCompared, withCompareList } from "~/utils/compare";

/**
 * The "Compare" control of a product card and of the product page (docs/variants.md:
 * Comparison). With JavaScript a button that puts the product in the compare tray or takes it
 * out. Without, a link to the same page with the product added to the list its address carries
 * (`?compare=a,b,this`), where the tray shows the list: the visitor stays where they were and
 * goes on choosing, as with JavaScript; once chosen, "Compared" takes it out again.
 *
 * The link is all that a listing's sixteen cards add to its HTML, which is held to 60 KB: no
 * class (app.css finds it by its address, which starts `?compare=`), its purpose told by the card
 * it is in. The button, drawn in the browser only, also names the product for screen readers.
 */
export function CompareToggle({ slug, name }: { slug: string; name: string }) {
  const hydrated = useHydrated();
  const items = useComparedItems();
  const { pathname, search } = useLocation();
  if (!hydrated) {
    const listed = carriedCompare(search);
    if (listed.includes(slug)) {
      return (
        <a
          className="compare-toggle is-compared"
          href={withCompareList(
            pathname,
            search,
            listed.filter((s) => s !== slug),
          )}
        >
          Compared<span className="visually-hidden">(remove {name} from the comparison)</span>
        </a>
      );
    }
    return <a href={withCompareList(pathname, search, withCompared(listed, slug))}>Compare</a>;
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

import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  onCompareFull,
  readComparedItems,
  setComparedItems,
  useComparedItems,
  type ComparedItem,
} from "~/components/compare/compare-store";
import { useRootData } from "~/components/root-data";
import { useHydrated } from "~/components/use-hydrated";
import { COMPARE_MAX, compareHref, withCompareList } from "~/utils/compare";

const NONE: ComparedItem[] = [];

/** What the tray says when a product was refused because COMPARE_MAX are chosen already. */
const fullNotice = (name: string) =>
  `You can compare up to ${COMPARE_MAX} products. Remove one to add ${name}.`;

/**
 * The compare tray (docs/variants.md: Comparison): a bar fixed at the bottom of the storefront's
 * pages listing the products chosen with the Compare controls, each with a way to take it out, and
 * the link to their comparison. Not on the comparison itself, whose page is the list.
 *
 * With JavaScript the list is the one kept in the browser (compare-store.ts) and the controls are
 * buttons. Without, it is the one the page's address carries (`compare=a,b`, read by the root
 * loader with the products' names) and they are links to this page with the list changed; the
 * same is drawn until React takes over, and an address's list becomes the kept one when none is.
 */
export function CompareTray() {
  const stored = useComparedItems();
  const carried = useRootData()?.compared ?? NONE;
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [notice, setNotice] = useState("");
  useEffect(() => onCompareFull((name) => setNotice(fullNotice(name))), []);
  // The list a page was opened with (a link, a bookmark, the comparison's "browse the products").
  useEffect(() => {
    if (carried.length && readComparedItems().length === 0) setComparedItems(carried);
    // Once, as the page opens: after that the visitor's own choices are the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A notice is about the list as it was: it goes when the list changes.
  useEffect(() => setNotice(""), [stored]);
  const items = hydrated ? stored : carried;
  if (items.length === 0 || pathname === "/compare") return null;
  const slugs = items.map((item) => item.slug);
  // Without JavaScript a fifth product comes in the address; the comparison shows the first four.
  const said = hydrated ? notice : items.length > COMPARE_MAX ? fullNotice(items.at(-1)!.name) : "";
  return (
    <section className="compare-tray" aria-labelledby="compare-tray-title">
      <h2 id="compare-tray-title" className="visually-hidden">
        Products to compare
      </h2>
      <ul className="compare-tray__items">
        {items.map((item) => (
          <li key={item.slug}>
            <span className="compare-tray__name">{item.name}</span>
            {hydrated ? (
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={`Remove ${item.name} from the comparison`}
                onClick={() => setComparedItems(items.filter((i) => i.slug !== item.slug))}
              >
                ×
              </button>
            ) : (
              <a
                className="compare-tray__remove"
                href={withCompareList(
                  pathname,
                  search,
                  slugs.filter((slug) => slug !== item.slug),
                )}
                aria-label={`Remove ${item.name} from the comparison`}
              >
                ×
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="compare-tray__notice" role="status">
        {said}
      </p>
      <div className="compare-tray__actions">
        <a className="btn btn--accent btn--small" href={compareHref(slugs)}>
          Compare ({items.length})
        </a>
        {hydrated ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setComparedItems([])}
          >
            Clear
          </button>
        ) : (
          <a className="btn btn--outline btn--small" href={withCompareList(pathname, search, [])}>
            Clear
          </a>
        )}
      </div>
    </section>
  );
}

import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  onCompareFull,
  setComparedItems,
  useComparedItems,
} from "~/components/compare/compare-store";
import { COMPARE_MAX, compareHref } from "~/utils/compare";

/**
 * The compare tray (docs/variants.md: Comparison): a bar fixed at the bottom of the storefront's
 * pages, with JavaScript only, listing the products chosen with the Compare controls, each with a
 * remove button, and the link to their comparison. Not on the comparison itself, whose page is
 * the list.
 */
export function CompareTray() {
  const items = useComparedItems();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState("");
  useEffect(
    () =>
      onCompareFull((name) =>
        setNotice(`You can compare up to ${COMPARE_MAX} products. Remove one to add ${name}.`),
      ),
    [],
  );
  // A notice is about the list as it was: it goes when the list changes.
  useEffect(() => setNotice(""), [items]);
  if (items.length === 0 || pathname === "/compare") return null;
  return (
    <section className="compare-tray" aria-labelledby="compare-tray-title">
      <h2 id="compare-tray-title" className="visually-hidden">
        Products to compare
      </h2>
      <ul className="compare-tray__items">
        {items.map((item) => (
          <li key={item.slug}>
            <span className="compare-tray__name">{item.name}</span>
            <button
              type="button"
              className="compare-tray__remove"
              aria-label={`Remove ${item.name} from the comparison`}
              onClick={() => setComparedItems(items.filter((i) => i.slug !== item.slug))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="compare-tray__notice" role="status">
        {notice}
      </p>
      <div className="compare-tray__actions">
        <a className="btn btn--accent btn--small" href={compareHref(items.map((i) => i.slug))}>
          Compare ({items.length})
        </a>
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => setComparedItems([])}
        >
          Clear
        </button>
      </div>
    </section>
  );
}

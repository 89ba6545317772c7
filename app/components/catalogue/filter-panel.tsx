import type { KeyboardEvent } from "react";
import type { Facets } from "~/components/catalogue/filter-chips";
import { keptHtml, useDocumentData } from "~/components/document-data";
import { productQueryVariants, type ListingQuery } from "~/utils/product-query";
import { escapeXml as escape, escapeHref } from "~/utils/xml";

/**
 * The listing's filters. Every value is a link to the URL with that filter set, or removed when
 * it is the checked one (one value per group), so they work the same with JavaScript off.
 *
 * A listing shows a hundred or more values, each a link and its count: as React elements they
 * were half of what the server rendered for /products. So the panel's content is markup written
 * by one function, {@link filterPanelHtml}, from the loader's facets, on the server and in the
 * browser alike (the same data gives the same string, which hydration keeps); React holds it as
 * one element and one keyboard handler. A document does not carry the facets in its hydration
 * data (the panel is most of their use): the browser keeps the panel the server sent, and a
 * client-side navigation's data brings them (app/components/document-data.tsx).
 */
export function FilterPanel({
  facets: sent,
  filters,
  clear,
}: {
  /** Absent from a document's hydration data: the browser keeps the panel the server sent. */
  facets: Facets | undefined;
  filters: ListingQuery;
  clear: string | null;
}) {
  const facets = useDocumentData(FACETS, sent);
  return (
    <div
      id={PANEL_ID}
      className="filter-panel"
      onKeyDown={pressWithSpace}
      dangerouslySetInnerHTML={{
        __html: facets ? filterPanelHtml(facets, filters, clear) : (keptHtml(PANEL_ID) ?? ""),
      }}
      suppressHydrationWarning
    />
  );
}

/** The name the listing's loader hands its facets to the document under (forDocument). */
export const FACETS = "facets";
const PANEL_ID = "filter-panel";

/** A value is a link with the role of a checkbox, so Space checks it, as it would a checkbox. */
function pressWithSpace(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (event.key === " " && target.matches('a[role="checkbox"]')) {
    event.preventDefault();
    target.click();
  }
}

/**
 * The panel's links are only ever on /products, so each is its query alone (`?spec-x=y`, the same
 * address to the browser), and /products itself when no filter is left.
 */
const link = (query: string) => query || "/products";

/**
 * One value: a link (or, counting nothing, a span) with the role of a checkbox, the label, then
 * the count. No class or wrapper that app.css can do without (.filter-panel [role="checkbox"]);
 * a checkbox's content is presentational, its name is "label count".
 */
function option(label: string, count: number, checked: boolean, href: string) {
  const body = `${escape(label)} <span>${count}</span>`;
  if (!checked && count === 0) {
    return `<span role="checkbox" aria-checked="false" aria-disabled="true">${body}</span>`;
  }
  return `<a href="${escapeHref(href)}" role="checkbox" aria-checked="${checked}">${body}</a>`;
}

/** The panel's markup: the families with their subcategories, then the specification groups. */
export function filterPanelHtml(
  facets: Facets,
  filters: ListingQuery,
  clear: string | null,
): string {
  let html = clear
    ? `<a class="filter-panel__clear" href="${escapeHref(clear)}">Clear all filters</a>`
    : "";
  // Each link is the listing with one filter changed, back to page 1.
  const links = productQueryVariants(filters);
  html += '<section class="filter-group filter-categories"><h2>Categories</h2>';
  for (const category of facets.categories) {
    const selected = filters.category === category.slug;
    html += option(
      category.name,
      category.count,
      selected,
      link(selected ? links.withCategories() : links.withCategories(category.slug)),
    );
    // Its subcategories indented under it (app.css tells them apart by position).
    if (category.children.length > 0) {
      html += "<div>";
      for (const [name, slug, count] of category.children) {
        const checked = filters.subcategory === slug;
        html += option(
          name,
          count,
          checked,
          link(
            checked
              ? links.withCategories(filters.category)
              : links.withCategories(category.slug, slug),
          ),
        );
      }
      html += "</div>";
    }
  }
  html += "</section>";
  // A specification group: the first ones and the active ones open, the rest one click away.
  facets.specs.forEach((group, i) => {
    const current = filters.specs?.[group.slug];
    const open = i < 3 || Boolean(current);
    html += `<details class="filter-group"${open ? " open" : ""}><summary>${escape(group.title)}`;
    if (current) html += '<span class="filter-group__active"> (1)</span>';
    html += "</summary>";
    for (const [title, slug, count] of group.values) {
      const checked = current === slug;
      html += option(
        title,
        count,
        checked,
        link(links.withSpec(group.slug, checked ? undefined : slug)),
      );
    }
    html += "</details>";
  });
  return html;
}

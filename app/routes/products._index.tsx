import type {
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CatalogueBreadcrumb } from "~/components/catalogue/breadcrumb";
import {
  FilterChips,
  filterChips,
  withoutFilters,
  type FacetOption,
  type Facets,
} from "~/components/catalogue/filter-chips";
import { FACETS, FilterPanel } from "~/components/catalogue/filter-panel";
import { NoResults, facetsWithResults } from "~/components/catalogue/no-results";
import { SearchNote } from "~/components/catalogue/search-note";
import { useModal } from "~/components/modal";
import { Pagination } from "~/components/pagination";
import { CardQuoteForms } from "~/components/card-quote";
import { CARD_SIZES, cardRow, ProductCard } from "~/components/product-card";
import { RES_PER_FILTER, SORTS, type Sort } from "~/constants";
import { getCategoryTrail } from "~/models/category-trail.server";
import {
  countProducts,
  getFacets,
  listProductCards,
  type ProductFilters,
} from "~/models/listing.server";
import { SEARCH_COUNT_HEADER, searchCountMark } from "~/models/search-counts.server";
import { parseProductQuery } from "~/schemas/product-query";
import catalogueStyles from "~/styles/catalogue.css";
import { listingHeading } from "~/utils/listing-page";
import { carriedCompare } from "~/utils/compare";
import { productQueryString, type ListingQuery } from "~/utils/product-query";
import { pageMeta } from "~/utils/meta";
import { forDocument } from "~/utils/document-data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/**
 * A search's answer carries its mark for the HTTP server, which counts it and never sends it
 * (docs/storefront.md, "What visitors searched").
 */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const mark = loaderHeaders.get(SEARCH_COUNT_HEADER);
  if (mark) headers.set(SEARCH_COUNT_HEADER, mark);
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A blank search is the unfiltered list.
  if (url.searchParams.has("keyword") && !url.searchParams.get("keyword")?.trim()) {
    url.searchParams.delete("keyword");
    throw redirect(`/products${url.search}`);
  }
  const parsed = parseProductQuery(url.searchParams, { strict: false });
  const filters: ProductFilters = parsed.success ? parsed.filters : {};
  // A comparison put together without JavaScript, which the page's links carry on (none: the
  // page is every visitor's, docs/variants.md: Adding products).
  const compare = carriedCompare(url.search);
  const start = performance.now();
  const { products, filteredProductsCount, page, pageCount, search } = listProductCards(filters);
  const found = filteredProductsCount > 0;
  // A search that found nothing shows only the filter options that lead somewhere (a category
  // page keeps its whole tree, empty branches included).
  const facets =
    found || !filters.keyword ? getFacets(filters) : facetsWithResults(getFacets(filters), filters);
  const { trail, intro } = getCategoryTrail(filters);
  const unfilteredCount =
    !found && filters.keyword ? countProducts({ keyword: filters.keyword }) : 0;
  const headers = new Headers({
    "Server-Timing": `db;dur=${(performance.now() - start).toFixed(1)}`,
  });
  const mark = searchCountMark(filters, filteredProductsCount);
  if (mark) headers.set(SEARCH_COUNT_HEADER, mark);
  const options: Facets = {
    categories: facets.categories.map((c) => ({
      name: c.name,
      slug: c.slug,
      count: c.count,
      children: c.children.map((s): FacetOption => [s.name, s.slug, s.count]),
    })),
    specs: facets.specs.map((g) => ({
      title: g.title,
      slug: g.slug,
      values: g.values.map((v): FacetOption => [v.title, v.slug, v.count]),
    })),
  };
  const query: ListingQuery = compare.length ? { ...filters, compare } : filters;
  // Only what the page renders: the page carries its loader data for hydration. The cards in
  // their compact rows; the facets, which only the filter panel reads, not in a document's
  // (app/components/document-data.tsx): the chips, named from them, are sent ready.
  return data(
    {
      products: products.map(cardRow),
      filteredProductsCount,
      page,
      pageCount,
      facets: forDocument(context, FACETS, options),
      panel: options.categories.length + options.specs.length > 0,
      chips: filterChips(query, options, trail),
      filters,
      trail,
      intro,
      search,
      unfilteredCount,
      ...(compare.length ? { compare } : {}),
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => {
  const title = listingHeading(data?.filters.keyword, data?.trail ?? []);
  const intro = data?.filters.keyword ? "" : (data?.intro ?? "");
  return pageMeta(
    matches,
    title,
    intro.length > 0
      ? intro.replace(/\s+/g, " ").slice(0, 300)
      : "Browse {brand}'s range of building, fire, data, coaxial, audio, CCTV and power cables, with datasheets and specifications.",
    location,
  );
};

/** The contact form, its message filled in with what the visitor looked for. */
function contactHref(keyword: string | undefined, chips: { group: string; label: string }[]) {
  const wanted = [
    ...(keyword ? [`"${keyword}"`] : []),
    ...chips.map((c) => `${c.group}: ${c.label}`),
  ].join(", ");
  const params = new URLSearchParams({
    subject: "Product enquiry",
    message: `Hello, I am looking for ${wanted || "a cable"} and could not find it on your website. Can you help?`,
  });
  return `/contact-us?${params}#contact-form`;
}

export default function Products() {
  const data = useLoaderData<typeof loader>();
  const { products, filteredProductsCount: count, page, pageCount } = data;
  // The filters, and the comparison the links carry on (when there is one).
  const filters: ListingQuery =
    "compare" in data ? { ...data.filters, compare: data.compare } : data.filters;
  const from = count === 0 ? 0 : (page - 1) * RES_PER_FILTER + 1;
  const to = Math.min(count, page * RES_PER_FILTER);
  const activeCount =
    [filters.category, filters.subcategory, filters.subSubcategory].filter(Boolean).length +
    Object.keys(filters.specs ?? {}).length;
  const clear = withoutFilters(filters);
  const { trail, intro, search, unfilteredCount, facets, chips } = data;
  // Nothing to choose and nothing chosen (a search that found nothing): the results take the width.
  const panelEmpty = activeCount === 0 && !data.panel;

  return (
    <div className="container listing">
      <CatalogueBreadcrumb trail={trail} />
      <header className="listing__head">
        <h1>{listingHeading(filters.keyword, trail)}</h1>
        {!filters.keyword && intro && (
          <div className="listing__intro">
            {intro.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        )}
      </header>

      <div className={`listing__layout${panelEmpty ? " listing__layout--full" : ""}`}>
        {!panelEmpty && (
          <FilterDialog activeCount={activeCount}>
            <FilterPanel facets={facets} filters={filters} clear={activeCount ? clear : null} />
          </FilterDialog>
        )}

        <section className="listing__main" aria-labelledby="results-count">
          <div className="toolbox">
            <p id="results-count" className="toolbox__count" role="status">
              {count === 0
                ? "No products found"
                : `Showing ${from}–${to} of ${count} ${count === 1 ? "product" : "products"}`}
            </p>
            {!panelEmpty && (
              <a
                href="#filters"
                className="btn btn--outline filters__open"
                id="filters-open"
                aria-controls="filters"
                onClick={(event) => {
                  event.preventDefault();
                  window.dispatchEvent(new Event("filters:open"));
                }}
              >
                Filter{activeCount ? ` (${activeCount})` : ""}
              </a>
            )}
            <SortForm filters={filters} />
          </div>

          <FilterChips chips={chips} clearHref={clear} />
          <SearchNote filters={filters} search={search} />

          {products.length === 0 ? (
            <NoResults
              keyword={filters.keyword}
              clearHref={chips.length ? clear : null}
              unfilteredCount={unfilteredCount}
              contactHref={contactHref(filters.keyword, chips)}
            />
          ) : (
            <>
              <CardQuoteForms />
              <div className="product-grid">
                {products.map((p, i) => (
                  <ProductCard
                    key={p[1]}
                    product={p}
                    sizes={CARD_SIZES.listing}
                    priority={i === 0}
                  />
                ))}
              </div>
            </>
          )}

          {count > RES_PER_FILTER && (
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(n) => `/products${productQueryString({ ...filters, page: n })}`}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * The one filter panel: a sidebar from 992 px; below, a full-screen dialog opened by the Filter
 * button. Without JavaScript the button is a link to #filters and the panel opens on :target
 * (its Close link goes back); with it, the dialog keeps focus inside, closes on Escape and gives
 * focus back to the button.
 */
function FilterDialog({
  activeCount,
  children,
}: {
  activeCount: number;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    const onClose = () => setOpen(false);
    window.addEventListener("filters:open", onOpen);
    window.addEventListener("filters:close", onClose);
    return () => {
      window.removeEventListener("filters:open", onOpen);
      window.removeEventListener("filters:close", onClose);
    };
  }, []);
  // The site's one modal behaviour: focus inside, Escape, the page held still, focus given back.
  useModal(ref, { open, onClose: () => setOpen(false), openerId: "filters-open" });
  return (
    <aside
      ref={ref}
      id="filters"
      className={`filters filters--sidebar${open ? " is-open" : ""}`}
      aria-label="Filters"
      {...(open ? { role: "dialog", "aria-modal": true } : {})}
    >
      <div className="filters__head">
        <h2 className="filters__title">Filters{activeCount ? ` (${activeCount})` : ""}</h2>
        <a
          href="#results-count"
          className="btn btn--small filters__close"
          onClick={(event) => {
            event.preventDefault();
            window.dispatchEvent(new Event("filters:close"));
          }}
        >
          Close
        </a>
      </div>
      {children}
    </aside>
  );
}

function SortForm({ filters }: { filters: ListingQuery }) {
  const submit = useSubmit();
  const hidden = new URLSearchParams(
    productQueryString({ ...filters, sort: undefined, page: 1 }).slice(1),
  );
  const selected = !filters.keyword && filters.sort === "date" ? "" : (filters.sort ?? "");
  return (
    <Form
      method="get"
      action="/products"
      className="sort-form"
      onChange={(e) => submit(e.currentTarget)}
    >
      {[...hidden].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="sort">Sort by</label>
      {/* One name per order: without a keyword the default order is the newest first, so
          "Date" is that default rather than a second option for the same order. */}
      <select id="sort" name="sort" defaultValue={selected} key={selected}>
        {filters.keyword && <option value="">Relevance</option>}
        {(Object.keys(SORTS) as Sort[]).map((s) => (
          <option key={s} value={!filters.keyword && s === "date" ? "" : s}>
            {SORTS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn--small">
          Apply
        </button>
      </noscript>
    </Form>
  );
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CardQuoteButton, CardQuoteForms } from "~/components/card-quote";
import { setComparedItems } from "~/components/compare/compare-store";
import { Stars } from "~/components/stars";
import { useHydrated } from "~/components/use-hydrated";
import { MAX_KEYWORD_LENGTH } from "~/constants";
import { getComparison, productsToAdd } from "~/models/compare.server";
import compareStyles from "~/styles/compare.css";
import { COMPARE_MAX, compareHref, compareSlugs } from "~/utils/compare";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/site-url.server";
import { imageRenditions } from "~/utils/uploads";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: compareStyles }];

/**
 * /compare?p=slug-a,slug-b,… (docs/variants.md: Comparison): up to four products side by side,
 * `diff=1` for the rows that differ only, `q=…` for products to add. Every control is a link or a
 * GET form, so it all works without JavaScript; the page is the same for every visitor and so is
 * kept by the page cache like any anonymous page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const start = performance.now();
  const requested = compareSlugs(url.searchParams);
  const comparison = getComparison(requested);
  const slugs = comparison.products.map((p) => p.slug);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_KEYWORD_LENGTH);
  const toAdd = q && slugs.length < COMPARE_MAX ? productsToAdd(q, slugs) : [];
  return data(
    {
      ...comparison,
      diff: url.searchParams.get("diff") === "1",
      q,
      toAdd,
      /** The comparison's own address, to copy and share (and the canonical one). */
      shareUrl: `${siteOrigin(request)}${compareHref(slugs)}`,
    },
    {
      // Products were named and none exists: nothing to compare at this address.
      status: requested.length > 0 && slugs.length === 0 ? 404 : 200,
      headers: { "Server-Timing": `db;dur=${(performance.now() - start).toFixed(1)}` },
    },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const names = data?.products.map((p) => p.name) ?? [];
  const slugs = data?.products.map((p) => p.slug) ?? [];
  const tags = pageMeta(
    matches,
    names.length > 1 ? `Compare ${names.join(" vs ")}` : "Compare products",
    "Compare up to four cables side by side: every specification, with the differences marked.",
    { pathname: "/compare", search: slugs.length ? `?p=${slugs.join(",")}` : "" },
  );
  // The canonical address is the comparison's own, as the page writes it (commas unescaped).
  const canonical = data?.shareUrl;
  return [
    ...tags.map((tag) =>
      canonical && "rel" in tag && tag.rel === "canonical"
        ? { ...tag, href: canonical }
        : canonical && "property" in tag && tag.property === "og:url"
          ? { ...tag, content: canonical }
          : tag,
    ),
    // A comparison is any set of products in any order: none is a page for search engines.
    { name: "robots", content: "noindex" },
  ];
};

/** A column's image: 112 px on phones, at most 220 px from 600 px (compare.css). */
const IMAGE_SIZES = "(min-width:600px) 220px,112px";

export default function Compare() {
  const { products, rows, leftOut, unknown, diff, q, toAdd, shareUrl } =
    useLoaderData<typeof loader>();
  const slugs = products.map((p) => p.slug);
  const hydrated = useHydrated();
  const href = (list: string[], options: { diff?: boolean } = {}) =>
    // Removing the last product keeps `p=`, so the tray learns the list is empty.
    list.length ? compareHref(list, { diff, ...options }) : "/compare?p=";
  const moved = (from: number, to: number) => {
    const list = [...slugs];
    [list[from], list[to]] = [list[to], list[from]];
    return href(list);
  };
  const shown = diff ? rows.filter((row) => row.differs) : rows;

  // With JavaScript, the compare tray holds what the page compares (an empty list only when the
  // last product was removed here, `p=`: not for an address naming no product that exists).
  useEffect(() => {
    if (slugs.length || new URLSearchParams(window.location.search).get("p") === "") {
      setComparedItems(products.map((p) => ({ slug: p.slug, name: p.name })));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slugs.join(",")]);

  return (
    <div className="container compare">
      <h1>Compare products</h1>

      {unknown.length > 0 && (
        <p className="compare__notice">
          No product found for {unknown.map((slug) => `“${slug}”`).join(", ")}: it may have been
          renamed or removed.
        </p>
      )}
      {leftOut.length > 0 && (
        <p className="compare__notice">
          Only {COMPARE_MAX} products can be compared at once, so{" "}
          {leftOut.map((p) => p.name).join(", ")} {leftOut.length === 1 ? "is" : "are"} not shown.
          Remove a product to make room.
        </p>
      )}

      {products.length === 0 ? (
        <div className="empty-state compare__empty">
          <h2>Nothing to compare yet</h2>
          <p>
            Choose two to {COMPARE_MAX} cables: press “Compare” on a product in the{" "}
            <a href="/products">product list</a> or on a product’s page, then open the comparison.
            Or find a product below.
          </p>
        </div>
      ) : (
        <>
          {products.length === 1 && (
            <p className="compare__hint">
              Add at least one more product to compare with {products[0].name}: press “Compare” on
              another product, or find one below.
            </p>
          )}
          <div className="compare__controls">
            {products.length > 1 && <DiffToggle slugs={slugs} diff={diff} />}
            <CopyLink url={shareUrl} hydrated={hydrated} />
          </div>

          {/* The forms the columns' "Add to quote" buttons send (docs/quotes.md, From a card). */}
          <CardQuoteForms />
          <div
            className="compare__scroll"
            role="region"
            aria-labelledby="compare-caption"
            tabIndex={0}
          >
            <table className="compare-table">
              <caption id="compare-caption" className="visually-hidden">
                Specifications of {products.map((p) => p.name).join(", ")}, one product per column
                {diff ? ", differences only" : ""}
              </caption>
              <thead>
                {/* The names, held at the top of the table as it scrolls, above the values. */}
                <tr className="compare-table__names">
                  <td />
                  {products.map((p) => (
                    <th scope="col" key={p.slug}>
                      <a className="compare-col__name" href={`/products/${p.slug}`}>
                        {p.name}
                      </a>
                    </th>
                  ))}
                </tr>
                <tr>
                  <td />
                  {products.map((p, i) => (
                    <td key={p.slug}>
                      <ProductHead product={p} />
                      <div className="compare-col__tools">
                        {i > 0 && (
                          <Link to={moved(i, i - 1)} preventScrollReset replace>
                            <span aria-hidden="true">←</span>
                            <span className="visually-hidden">Move {p.name} left</span>
                          </Link>
                        )}
                        {i < products.length - 1 && (
                          <Link to={moved(i, i + 1)} preventScrollReset replace>
                            <span aria-hidden="true">→</span>
                            <span className="visually-hidden">Move {p.name} right</span>
                          </Link>
                        )}
                        <Link to={href(slugs.filter((s) => s !== p.slug))} preventScrollReset>
                          Remove<span className="visually-hidden"> {p.name}</span>
                        </Link>
                      </div>
                    </td>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row, r) => (
                  <tr key={r} className={row.differs ? "is-different" : undefined}>
                    <th scope="row">
                      {row.title}
                      {row.differs && products.length > 1 && (
                        <span className="compare-table__differs">Differs</span>
                      )}
                    </th>
                    {row.values.map((value, c) => (
                      <td key={c}>
                        {value ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="visually-hidden">Not stated</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.length === 0 && (
            <p className="compare__hint">
              {rows.length === 0
                ? "These products have no specifications to compare."
                : "These products have the same value in every specification."}
            </p>
          )}
        </>
      )}

      {products.length < COMPARE_MAX && (
        <AddProduct slugs={slugs} diff={diff} q={q} toAdd={toAdd} href={href} />
      )}
    </div>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function ProductHead({ product: p }: { product: Loaded["products"][number] }) {
  return (
    <div className="compare-col">
      {p.image ? (
        <img
          {...imageRenditions(p.image.stem, p.image.width)}
          sizes={IMAGE_SIZES}
          width={p.image.width}
          height={p.image.height}
          alt=""
        />
      ) : (
        <img src="/images/placeholder-product.svg" width={400} height={400} alt="" />
      )}
      <span className="compare-col__rating">
        <Stars rating={p.ratings} small />{" "}
        <span className="muted">
          ({p.numOfReviews} {p.numOfReviews === 1 ? "review" : "reviews"})
        </span>
      </span>
      {p.reference && <span className="compare-col__ref">Reference: {p.reference}</span>}
      {/* The uploaded datasheet, or the one generated from the product's data (docs/variants.md). */}
      <a
        href={p.datasheetUrl ?? `/products/${p.slug}/datasheet.pdf`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Datasheet<span className="visually-hidden"> of {p.name} (opens in a new tab)</span>
      </a>
      <div className="compare-col__quote">
        <CardQuoteButton
          slug={p.slug}
          name={p.name}
          choose={p.cutToLength ? "length" : undefined}
        />
      </div>
    </div>
  );
}

/**
 * "Show differences only": a GET form whose checkbox applies at once with JavaScript, and with
 * its button without.
 */
function DiffToggle({ slugs, diff }: { slugs: string[]; diff: boolean }) {
  const navigate = useNavigate();
  return (
    <Form method="get" action="/compare" className="compare__diff" preventScrollReset>
      <input type="hidden" name="p" value={slugs.join(",")} />
      <label>
        <input
          type="checkbox"
          name="diff"
          value="1"
          defaultChecked={diff}
          key={String(diff)}
          onChange={(event) =>
            navigate(compareHref(slugs, { diff: event.currentTarget.checked }), {
              replace: true,
              preventScrollReset: true,
            })
          }
        />{" "}
        Show differences only
      </label>
      <noscript>
        <button type="submit" className="btn btn--small btn--outline">
          Apply
        </button>
      </noscript>
    </Form>
  );
}

/**
 * The comparison's address in a field to copy; with JavaScript, a button copies it (the Clipboard
 * API) and says so.
 */
function CopyLink({ url, hydrated }: { url: string; hydrated: boolean }) {
  const [said, setSaid] = useState("");
  return (
    <div className="compare__share">
      <label htmlFor="compare-link">Link to this comparison</label>
      <input
        id="compare-link"
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      {hydrated && (
        <button
          type="button"
          className="btn btn--small"
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setSaid("Link copied"),
              () => setSaid("Could not copy: select the link and copy it"),
            )
          }
        >
          Copy link
        </button>
      )}
      <span className="compare__said" role="status">
        {said}
      </span>
    </div>
  );
}

/**
 * "Add a product": a keyword search (GET, with the comparison's list) whose matches are links to
 * the comparison with them added; and the product list, whose Compare links add to this list.
 */
function AddProduct({
  slugs,
  diff,
  q,
  toAdd,
  href,
}: {
  slugs: string[];
  diff: boolean;
  q: string;
  toAdd: Loaded["toAdd"];
  href: (list: string[]) => string;
}) {
  const browse = slugs.length ? `/products?compare=${slugs.join(",")}` : "/products";
  return (
    <section className="compare__add" aria-labelledby="compare-add-title">
      <h2 id="compare-add-title">Add a product</h2>
      <Form method="get" action="/compare" role="search" className="compare__search">
        {slugs.length > 0 && <input type="hidden" name="p" value={slugs.join(",")} />}
        {diff && <input type="hidden" name="diff" value="1" />}
        <label htmlFor="compare-q">Find a product by name or reference</label>
        <div>
          <input
            id="compare-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={MAX_KEYWORD_LENGTH}
          />
          <button type="submit" className="btn btn--small">
            Search
          </button>
        </div>
      </Form>
      {q &&
        (toAdd.length ? (
          <ul className="compare__found">
            {toAdd.map((p) => (
              <li key={p.slug}>
                <span>
                  {p.name}
                  {p.reference && <span className="muted"> ({p.reference})</span>}
                </span>
                <Link className="btn btn--small btn--outline" to={href([...slugs, p.slug])}>
                  Add<span className="visually-hidden"> {p.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="compare__hint">No other product matches “{q}”.</p>
        ))}
      <p>
        Or <a href={browse}>browse the products</a> and press “Compare” on the ones you want.
      </p>
    </section>
  );
}

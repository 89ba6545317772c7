import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { CatalogueBreadcrumb } from "~/components/catalogue/breadcrumb";
import { CompareToggle } from "~/components/compare/compare-toggle";
import { GeneratedDatasheetLink, UPLOADED_DATASHEET } from "~/components/generated-datasheet-link";
import { ProductCertifications } from "~/components/product-certifications";
import { Stars } from "~/components/stars";
import { VariantChooser } from "~/components/variant-chooser";
import { env } from "~/env.server";
import { CardQuoteForms } from "~/components/card-quote";
import { CARD_SIZES, cardRow, HIGH_PRIORITY, ProductCard } from "~/components/product-card";
import { getVariantChoosers } from "~/models/family.server";
import { productCertificatesBySlug } from "~/models/product-certificate.server";
import { getProductPage, renamedProductSlug } from "~/models/product.server";
import { submitReview } from "~/models/review.server";
import { clientAddress } from "~/utils/client-address.server";
import { ReviewSchema } from "~/schemas/review";
import { constraintsOf } from "~/utils/constraints.server";
import { intentAction } from "~/screens/intent-action.server";
import { readFormData, submitForm } from "~/utils/form.server";
import { jsonForScript, productJsonLd } from "~/utils/json-ld";
import type { TrailLink } from "~/utils/listing-page";
import { useNonce } from "~/utils/nonce";
import { imageRenditions, imageStem } from "~/utils/uploads";
import { brandOf, pageMeta } from "~/utils/meta";
import { notFoundResponse } from "~/utils/responses.server";
import { siteOrigin } from "~/utils/site-url.server";
import { redirectWithToast } from "~/utils/toast.server";
import { AddToQuote } from "~/components/add-to-quote";
import { productSale } from "~/models/quote-basket.server";
import { PreviewBanner } from "~/components/preview-banner";
import { PREVIEW_HEADERS, readOrPreview } from "~/screens/product-preview.server";
import { REVIEW_SUMMARY } from "./form-summaries.server";
import * as renderedModals from "./modals.server";
import { verifyEmailStep } from "./verify-email.server";

const BANNER_IMAGE = "/images/product-banner.svg";
/** Specifications shown beside the gallery; the table under the description has them all. */
const KEY_SPECS = 5;
/**
 * The review modal: rendered in place on the server, loaded on demand in the browser (its form and
 * the country list are a third of the page's own JavaScript). A quotation is asked for through the
 * quote basket (docs/decisions.md, One quote path: the basket): an address of the former
 * quotation modal (`?quote=1`) shows the page as it is.
 */
const loadModals = () => import("./modals");
const ReviewModal =
  renderedModals.ReviewModal ?? lazy(() => loadModals().then((m) => ({ default: m.ReviewModal })));
/** Starts loading the modal when a visitor is about to open it. */
const preloadModals = { onPointerEnter: loadModals, onFocus: loadModals, onTouchStart: loadModals };

/** Whether the page's address opens the review modal (`?review=new`). */
const reviewOpen = (search: URLSearchParams) => search.get("review") === "new";

/**
 * A preview is its viewer's alone (docs/admin.md, Preview): its loader's Cache-Control and
 * X-Robots-Tag stand; any other page's caching is the app's (app/utils/http-cache.server.ts).
 */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of ["Cache-Control", "X-Robots-Tag", "Server-Timing"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const start = performance.now();
  // Only a product visitors may see; one that is not on the site, for staff alone, as a preview.
  const { found: page, staff } = await readOrPreview(request, (preview) =>
    getProductPage(slug, Number(url.searchParams.get("reviews") ?? 1), { preview }),
  );
  if (!page) {
    // A renamed product's former address leads to its current one, for good.
    const current = renamedProductSlug(slug, { preview: staff });
    if (current) {
      url.searchParams.delete("_routes"); // single fetch's bookkeeping, not the page's
      throw redirect(`/products/${current}${url.search}`, 301);
    }
    throw notFoundResponse("Product not found");
  }
  const timing = `db;dur=${(performance.now() - start).toFixed(1)}`;
  return data(
    {
      product: page.product,
      // Why visitors cannot see it, when this is a staff member's preview of it.
      preview: page.preview,
      // The cards in their compact rows (hydration data).
      related: page.related.map(cardRow),
      variants: getVariantChoosers(page.product.slug),
      certificates: productCertificatesBySlug(page.product.slug).map(({ id, name, href, pdf }) => ({
        id,
        name,
        href,
        pdf,
      })),
      sale: productSale(page.product.slug) ?? { kind: "unit" as const },
      origin: siteOrigin(request),
      brand: env.BRAND_NAME,
      // The review form's rules, when the address opens its modal (opening it loads the page's
      // data again): not carried by every page view.
      reviewConstraints: reviewOpen(url.searchParams) ? constraintsOf(ReviewSchema) : null,
    },
    {
      headers: page.preview
        ? { ...PREVIEW_HEADERS, "Server-Timing": timing }
        : { "Server-Timing": timing },
    },
  );
}

export async function action({ params, request }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  const formData = await readFormData(request);
  return intentAction(request, formData, {
    review: ({ intent }) => {
      formData.set("slug", slug);
      return submitForm(
        request,
        ReviewSchema,
        async (value) => {
          const message = await submitReview(value, { address: clientAddress(request) });
          return redirectWithToast(`/products/${slug}#reviews`, { type: "success", message });
        },
        { intent, formData, honeypot: true, summary: REVIEW_SUMMARY },
      );
    },
    "send-otp": () => verifyEmailStep(request, formData, "send-otp"),
    "verify-otp": () => verifyEmailStep(request, formData, "verify-otp"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: `PAGE NOT FOUND - ${brandOf(matches)}` }];
  const p = data.product;
  // Its own address, whatever the query (a review page, an image, a modal), is the canonical one.
  const tags = pageMeta(
    matches,
    p.seoTitle,
    p.seoDescription || p.description.slice(0, 160),
    { pathname: `/products/${p.slug}`, search: "" },
    { type: "product", image: p.images[0]?.url },
  );
  return data.preview ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

/**
 * The main image's slot (app.css .product-page__top, .gallery__main): the container's width on
 * phones, half of it beside the summary from 900 px (1240 px container, 16 px padding, 28 px
 * gap), less the frame's 1 px borders.
 */
const GALLERY_SIZES =
  "(min-width:1240px) 588px,(min-width:900px) calc(50vw - 32px),calc(100vw - 34px)";
/** A thumbnail's slot (app.css .gallery__thumbs): 100 px less its 2 px borders. */
const THUMB_SLOT = 96;

type Place = { name: string; slug: string } | null;

/** The levels of the category tree a product sits in, from its family down. */
function productTrail(product: {
  category: { name: string; slug: string };
  subcategory: Place;
  subSubcategory: Place;
}): TrailLink[] {
  const levels = [product.category, product.subcategory, product.subSubcategory];
  return levels.flatMap((place, i) => (place ? [{ ...place, level: i + 1 }] : []));
}

export default function ProductPage() {
  const {
    product,
    preview,
    related,
    variants,
    certificates,
    origin,
    reviewConstraints,
    brand,
    sale,
  } = useLoaderData<typeof loader>();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const imageIndex = Math.min(
    Math.max(0, Number(search.get("image") ?? 0) || 0),
    Math.max(0, product.images.length - 1),
  );
  const main = product.images[imageIndex];
  const mainFiles = main && imageRenditions(imageStem(main.url), main.width);
  const nonce = useNonce();
  const pageUrl = `${origin}/products/${product.slug}`;
  const without = (key: string) => {
    const next = new URLSearchParams(search);
    next.delete(key);
    const s = next.toString();
    return `/products/${product.slug}${s ? `?${s}` : ""}`;
  };
  const withParam = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    return `/products/${product.slug}?${next}`;
  };
  const mail = `mailto:?subject=${encodeURIComponent(`${product.name}`)}&body=${encodeURIComponent(
    `I thought you might be interested in ${product.name}:\n${pageUrl}`,
  )}`;

  return (
    <div className="container product-page">
      {preview && <PreviewBanner reason={preview} slug={product.slug} />}
      <CatalogueBreadcrumb
        trail={productTrail(product)}
        current={{ name: product.name, href: `/products/${product.slug}` }}
        reloadDocument
      />

      <div className="product-page__top">
        <div className="gallery">
          <div className="gallery__main">
            {main ? (
              <img
                src={main.url}
                srcSet={mainFiles.srcSet}
                sizes={GALLERY_SIZES}
                width={main.width}
                height={main.height}
                alt={product.imagealt}
                {...HIGH_PRIORITY}
              />
            ) : (
              <img src={BANNER_IMAGE} width={800} height={800} alt={product.imagealt} />
            )}
          </div>
          {product.images.length > 1 && (
            <ul className="gallery__thumbs" aria-label="Product images">
              {product.images.map((img, i) => (
                <li key={img.url}>
                  <Link
                    to={withParam("image", String(i))}
                    preventScrollReset
                    replace
                    className={i === imageIndex ? "is-current" : undefined}
                    aria-current={i === imageIndex ? "true" : undefined}
                    aria-label={`Show image ${i + 1} of ${product.images.length}`}
                  >
                    <img
                      {...imageRenditions(imageStem(img.url), img.width, THUMB_SLOT)}
                      sizes={`${THUMB_SLOT}px`}
                      alt=""
                      width={100}
                      height={100}
                      loading="lazy"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="product-summary">
          <a
            className="product-summary__category"
            href={`/products?category=${product.category.slug}`}
          >
            {product.category.name}
          </a>
          <h1>{product.name}</h1>
          {product.shortdescription && (
            <p className="product-summary__ref">Reference: {product.shortdescription}</p>
          )}
          <p className="product-summary__rating">
            <Stars rating={product.ratings} />{" "}
            <a href="#reviews">
              {product.numOfReviews} {product.numOfReviews === 1 ? "review" : "reviews"}
            </a>
          </p>
          {/* The choice a card's "Choose a variant" or "Choose a length" leads to (#quote). */}
          <div id="quote" className="product-summary__quote">
            {variants && <VariantChooser {...variants} />}
            <AddToQuote slug={product.slug} sale={sale} back={`/products/${product.slug}`} />
          </div>
          {product.specifications.length > 0 && (
            <div className="key-specs">
              <h2 className="key-specs__title">Key specifications</h2>
              <dl>
                {/* By position: two groups may share a title (only their slugs are unique). */}
                {product.specifications.slice(0, KEY_SPECS).map((s, i) => (
                  <div key={i}>
                    <dt>{s.spec}</dt>
                    <dd>{s.value}</dd>
                  </div>
                ))}
              </dl>
              {product.specifications.length > KEY_SPECS && (
                <a href="#additional-information">All specifications</a>
              )}
            </div>
          )}
          <ProductActions product={product} mail={mail} />
          {/* Under the actions: they stay above the fold at 1280 × 800 (storefront-layout). */}
          <ProductCertifications certificates={certificates} />
          <CompareToggle slug={product.slug} name={product.name} />
        </div>
      </div>

      <div className="product-sections">
        <details open className="section-toggle" id="description">
          <summary>Description</summary>
          <div className="section-toggle__body">
            <p className="product-description">{product.description}</p>
          </div>
        </details>

        {product.specifications.length > 0 && (
          <details open className="section-toggle" id="additional-information">
            <summary>Additional Information</summary>
            <div className="section-toggle__body">
              <table className="spec-table">
                <tbody>
                  {product.specifications.map((s, i) => (
                    <tr key={i}>
                      <th scope="row">{s.spec}</th>
                      <td>{s.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}

        <details open className="section-toggle" id="reviews">
          <summary>Reviews ({product.numOfReviews})</summary>
          <div className="section-toggle__body">
            <h2 className="visually-hidden">Reviews of {product.name}</h2>
            <Link
              className="btn"
              id="add-review"
              to={withParam("review", "new")}
              preventScrollReset
              {...preloadModals}
            >
              Add review
            </Link>
            {product.reviews.length === 0 ? (
              <p className="muted">No reviews yet. Be the first to review this product.</p>
            ) : (
              <ul className="review-list">
                {product.reviews.map((r) => (
                  <li key={r.id} className="review">
                    <div className="review__head">
                      <strong>{r.name}</strong>
                      {r.verified && (
                        <span
                          className="badge-verified"
                          title="The reviewer's e-mail was verified by a code"
                        >
                          Verified
                        </span>
                      )}
                      <Stars rating={r.rating} small />
                    </div>
                    <h3 className="review__heading">{r.heading}</h3>
                    <p>{r.comment}</p>
                  </li>
                ))}
              </ul>
            )}
            {product.reviewPageCount > 1 && (
              <nav className="review-pages" aria-label="More reviews">
                {product.reviewPage > 1 && (
                  <Link
                    to={withParam("reviews", String(product.reviewPage - 1))}
                    preventScrollReset
                  >
                    ← Newer reviews
                  </Link>
                )}
                {product.reviewPage < product.reviewPageCount && (
                  <Link
                    to={withParam("reviews", String(product.reviewPage + 1))}
                    preventScrollReset
                  >
                    Older reviews →
                  </Link>
                )}
              </nav>
            )}
          </div>
        </details>
      </div>

      {related.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">Related products</h2>
          <CardQuoteForms />
          <div className="product-grid product-grid--related">
            {related.map((p) => (
              <ProductCard key={p[1]} product={p} sizes={CARD_SIZES.related} headingLevel={3} />
            ))}
          </div>
        </section>
      )}

      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: jsonForScript(productJsonLd(product, { origin, brand })),
        }}
      />

      {/* Each in its own boundary: in the browser the modal waits for its chunk (./modals.tsx). */}
      {reviewOpen(search) && reviewConstraints && (
        <Suspense fallback={null}>
          <ReviewModal
            name={product.name}
            slug={product.slug}
            action={withParam("review", "new")}
            closeTo={without("review")}
            constraints={reviewConstraints}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The datasheet generated from the product's data (one button), the PDF staff uploaded for it when
 * there is one (named apart: docs/storefront.md, Product page), and Share by e-mail.
 */
function ProductActions({
  product,
  mail,
}: {
  product: { slug: string; datasheetUrl: string | null };
  mail: string;
}) {
  return (
    <div className="product-summary__actions">
      <GeneratedDatasheetLink slug={product.slug} className="btn btn--outline" />
      {product.datasheetUrl && (
        <a
          className="share-link"
          href={product.datasheetUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {UPLOADED_DATASHEET}
          <span className="visually-hidden">, opens in a new tab</span>
        </a>
      )}
      <a className="share-link" href={mail}>
        Share by e-mail
      </a>
    </div>
  );
}

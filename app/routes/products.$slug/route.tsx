import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { CatalogueBreadcrumb } from "~/components/catalogue/breadcrumb";
import { CompareToggle } from "~/components/compare/compare-toggle";
import { ProductCertifications } from "~/components/product-certifications";
import { useRootData } from "~/components/root-data";
import { useDocumentData } from "~/components/document-data";
import { Stars } from "~/components/stars";
import { VariantChooser } from "~/components/variant-chooser";
import { CardQuoteForms } from "~/components/card-quote";
import { altOf, CARD_SIZES, HIGH_PRIORITY, ProductCard } from "~/components/product-card";
import type { TrailLink } from "~/utils/listing-page";
import { imageRenditions, imageStem } from "~/utils/uploads";
import { brandOf, pageMeta } from "~/utils/meta";
import { AddToQuote } from "~/components/add-to-quote";
import { PreviewBanner } from "~/components/preview-banner";
import {
  AdditionalInformation,
  Description,
  DETAILS,
  KeySpecs,
  ProductActions,
  ProductJsonLd,
  ReviewList,
} from "./details";
import type { loader } from "./route.server";
import { preloadModals, reviewOpen, ReviewModal } from "./review-modal";

export { action, headers, loader } from "./route.server";

const BANNER_IMAGE = "/images/product-banner.svg";
/**
 * The page's own links (an image, the review modal, a page of reviews) lead to this route, which
 * the browser knows already: nothing to discover when they render.
 */
const OWN_ROUTE = { discover: "none" } as const;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: `PAGE NOT FOUND - ${brandOf(matches)}` }];
  const p = data.product;
  // Its own address, whatever the query (a review page, an image, a modal), is the canonical one.
  const tags = pageMeta(
    matches,
    p.seoTitle,
    p.seoDescription,
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
    details: sent,
    related,
    variants,
    reviewConstraints,
    sale,
  } = useLoaderData<typeof loader>();
  const origin = useRootData()?.origin ?? "";
  // Absent from a document's hydration data: its elements keep what the server sent (./details).
  const details = useDocumentData(DETAILS, sent);
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const imageIndex = Math.min(
    Math.max(0, Number(search.get("image") ?? 0) || 0),
    Math.max(0, product.images.length - 1),
  );
  const main = product.images[imageIndex];
  const mainFiles = main && imageRenditions(imageStem(main.url), main.width);
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
                alt={altOf(product.name, product.imagealt)}
                {...HIGH_PRIORITY}
              />
            ) : (
              <img
                src={BANNER_IMAGE}
                width={800}
                height={800}
                alt={altOf(product.name, product.imagealt)}
              />
            )}
          </div>
          {product.images.length > 1 && (
            <ul className="gallery__thumbs" aria-label="Product images">
              {product.images.map((img, i) => (
                <li key={img.url}>
                  <Link
                    {...OWN_ROUTE}
                    to={withParam("image", String(i))}
                    preventScrollReset
                    replace
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
            <p className="product-summary__ref">{`Reference: ${product.shortdescription}`}</p>
          )}
          <p className="product-summary__rating">
            <Stars rating={product.ratings} />{" "}
            <a href="#reviews">
              {`${product.numOfReviews} ${product.numOfReviews === 1 ? "review" : "reviews"}`}
            </a>
          </p>
          {/* The choice a card's "Choose a variant" or "Choose a length" leads to (#quote). */}
          <div id="quote" className="product-summary__quote">
            {variants && <VariantChooser rows={variants} />}
            <AddToQuote slug={product.slug} sale={sale} back={`/products/${product.slug}`} />
          </div>
          <KeySpecs details={details} />
          <ProductActions product={product} details={details} origin={origin} />
          {/* Under the actions: they stay above the fold at 1280 × 800 (storefront-layout). */}
          <ProductCertifications certificates={details?.certificates} />
          <CompareToggle slug={product.slug} name={product.name} />
        </div>
      </div>

      <div className="product-sections">
        <details open className="section-toggle" id="description">
          <summary>Description</summary>
          <div className="section-toggle__body">
            <Description details={details} />
          </div>
        </details>

        <AdditionalInformation details={details} />

        <details open className="section-toggle" id="reviews">
          <summary>{`Reviews (${product.numOfReviews})`}</summary>
          <div className="section-toggle__body">
            <h2 className="visually-hidden">{`Reviews of ${product.name}`}</h2>
            <Link
              {...OWN_ROUTE}
              className="btn"
              id="add-review"
              to={withParam("review", "new")}
              preventScrollReset
              {...preloadModals}
            >
              Add review
            </Link>
            {product.numOfReviews === 0 ? (
              <p className="muted">No reviews yet. Be the first to review this product.</p>
            ) : (
              <ReviewList details={details} />
            )}
            {product.reviewPageCount > 1 && (
              <nav className="review-pages" aria-label="More reviews">
                {product.reviewPage > 1 && (
                  <Link
                    {...OWN_ROUTE}
                    to={withParam("reviews", String(product.reviewPage - 1))}
                    preventScrollReset
                  >
                    ← Newer reviews
                  </Link>
                )}
                {product.reviewPage < product.reviewPageCount && (
                  <Link
                    {...OWN_ROUTE}
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

      <ProductJsonLd product={product} details={details} origin={origin} />

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

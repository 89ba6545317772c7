/**
 * Structured data of a product page (schema.org Product) and of a breadcrumb (BreadcrumbList), as
 * pure functions, so they are unit-tested without rendering (tests/models/json-ld.test.ts).
 */
import { RATING_MAX } from "~/constants";

/** A schema.org item of `type` (the document's top item, with the vocabulary it uses). */
function schemaOrg<T extends object>(type: string, fields: T) {
  return { "@context": "https://schema.org", "@type": type, ...fields };
}

/** The scale of a rating: 1 to {@link RATING_MAX} stars, stated once, on the product's rating. */
const RATING_SCALE = { bestRating: RATING_MAX, worstRating: 1 };
/**
 * A review's rating leaves out a scale that is schema.org's default (1 to 5, which Google assumes
 * as well): a product page lists up to ten reviews.
 */
const REVIEW_SCALE = RATING_MAX === 5 ? {} : RATING_SCALE;

type Site = { origin: string; brand: string };

export type JsonLdProduct = {
  name: string;
  slug: string;
  shortdescription: string;
  description: string;
  images: { url: string }[];
  category: { name: string; slug: string };
  numOfReviews: number;
  ratings: number;
  reviews: {
    name: string;
    heading: string;
    comment: string;
    rating: number;
    createdAt: string | Date;
  }[];
};

export function productJsonLd(product: JsonLdProduct, { origin, brand }: Site) {
  return schemaOrg("Product", {
    name: product.name,
    // A product without a reference has no SKU to name.
    ...(product.shortdescription ? { sku: product.shortdescription } : {}),
    description: product.description,
    url: `${origin}/products/${product.slug}`,
    image: product.images.map((i) => `${origin}${i.url}`),
    brand: { "@type": "Brand", name: brand },
    category: product.category.name,
    ...(product.numOfReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.ratings.toFixed(2)),
            reviewCount: product.numOfReviews,
            ...RATING_SCALE,
          },
          review: product.reviews.slice(0, 10).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.name },
            name: r.heading,
            reviewBody: r.comment,
            datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
            reviewRating: { "@type": "Rating", ratingValue: r.rating, ...REVIEW_SCALE },
          })),
        }
      : {}),
  });
}

/**
 * A breadcrumb's steps as a schema.org BreadcrumbList, with absolute URLs. The last step, the
 * page itself, names no URL: Google takes the page's own for it.
 */
export function breadcrumbJsonLd(steps: { name: string; href: string }[], origin: string) {
  return schemaOrg("BreadcrumbList", {
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      ...(i < steps.length - 1 ? { item: `${origin}${step.href}` } : {}),
    })),
  });
}

/**
 * JSON for a `<script type="application/ld+json">`: every "<" escaped, so no text of the data
 * can close the script element.
 */
export function jsonForScript(data: unknown) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Structured data of a blog post's page (schema.org Article). */
export function articleJsonLd(
  post: {
    title: string;
    slug: string;
    description: string;
    image: string | null;
    publishedAt: string | Date;
  },
  { origin, brand }: Site,
) {
  const url = `${origin}/blog/${post.slug}`;
  return schemaOrg("Article", {
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: new Date(post.publishedAt).toISOString(),
    ...(post.image ? { image: [`${origin}${post.image}`] } : {}),
    author: { "@type": "Organization", name: brand },
    publisher: { "@type": "Organization", name: brand },
  });
}

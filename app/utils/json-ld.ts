/**
 * Structured data of a product page (schema.org Product) and of a breadcrumb (BreadcrumbList), as
 * pure functions, so they are unit-tested without rendering (tests/models/json-ld.test.ts).
 */
import { RATING_MAX } from "~/constants";

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

export function productJsonLd(
  product: JsonLdProduct,
  { origin, brand }: { origin: string; brand: string },
) {
  const url = `${origin}/products/${product.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    // A product without a reference has no SKU to name.
    ...(product.shortdescription ? { sku: product.shortdescription } : {}),
    description: product.description,
    url,
    image: product.images.map((i) => `${origin}${i.url}`),
    brand: { "@type": "Brand", name: brand },
    category: product.category.name,
    ...(product.numOfReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.ratings.toFixed(2)),
            reviewCount: product.numOfReviews,
            bestRating: RATING_MAX,
            worstRating: 1,
          },
          review: product.reviews.slice(0, 10).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.name },
            name: r.heading,
            reviewBody: r.comment,
            datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
            reviewRating: {
              "@type": "Rating",
              ratingValue: r.rating,
              bestRating: RATING_MAX,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}

/** A breadcrumb's steps as a schema.org BreadcrumbList, with absolute URLs. */
export function breadcrumbJsonLd(steps: { name: string; href: string }[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: `${origin}${step.href}`,
    })),
  };
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
  { origin, brand }: { origin: string; brand: string },
) {
  const url = `${origin}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: new Date(post.publishedAt).toISOString(),
    ...(post.image ? { image: [`${origin}${post.image}`] } : {}),
    author: { "@type": "Organization", name: brand },
    publisher: { "@type": "Organization", name: brand },
  };
}

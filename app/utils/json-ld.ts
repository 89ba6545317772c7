/**
 * Structured data of a product page (schema.org Product and BreadcrumbList), as a pure function
 * of the product, so it is unit-tested without rendering (tests/models/json-ld.test.ts).
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
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product.shortdescription,
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
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home", item: `${origin}/` },
        { name: "Products", item: `${origin}/products` },
        {
          name: product.category.name,
          item: `${origin}/products?category=${product.category.slug}`,
        },
        { name: product.name, item: url },
      ].map((e, i) => ({ "@type": "ListItem", position: i + 1, ...e })),
    },
  ];
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

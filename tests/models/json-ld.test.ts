/** The structured data of a product page, as a pure function of the product. */
import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  jsonForScript,
  productJsonLd,
  type JsonLdProduct,
} from "~/utils/json-ld";

const product: JsonLdProduct = {
  name: "Cat6 U/UTP LSZH",
  slug: "cat6-u-utp-lszh",
  shortdescription: "BEL-C6-305",
  description: "Solid copper data cable.",
  images: [{ url: "/uploads/products/abc-1024.webp" }],
  category: { name: "Copper Connectivity", slug: "copper-connectivity" },
  numOfReviews: 2,
  ratings: 4.333333,
  reviews: [
    {
      name: "Pat",
      heading: "Neat",
      comment: "Easy to strip.",
      rating: 5,
      createdAt: "2026-01-05T10:00:00Z",
    },
    {
      name: "Sam",
      heading: "Fine",
      comment: "As described.",
      rating: 4,
      createdAt: new Date("2026-02-01T09:00:00Z"),
    },
  ],
};

describe("productJsonLd", () => {
  it("describes the product with absolute URLs, the brand and the review figures", () => {
    const item = productJsonLd(product, {
      origin: "https://www.example.com",
      brand: "BEL Cables",
    });
    expect(item).toMatchObject({
      "@type": "Product",
      name: "Cat6 U/UTP LSZH",
      sku: "BEL-C6-305",
      url: "https://www.example.com/products/cat6-u-utp-lszh",
      image: ["https://www.example.com/uploads/products/abc-1024.webp"],
      brand: { "@type": "Brand", name: "BEL Cables" },
      aggregateRating: { ratingValue: 4.33, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect(
      (item as { review: { datePublished: string }[] }).review.map((r) => r.datePublished),
    ).toEqual(["2026-01-05", "2026-02-01"]);
    // The scale once, on the product's rating: a review's is schema.org's default (1 to 5).
    expect((item as { review: { reviewRating: object }[] }).review[0].reviewRating).toEqual({
      "@type": "Rating",
      ratingValue: 5,
    });
  });

  it("names no SKU for a product without a reference", () => {
    const item = productJsonLd({ ...product, shortdescription: "" }, { origin: "", brand: "B" });
    expect(item).not.toHaveProperty("sku");
  });

  it("leaves out ratings when there are no reviews", () => {
    const item = productJsonLd(
      { ...product, numOfReviews: 0, reviews: [] },
      { origin: "", brand: "B" },
    );
    expect(item).not.toHaveProperty("aggregateRating");
    expect(item).not.toHaveProperty("review");
  });

  it("escapes < so no text can close the script element", () => {
    const text = jsonForScript(
      productJsonLd({ ...product, name: "</script><script>alert(1)" }, { origin: "", brand: "B" }),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)");
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the steps in order, positions from 1, with absolute URLs but the page's own", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Home", href: "/" },
          { name: "Coaxial", href: "/products?category=coaxial" },
          { name: "RG6", href: "/products/rg6" },
        ],
        "https://www.example.com",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Coaxial",
          item: "https://www.example.com/products?category=coaxial",
        },
        // The page itself: Google takes its URL.
        { "@type": "ListItem", position: 3, name: "RG6" },
      ],
    });
  });
});

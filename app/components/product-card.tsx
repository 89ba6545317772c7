import { Link } from "@remix-run/react";
import type { ProductCard as Card } from "~/models/product.server";

export const PLACEHOLDER_IMAGE = "/images/placeholder-product.svg";

/** sizes for the listing grid: 2 columns on phones up to 6 on wide screens. */
const GRID_SIZES =
  "(min-width: 1400px) 180px, (min-width: 992px) 22vw, (min-width: 600px) 30vw, 48vw";

export function ProductCard({
  product,
  priority = false,
  headingLevel = 2,
}: {
  product: Card;
  priority?: boolean;
  /** 2 in the listing; 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
}) {
  const image = product.images[0];
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className="product-card">
      <Link
        to={`/products/${product.slug}`}
        className="product-card__image"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcSet}
            sizes={GRID_SIZES}
            width={image.width}
            height={image.height}
            alt={product.imagealt || product.name}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <img
            src={PLACEHOLDER_IMAGE}
            width={400}
            height={400}
            alt={product.imagealt || product.name}
            loading="lazy"
          />
        )}
      </Link>
      <div className="product-card__body">
        <Link
          className="product-card__category"
          to={`/products?category=${encodeURIComponent(product.category.slug)}`}
        >
          {product.category.name}
        </Link>
        <Heading className="product-card__name">
          <Link to={`/products/${product.slug}`}>{product.name}</Link>
        </Heading>
        <p className="product-card__ref">{product.shortdescription}</p>
      </div>
    </article>
  );
}

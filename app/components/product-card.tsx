import type { CardView } from "~/models/product.server";
import { imageRenditions } from "~/utils/uploads";

export const PLACEHOLDER_IMAGE = "/images/placeholder-product.svg";

/**
 * The width of a card's image in the listing grid (app.css: .container, .listing__layout,
 * .product-grid), so the browser fetches the smallest rendition that fills it: a 165 px card on
 * a 375 px phone takes the 320 w file.
 *   < 600 px: 2 columns of (100vw - 32 px padding - 14 px gap) / 2
 *   600–991: 3 columns of (100vw - 32 - 28) / 3
 *   992–1199: the 260 px filter column and 24 px gap beside 3 columns
 *   1200–1599: 4 columns in the 1240 px container, about 220 px
 *   ≥ 1600: 6 columns, about 142 px
 */
export const GRID_SIZES =
  "(min-width:1600px) 142px,(min-width:1200px) 220px,(min-width:992px) calc(33.3vw - 115px),(min-width:600px) calc(33.3vw - 20px),calc(50vw - 23px)";

/** React 18 types know fetchPriority, its DOM property list does not: pass the attribute. */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

export function ProductCard({
  product,
  priority = false,
  headingLevel = 2,
}: {
  product: CardView;
  priority?: boolean;
  /** 2 in the listing; 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
}) {
  const { image } = product;
  const alt = product.imagealt || product.name;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  // A listing page shows 16 cards: styled by their place in a .product-grid (app.css), no classes.
  // The name's link covers the whole card, so the image needs no link of its own.
  return (
    <article>
      {image ? (
        <img
          {...imageRenditions(image.stem, image.width)}
          sizes={GRID_SIZES}
          width={image.width}
          height={image.height}
          alt={alt}
          {...(priority ? HIGH_PRIORITY : { loading: "lazy" })}
        />
      ) : (
        <img src={PLACEHOLDER_IMAGE} width={400} height={400} alt={alt} loading="lazy" />
      )}
      <div>
        <a href={`/products?category=${encodeURIComponent(product.category.slug)}`}>
          {product.category.name}
        </a>
        <Heading>
          <a href={`/products/${product.slug}`}>{product.name}</a>
        </Heading>
        <p>{product.shortdescription}</p>
      </div>
    </article>
  );
}

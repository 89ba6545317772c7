import { useLocation } from "@remix-run/react";
import { CardQuoteButton } from "~/components/card-quote";
import { CompareToggle } from "~/components/compare/compare-toggle";
import { CardFamilyLine } from "~/components/variant-chooser";
import type { CardFamily } from "~/models/family.server";
import type { CardView } from "~/models/product.server";
import { carriedCompare, withCarried } from "~/utils/compare";
import { imageRenditions, PLACEHOLDER_IMAGE } from "~/utils/uploads";

/**
 * The width of a card's image in each grid it sits in (app.css: .container, .listing__layout,
 * .product-grid, .product-grid--related; the image is its column less the card's 1 px borders),
 * so the browser fetches the narrowest rendition that fills it. A 375 px phone's card is 162.5 px:
 * the 240 w file on a 1× screen, the 360 w on a 2× one. A fraction of a pixel is rounded up
 * (33.4vw for a third), never down: a slot said narrower than it is gets a file too narrow.
 */
export const CARD_SIZES = {
  /**
   * The listing: 2 columns of the 1240 px container (16 px padding, 14 px gaps) on phones, 3 from
   * 600 px; beside the 260 px filter column (24 px gap) 3 from 992 px, 4 from 1200, 6 from 1600.
   */
  listing:
    "(min-width:1600px) 141px,(min-width:1240px) 219px,(min-width:1200px) calc(25vw - 91px),(min-width:992px) calc(33.4vw - 116px),(min-width:600px) calc(33.4vw - 22px),calc(50vw - 25px)",
  /**
   * Related products, under a product: the whole container, 2 columns, 3 from 600 px, 6 from 1200
   * (181 to 188 px, said 188 throughout: never narrower, and the same file chosen at 1× to 3×).
   */
  related: "(min-width:1200px) 188px,(min-width:600px) calc(33.4vw - 22px),calc(50vw - 25px)",
} as const;

/** What a card shows: a product's card view, and on the listing its family's line. */
export type CardData = CardView & { family?: CardFamily | null };

/**
 * A picture's alternative text as a page's data carries it: what follows the product's name when
 * it begins with it (the same words on every picture of a range are then carried once), else the
 * text as a one-item list. {@link altOf} reads it back.
 */
export type CarriedAlt = string | [string];
export const carriedAlt = (name: string, alt: string): CarriedAlt =>
  alt.startsWith(name) ? alt.slice(name.length) : [alt];
export const altOf = (name: string, alt: CarriedAlt) =>
  typeof alt === "string" ? name + alt : alt[0];

/** Where products' pictures are stored (app/storage.server.ts): a row's stem is what follows. */
const PRODUCT_IMAGES = "/uploads/products/";
const inFolder = (stem: string) =>
  stem.startsWith(PRODUCT_IMAGES) ? stem.slice(PRODUCT_IMAGES.length) : stem;
const stemOf = (stem: string) => (stem.startsWith("/") ? stem : PRODUCT_IMAGES + stem);

/**
 * A card as a page's loader data carries it, for hydration: its values in a fixed order, without
 * a key each (sixteen cards a listing), its image's alternative text as {@link CarriedAlt}, and
 * its image's stem without the folder of products' pictures when it is in it. {@link ProductCard}
 * reads it as it is.
 */
export type CardRow = [
  name: string,
  slug: string,
  shortdescription: string,
  alt: CarriedAlt,
  image: [stem: string, width: number, height: number] | 0,
  category: [name: string, slug: string],
  family: CardFamily | 0,
  cutToLength: 1 | 0,
];

export function cardRow(card: CardData): CardRow {
  const { name, imagealt, image, category, family } = card;
  return [
    name,
    card.slug,
    card.shortdescription,
    carriedAlt(name, imagealt),
    image ? [inFolder(image.stem), image.width, image.height] : 0,
    [category.name, category.slug],
    family ?? 0,
    card.cutToLength ? 1 : 0,
  ];
}

/** React 18 types know fetchPriority, its DOM property list does not: pass the attribute. */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

export function ProductCard({
  product,
  sizes,
  priority = false,
  headingLevel = 2,
}: {
  /** A family's card (the listing) says how many products it has, with their colours. */
  /** The card's row ({@link cardRow}). */
  product: CardRow;
  /** The slot of the card's image in its grid: one of CARD_SIZES. */
  sizes: (typeof CARD_SIZES)[keyof typeof CARD_SIZES];
  priority?: boolean;
  /** 2 in the listing; 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
}) {
  const [name, slug, sku, alt, image, category, family, cut] = product;
  const imagealt = altOf(name, alt);
  const Heading = headingLevel === 3 ? "h3" : "h2";
  // A comparison put together without JavaScript goes on with the visitor (docs/variants.md).
  const compared = carriedCompare(useLocation().search);
  // A listing page shows 16 cards: styled by their place in a .product-grid (app.css), no classes.
  // The name's link covers the whole card, so the image needs no link of its own. Its "Add to
  // quote" sends a form the grid renders once (CardQuoteForms): cards render only inside one. A
  // family's card, or cut cable's, leads to the choice on the product page instead
  // (docs/quotes.md, From a card).
  return (
    <article>
      {image ? (
        <img
          {...imageRenditions(stemOf(image[0]), image[1])}
          sizes={sizes}
          width={image[1]}
          height={image[2]}
          alt={imagealt}
          {...(priority ? HIGH_PRIORITY : { loading: "lazy" })}
        />
      ) : (
        <img src={PLACEHOLDER_IMAGE} width={400} height={400} alt={imagealt} loading="lazy" />
      )}
      <div>
        <a href={withCarried(`/products?category=${encodeURIComponent(category[1])}`, compared)}>
          {category[0]}
        </a>
        <Heading>
          <a href={withCarried(`/products/${slug}`, compared)}>{name}</a>
        </Heading>
        <p>{sku}</p>
        {/* A row's absent family is 0, which React would write as text. */}
        {family !== 0 && <CardFamilyLine family={family} />}
        <CompareToggle slug={slug} name={name} />
        <CardQuoteButton
          slug={slug}
          name={name}
          choose={family ? "variant" : cut ? "length" : undefined}
        />
      </div>
    </article>
  );
}

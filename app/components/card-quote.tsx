/**
 * "Add to quote" on product cards (docs/quotes.md, From a card): the one way a card adds to the
 * quote. Nothing is chosen for the visitor: a product is added as it is sold (one of its packs, or
 * one of it), and a card that needs a choice (a family's card: which variant; cable cut to length:
 * which length) is a link to that choice on the product page instead.
 *
 * A listing shows sixteen cards under an HTML budget (tests/e2e/page-weight.spec.ts), so a card
 * adds only a button: it names its product by its value and sends the form that
 * {@link CardQuoteForms} renders once per grid (the HTML `form` attribute), which carries the rest
 * (a quantity of one, the address to come back to). A plain form post, the same without
 * JavaScript; /quote adds the line as the product is sold and redirects back with its toast.
 */
import { Form, useLocation } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";

const FORM = "quote-add";

/** The form the cards' buttons send; rendered once before the grid, nothing visible. */
export function CardQuoteForms() {
  const { pathname, search } = useLocation();
  return (
    <Form id={FORM} method="post" action="/quote" preventScrollReset hidden>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="qty" value="1" />
      <input type="hidden" name="back" value={pathname + search} />
    </Form>
  );
}

/** The choice a card leads to rather than adding: a family's variant, or a cut cable's length. */
export type CardQuoteChoice = "variant" | "length";

const CHOICE_LABELS: Record<CardQuoteChoice, string> = {
  variant: "Choose a variant",
  length: "Choose a length",
};

/**
 * A card's "Add to quote" (no class: app.css finds it by its `form`, or the link by its `#quote`).
 * `choose` makes it a link to that choice on the product page (`/products/{slug}#quote`); without
 * it the button adds one of the product as it is sold. The button's name, and the link's title,
 * say the product once React has taken over, as the Compare button does; the server's HTML keeps
 * to the card's own.
 */
export function CardQuoteButton({
  slug,
  name,
  choose,
}: {
  slug: string;
  name: string;
  choose?: CardQuoteChoice;
}) {
  const hydrated = useHydrated();
  if (choose) {
    // The product is said in the link's description, not its name: the card's heading is the one
    // link named by the product.
    return (
      <a
        href={`/products/${slug}#quote`}
        title={hydrated ? `${CHOICE_LABELS[choose]} of ${name}` : undefined}
      >
        {CHOICE_LABELS[choose]}
      </a>
    );
  }
  return (
    <button form={FORM} name="slug" value={slug}>
      Add to quote
      {hydrated && <span className="visually-hidden"> {name}</span>}
    </button>
  );
}

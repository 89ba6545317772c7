/**
 * "Add to quote" on product cards (docs/quotes.md, From a card): one quantity of the product, or
 * for cable sold by length one drum of the product page's default size, changed at /quote.
 *
 * A listing shows sixteen cards under an HTML budget (tests/e2e/page-weight.spec.ts), so a card
 * adds only a button: it names its product by its value and sends one of the two forms that
 * {@link CardQuoteForms} renders once per grid (the HTML `form` attribute), which carry the rest
 * (the quantity, the drum, the address to come back to). A plain form post, the same without
 * JavaScript; /quote adds the line and redirects back with its toast.
 */
import { Form, useLocation } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { DRUM_SIZES } from "~/constants";

const FORM = { plain: "quote-add", length: "quote-add-length" } as const;

/** The two forms the cards' buttons send; rendered once before the grid, nothing visible. */
export function CardQuoteForms() {
  const { pathname, search } = useLocation();
  const back = pathname + search;
  return (
    <>
      {Object.entries(FORM).map(([kind, id]) => (
        <Form key={id} id={id} method="post" action="/quote" preventScrollReset hidden>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="qty" value="1" />
          {kind === "length" && (
            <>
              <input type="hidden" name="measure" value="drum" />
              <input type="hidden" name="drum" value={DRUM_SIZES[3]} />
            </>
          )}
          <input type="hidden" name="back" value={back} />
        </Form>
      ))}
    </>
  );
}

/**
 * A card's button (no class: app.css finds it by its `form`). Its name says the product once
 * React has taken over, as the Compare button does; the server's HTML keeps to the card's own.
 */
export function CardQuoteButton({
  slug,
  name,
  soldByLength,
}: {
  slug: string;
  name: string;
  soldByLength?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <button form={soldByLength ? FORM.length : FORM.plain} name="slug" value={slug}>
      Add to quote
      {hydrated && <span className="visually-hidden"> {name}</span>}
    </button>
  );
}

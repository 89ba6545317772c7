import { Link, useLocation } from "@remix-run/react";
import type { CardFamily, Chooser, ChooserOption } from "~/models/family.server";
import { swatchOf } from "~/utils/cable-colours";
import { carriedCompare, withCarried } from "~/utils/compare";

/**
 * A family on the product page (docs/variants.md, "On the storefront"): the product's SKU and one
 * chooser per specification group that varies within its family. Every option is a link to a
 * member's own page, so it works without JavaScript and each variant keeps its own address; with
 * JavaScript the page changes in place and keeps its scroll position. An option no member offers
 * with the other current choices still leads somewhere, to the nearest member (which differs in
 * another group too), and says in plain text, at every width, what else it changes.
 */
export function VariantChooser({ sku, choosers }: { sku: string | null; choosers: Chooser[] }) {
  // A comparison being put together without JavaScript travels with the visitor (docs/variants.md).
  const compared = carriedCompare(useLocation().search);
  if (!sku && choosers.length === 0) return null;
  return (
    <div className="variant-chooser">
      {sku && <p className="variant-chooser__sku">{`SKU: ${sku}`}</p>}
      {choosers.map((chooser, i) => {
        const current = chooser.options.find((o) => o.current);
        const id = `variant-group-${i}`;
        return (
          <div key={chooser.title} className="variant-chooser__group">
            <p id={id} className="variant-chooser__title">
              {`${chooser.title}: `}
              <strong>{current?.title ?? "None"}</strong>
            </p>
            <ul
              aria-labelledby={id}
              className={
                chooser.colour ? "variant-options variant-options--colour" : "variant-options"
              }
            >
              {chooser.options.map((option) => (
                <li key={option.title}>
                  <Link
                    to={withCarried(`/products/${option.slug}`, compared)}
                    preventScrollReset
                    // A page of the product page's own route, known already: nothing to discover.
                    discover="none"
                    aria-current={option.current ? "page" : undefined}
                    className={option.available ? undefined : "is-unavailable"}
                  >
                    {chooser.colour && (
                      <span
                        className={`swatch swatch--${option.swatch ?? "none"}`}
                        aria-hidden="true"
                      />
                    )}
                    {option.title}
                    {!option.available && (
                      <>
                        <span className="visually-hidden">(not with the other choices):</span>
                        <span className="variant-option__change">
                          {changesText(option.changes)}
                        </span>
                      </>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * What an unavailable option changes besides its own group, as the option says it: "changes sheath
 * colour to Blue" (a group's title in lower case, an acronym such as CPR kept as it is).
 */
export function changesText(changes: ChooserOption["changes"]) {
  const lower = (title: string) => title.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
  return `changes ${changes.map((c) => `${lower(c.group)} to ${c.value ?? "none"}`).join(" and ")}`;
}

/** Shown colours on a card; more are counted. */
const CARD_SWATCHES = 8;

/**
 * A listing card's line for a family: "{n} variants" and the family's colours, as swatches (their
 * names read once, as text, by screen readers; a name without a swatch is shown as text).
 */
export function CardFamilyLine({ family }: { family: CardFamily }) {
  const shown = family.colours.slice(0, CARD_SWATCHES);
  const more = family.colours.length - shown.length;
  return (
    <p className="card-family">
      {family.count} variants
      {shown.length > 0 && (
        <>
          <span className="visually-hidden">: {family.colours.join(", ")}</span>
          <span className="card-family__colours" aria-hidden="true">
            {shown.map((title) => {
              const swatch = swatchOf(title);
              return swatch ? (
                <i key={title} className={`swatch swatch--${swatch}`} />
              ) : (
                <span key={title}>{title}</span>
              );
            })}
            {more > 0 && <span>+{more}</span>}
          </span>
        </>
      )}
    </p>
  );
}

import { Link, useLocation } from "@remix-run/react";
import type { CardFamily, Chooser } from "~/models/family.server";
import { swatchOf } from "~/utils/cable-colours";
import { carriedCompare, withCarried } from "~/utils/compare";

/**
 * A family's choosers as the product page's loader data carries them, for hydration: their values
 * in a fixed order, without a key each (a family of nine: two choosers of up to nine options).
 * {@link VariantChooser} reads them as they are.
 */
export type VariantRows = [sku: string | null, choosers: ChooserRow[]];
type ChooserRow = [title: string, colour: 1 | 0, options: OptionRow[]];
/**
 * An option: its title, the member it leads to, its state ({@link CURRENT}, {@link AVAILABLE} or
 * 0: it changes other choices too), its swatch (0: none) and what else it changes (each other
 * group, with the value the member has there).
 */
type OptionRow = [
  title: string,
  slug: string,
  state: typeof CURRENT | typeof AVAILABLE | 0,
  swatch: string | 0,
  changes: Change[],
];
type Change = [group: string, value: string | null];
/** The shown product's own value. */
const CURRENT = 2;
/** Some member has it and every other current choice. */
const AVAILABLE = 1;

export function variantRows({
  sku,
  choosers,
}: {
  sku: string | null;
  choosers: Chooser[];
}): VariantRows {
  return [
    sku,
    choosers.map((chooser) => [
      chooser.title,
      chooser.colour ? 1 : 0,
      chooser.options.map((o) => [
        o.title,
        o.slug,
        o.current ? CURRENT : o.available ? AVAILABLE : 0,
        o.swatch ?? 0,
        o.changes.map((c) => [c.group, c.value]),
      ]),
    ]),
  ];
}

/**
 * A family on the product page (docs/variants.md, "On the storefront"): the product's SKU and one
 * chooser per specification group that varies within its family. Every option is a link to a
 * member's own page, so it works without JavaScript and each variant keeps its own address; with
 * JavaScript the page changes in place and keeps its scroll position. An option no member offers
 * with the other current choices still leads somewhere, to the nearest member (which differs in
 * another group too), and says in plain text, at every width, what else it changes.
 */
export function VariantChooser({ rows: [sku, choosers] }: { rows: VariantRows }) {
  // A comparison being put together without JavaScript travels with the visitor (docs/variants.md).
  const compared = carriedCompare(useLocation().search);
  if (!sku && choosers.length === 0) return null;
  return (
    <div className="variant-chooser">
      {sku && <p className="variant-chooser__sku">{`SKU: ${sku}`}</p>}
      {choosers.map(([title, colour, options], i) => {
        const current = options.find((o) => o[2] === CURRENT);
        const id = `variant-group-${i}`;
        return (
          <div key={title} className="variant-chooser__group">
            <p id={id} className="variant-chooser__title">
              {`${title}: `}
              <strong>{current?.[0] ?? "None"}</strong>
            </p>
            <ul
              aria-labelledby={id}
              className={colour ? "variant-options variant-options--colour" : "variant-options"}
            >
              {options.map(([option, slug, state, swatch, changes]) => (
                <li key={option}>
                  <Link
                    to={withCarried(`/products/${slug}`, compared)}
                    preventScrollReset
                    // A page of the product page's own route, known already: nothing to discover.
                    discover="none"
                    aria-current={state === CURRENT ? "page" : undefined}
                    className={state ? undefined : "is-unavailable"}
                  >
                    {colour ? (
                      <span className={`swatch swatch--${swatch || "none"}`} aria-hidden="true" />
                    ) : null}
                    {option}
                    {!state && (
                      <>
                        <span className="visually-hidden">(not with the other choices):</span>
                        <span className="variant-option__change">{changesText(changes)}</span>
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
export function changesText(changes: Change[]) {
  const lower = (title: string) => title.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
  return `changes ${changes.map(([group, value]) => `${lower(group)} to ${value ?? "none"}`).join(" and ")}`;
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

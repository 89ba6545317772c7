/**
 * Colour swatches of specification values (docs/variants.md, "On the storefront"): a colour
 * group is one whose title says colour ("Colour", "Sheath Colour", "Color"), and a value's swatch
 * is the common cable colour its name names. A name that names none (LSZH grades, "Natural",
 * "Clear") has no swatch: its label is shown as text. The colours themselves are classes of
 * app.css (`.swatch--red`…): the pages' style policy allows no inline styles.
 */

export const isColourGroup = (title: string) => /colou?r/i.test(title);

/** Names, most specific first ("green/yellow" before "green" and "yellow"). */
const SWATCHES: [RegExp, string][] = [
  [/\bgreen\s*(\/|-|&|and)\s*yellow\b|\bearth\b/i, "green-yellow"],
  [/\bred\b/i, "red"],
  [/\bblack\b/i, "black"],
  [/\bblue\b/i, "blue"],
  [/\bbrown\b/i, "brown"],
  [/\bgr[ae]y\b|\bsilver\b/i, "grey"],
  [/\bwhite\b|\bivory\b/i, "white"],
  [/\borange\b/i, "orange"],
  [/\bviolet\b|\bpurple\b/i, "violet"],
  [/\byellow\b/i, "yellow"],
  [/\bgreen\b/i, "green"],
  [/\bpink\b/i, "pink"],
];

/** The swatch class suffix of a colour value's name, or null when it names no colour. */
export function swatchOf(name: string): string | null {
  for (const [pattern, swatch] of SWATCHES) if (pattern.test(name)) return swatch;
  return null;
}

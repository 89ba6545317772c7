import { COUNTRY_ROWS } from "./countries.data";

/** Countries with their dial codes (from the countries-list package, see scripts/countries.ts). */
export type Country = { iso2: string; name: string; dialCode: string; dialCodes: string[] };

export const COUNTRIES: Country[] = COUNTRY_ROWS.map(([iso2, name, codes]) => {
  /** Every dial code of the country (a few have more than one: Kosovo, the Dominican Republic). */
  const dialCodes = codes ? codes.split(",") : [];
  return { iso2, name, dialCode: dialCodes[0] ?? "", dialCodes };
});

const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));

export function findCountry(name: string | undefined | null): Country | undefined {
  return name ? byName.get(name.trim().toLowerCase()) : undefined;
}

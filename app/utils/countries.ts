import { countries as data } from "countries-list";

/** Countries with their dial codes, from the maintained countries-list package, by name. */
export type Country = { iso2: string; name: string; dialCode: string; dialCodes: string[] };

export const COUNTRIES: Country[] = Object.entries(data)
  .map(([iso2, c]) => ({
    iso2,
    name: c.name,
    dialCode: c.phone.length ? String(c.phone[0]) : "",
    /** Every dial code of the country (a few have more than one: Kosovo, the Dominican Republic). */
    dialCodes: c.phone.map(String),
  }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));

export function findCountry(name: string | undefined | null): Country | undefined {
  return name ? byName.get(name.trim().toLowerCase()) : undefined;
}

import { describe, expect, it } from "vitest";
import { countryRows } from "../../scripts/countries";
import { COUNTRY_ROWS } from "~/utils/countries.data";
import { COUNTRIES, findCountry } from "~/utils/countries";

describe("the countries of the forms", () => {
  it("are the countries-list package's, as scripts/countries.ts writes them", () => {
    expect(COUNTRY_ROWS).toEqual(countryRows());
    expect(COUNTRIES.length).toBeGreaterThan(240);
  });

  it("find a country by its name, whatever the case, with every dial code", () => {
    expect(findCountry(" united kingdom ")).toMatchObject({ iso2: "GB", dialCode: "44" });
    expect(findCountry("Dominican Republic")?.dialCodes).toEqual(["1809", "1829", "1849"]);
    expect(findCountry("Atlantis")).toBeUndefined();
  });
});

import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { COUNTRIES, findCountry } from "~/utils/countries";

/**
 * The country list of the review and contact forms (countries-list package), each with its dial
 * code; tells the form the dial code of the country chosen.
 */
export function CountrySelect({
  field,
  onDialCode,
}: {
  field: FieldMetadata<string>;
  onDialCode: (dialCode: string) => void;
}) {
  if (COUNTRIES.length === 0) return <p className="form-alert">Country list unavailable</p>;
  return (
    <select
      {...getSelectProps(field)}
      autoComplete="country-name"
      onChange={(e) => onDialCode(findCountry(e.currentTarget.value)?.dialCode ?? "")}
    >
      <option value="">Select a country</option>
      {COUNTRIES.map((c) => (
        <option key={c.iso2} value={c.name}>
          {c.name}
          {c.dialCode ? ` (+${c.dialCode})` : ""}
        </option>
      ))}
    </select>
  );
}

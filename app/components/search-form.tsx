import { useLocation, useNavigate } from "@remix-run/react";
import { carriedCompare } from "~/utils/compare";

/**
 * The header and mobile search. A GET form to /products: with JavaScript off the browser sends
 * ?keyword=…; with it, the listing opens without reloading the page, and blank text goes to
 * /products without the empty parameter. A plain form with one handler, rather than Remix's
 * <Form>, which costs every page more to render. A comparison put together without JavaScript
 * (`compare` in the address, docs/variants.md: Adding products) goes on to the results.
 */
export function SearchForm({ id, className }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const compared = carriedCompare(useLocation().search).join(",");
  return (
    <form
      method="get"
      action="/products"
      role="search"
      className={`search-form ${className ?? ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem("keyword") as HTMLInputElement | null;
        const keyword = input?.value.trim() ?? "";
        navigate(keyword ? `/products?${new URLSearchParams({ keyword })}` : "/products");
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input id={id} type="search" name="keyword" placeholder="Search cables" maxLength={200} />
      {compared && <input type="hidden" name="compare" value={compared} />}
      <button type="submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path
            d="M15.5 15.5 21 21"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </form>
  );
}

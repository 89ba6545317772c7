import { Form } from "@remix-run/react";

/**
 * The header and mobile search. A GET form to /products: with JavaScript off the browser sends
 * ?keyword=…; with it, blank text goes to /products without the empty parameter.
 */
export function SearchForm({ id, className }: { id: string; className?: string }) {
  return (
    <Form
      method="get"
      action="/products"
      role="search"
      className={`search-form ${className ?? ""}`}
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("keyword") as HTMLInputElement | null;
        if (input && !input.value.trim()) {
          // A disabled field is left out of the query; enable it again once the form is read.
          input.disabled = true;
          setTimeout(() => (input.disabled = false));
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input id={id} type="search" name="keyword" placeholder="Search cables…" maxLength={200} />
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
    </Form>
  );
}

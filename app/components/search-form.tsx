import { useLocation, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { carriedCompare } from "~/utils/compare";

/**
 * The suggestions as a visitor types (./search-suggestions.tsx): a chunk of their own, loaded when
 * a visitor is about to type (the pointer over the box, a touch, the focus), so that pages load
 * no more JavaScript for them (tests/e2e/js-size.spec.ts).
 */
const Suggestions = lazy(() => import("./search-suggestions"));

/**
 * The header's search box. A GET form to /products: with JavaScript off the browser sends
 * ?keyword=…, and the form is all there is; with it, the listing opens without reloading the
 * page, blank text goes to /products without the empty parameter, and the box becomes a
 * combobox that suggests searches, categories and products as the visitor types
 * (docs/storefront.md, "Suggestions as you type"). A plain form with one handler, rather than
 * Remix's <Form>, which costs every page more to render. A comparison put together without
 * JavaScript (`compare` in the address, docs/variants.md: Adding products) goes on to the results.
 */
export function SearchForm({ id, className }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const compared = carriedCompare(useLocation().search).join(",");
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  // A visitor who was in the box before the page hydrated.
  useEffect(() => {
    if (document.activeElement === input.current) setWanted(true);
  }, []);
  return (
    <form
      method="get"
      action="/products"
      role="search"
      className={`search-form ${className ?? ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = input.current?.value.trim() ?? "";
        navigate(keyword ? `/products?${new URLSearchParams({ keyword })}` : "/products");
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="keyword"
        placeholder="Search cables"
        maxLength={200}
        onFocus={want}
        onPointerEnter={want}
        onTouchStart={want}
      />
      {compared && <input type="hidden" name="compare" value={compared} />}
      {/* Its magnifier is drawn by the stylesheet (app.css). */}
      <button type="submit" aria-label="Search" />
      {wanted && (
        <Suspense fallback={null}>
          <Suggestions input={input} id={`${id}-suggestions`} />
        </Suspense>
      )}
    </form>
  );
}

/**
 * Choosing a product among 100,000: a text field that, with JavaScript, suggests matching
 * products as one types (a debounced GET of /admin/reviews/products) in an ARIA combobox
 * (arrows, Enter, Escape); choosing one opens `?product={id}`. Without JavaScript the field
 * submits its form, and the page lists the matching products to choose from.
 */
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { SearchInput } from "~/components/admin/list-tools";

export type ProductOption = { id: number; name: string; category: string };

const DEBOUNCE_MS = 200;

export function ProductPicker({
  name = "product-q",
  defaultValue,
  label,
  source = "/admin/reviews/products",
}: {
  name?: string;
  defaultValue: string;
  label: string;
  source?: string;
}) {
  const fetcher = useFetcher<{ q: string; products: ProductOption[] }>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const id = useId();
  const listId = `${id}-list`;
  const options = fetcher.data?.products ?? [];
  const shown = open && fetcher.data !== undefined;

  useEffect(() => () => clearTimeout(timer.current), []);

  const lookup = (value: string) => {
    clearTimeout(timer.current);
    const q = value.trim();
    if (q.length < 2) {
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      fetcher.load(`${source}?${new URLSearchParams({ q })}`);
      setOpen(true);
      setActive(-1);
    }, DEBOUNCE_MS);
  };

  const choose = (product: ProductOption) => {
    const params = new URLSearchParams(search);
    params.set("product", String(product.id));
    params.delete(name);
    params.delete("page");
    setOpen(false);
    navigate(`?${params}`);
  };

  return (
    <div className="adm-combobox">
      <SearchInput
        id={id}
        label={label}
        name={name}
        defaultValue={defaultValue}
        placeholder={label}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => lookup(event.currentTarget.value)}
        onFocus={(event) => {
          if (fetcher.data && event.currentTarget.value.trim().length >= 2) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (!shown || options.length === 0) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((a) => (a + 1) % options.length);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
          } else if (event.key === "Enter" && active >= 0) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === "Escape") {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching products"
        className="adm-combobox__list"
        hidden={!shown || options.length === 0}
      >
        {shown &&
          options.map((product, i) => (
            <li
              key={product.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep the focus in the field, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(product)}
            >
              <span>{product.name}</span>
              <span className="adm-muted">{product.category}</span>
            </li>
          ))}
      </ul>
      {shown && fetcher.state === "idle" && options.length === 0 ? (
        <p className="adm-combobox__none" role="status">
          No products match “{fetcher.data?.q}”
        </p>
      ) : null}
    </div>
  );
}

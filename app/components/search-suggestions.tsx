import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { SUGGESTIONS } from "~/constants";

/**
 * Suggestions as a visitor types in the header's search box (docs/storefront.md, "Suggestions as
 * you type"): the WAI-ARIA "combobox with listbox popup" pattern on the box that SearchForm
 * renders (./search-form.tsx), which loads this module once a visitor is about to type. The box
 * stays the form it is without JavaScript; this adds to it:
 *
 *   - from SUGGESTIONS.minLength characters, GET /search/suggest?q=… a moment after the last key
 *     (a newer text aborts the request of an older one; typing never waits), asked without
 *     cookies so that the server's page cache answers every visitor alike;
 *   - the answer in a listbox under the box: searches, categories, products (thumbnail, name);
 *   - ArrowDown and ArrowUp move the active option (aria-activedescendant; focus stays in the
 *     box), Enter opens it (with none active, the form searches), Escape closes the list and a
 *     second Escape empties the box, a click opens an option;
 *   - a polite live region says how many suggestions there are.
 */

type Answer = {
  queries: { text: string; url: string }[];
  categories: { name: string; url: string }[];
  products: { name: string; url: string; image: string | null }[];
};

type Option = { kind: keyof Answer; text: string; url: string; image?: string | null };

const GROUPS: [keyof Answer, string][] = [
  ["queries", "Searches"],
  ["categories", "Categories"],
  ["products", "Products"],
];

/** Quiet time after a key before asking. */
const DEBOUNCE_MS = 150;

/** The text as the server keys it: trimmed, spaces single (search-suggest.server.ts). */
const textOf = (value: string) => value.trim().replace(/\s+/g, " ");

const optionsOf = (answer: Answer): Option[] => [
  ...answer.queries.map((q) => ({ kind: "queries" as const, text: q.text, url: q.url })),
  ...answer.categories.map((c) => ({ kind: "categories" as const, text: c.name, url: c.url })),
  ...answer.products.map((p) => ({ kind: "products" as const, text: p.name, ...p })),
];

const counted = (n: number) =>
  n === 0 ? "No suggestions" : `${n} ${n === 1 ? "suggestion" : "suggestions"}`;

export default function Suggestions({
  input,
  id,
}: {
  input: RefObject<HTMLInputElement>;
  id: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [shown, setShown] = useState<{ text: string; options: Option[] }>({
    text: "",
    options: [],
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const list = useRef<HTMLDivElement>(null);
  // What the box's listeners read: the latest of each, whatever render they were added in.
  const now = useRef({ shown, open, active });
  now.current = { shown, open, active };
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});

  const optionId = (i: number) => `${id}-${i}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const cancel = () => {
    clearTimeout(pending.current.timer);
    pending.current.request?.abort();
    pending.current = {};
  };

  const choose = (option: Option, byPointer = false) => {
    const box = input.current;
    cancel();
    close();
    if (box && option.kind === "queries") box.value = option.text;
    // After a tap, the phone's keyboard would cover the page it opens.
    if (byPointer) box?.blur();
    navigate(option.url);
  };

  // The box becomes the combobox; its listeners, added once, read `now`.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const attributes = {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": "false",
      "aria-controls": id,
      autocomplete: "off",
    };
    for (const [name, value] of Object.entries(attributes)) box.setAttribute(name, value);

    const ask = () => {
      cancel();
      const text = textOf(box.value);
      if (text.length < SUGGESTIONS.minLength) {
        setShown({ text: "", options: [] });
        close();
        setStatus("");
        return;
      }
      if (text === now.current.shown.text) {
        if (document.activeElement === box) setOpen(now.current.shown.options.length > 0);
        return;
      }
      const request = new AbortController();
      pending.current = {
        request,
        timer: setTimeout(async () => {
          try {
            const response = await fetch(`/search/suggest?${new URLSearchParams({ q: text })}`, {
              signal: request.signal,
              credentials: "omit",
              headers: { Accept: "application/json" },
            });
            if (!response.ok) throw new Error(`GET /search/suggest: ${response.status}`);
            const options = optionsOf((await response.json()) as Answer);
            if (request.signal.aborted) return;
            setShown({ text, options });
            setActive(-1);
            setOpen(options.length > 0 && document.activeElement === box);
            // A new text of the same count is said again (the region's text must change).
            setStatus((said) => counted(options.length) + (said.endsWith(" ") ? "" : " "));
          } catch (error) {
            if (!request.signal.aborted) {
              close();
              console.warn("[bel] suggestions unavailable", error);
            }
          }
        }, DEBOUNCE_MS),
      };
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const { shown, open, active } = now.current;
      const count = shown.options.length;
      const move = (to: number) => {
        event.preventDefault();
        setOpen(true);
        setActive((to + count) % count);
      };
      switch (event.key) {
        case "ArrowDown":
          if (count) move(open ? active + 1 : 0);
          return;
        case "ArrowUp":
          if (count) move(open && active >= 0 ? active - 1 : -1);
          return;
        case "Enter":
          if (open && active >= 0) {
            event.preventDefault();
            choose(shown.options[active]);
          }
          return;
        case "Escape":
          // Also keeps the browser from emptying a search box on the first Escape.
          if (open) {
            event.preventDefault();
            close();
          } else if (box.value) {
            event.preventDefault();
            box.value = "";
            ask();
          }
          return;
      }
    };
    const onFocus = () => {
      if (textOf(box.value) === now.current.shown.text && now.current.shown.options.length)
        setOpen(true);
    };
    const onSubmit = () => {
      cancel();
      close();
    };

    box.addEventListener("input", ask);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("focus", onFocus);
    box.addEventListener("blur", close);
    box.form?.addEventListener("submit", onSubmit);
    // Text typed before this module loaded.
    if (box.value) ask();
    return () => {
      cancel();
      box.removeEventListener("input", ask);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("focus", onFocus);
      box.removeEventListener("blur", close);
      box.form?.removeEventListener("submit", onSubmit);
      for (const name of Object.keys(attributes)) box.removeAttribute(name);
      box.removeAttribute("aria-activedescendant");
    };
    // Added once: the listeners read the state through `now`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The box says whether the list is open and which option is active.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("aria-expanded", String(open));
    if (open && active >= 0) {
      box.setAttribute("aria-activedescendant", optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    } else box.removeAttribute("aria-activedescendant");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  // Another page: the list closes.
  useEffect(close, [location.key]);

  const typed = shown.text.toLowerCase();
  let index = 0;
  return (
    <>
      <div
        ref={list}
        role="listbox"
        id={id}
        aria-label="Suggestions"
        className="suggestions"
        hidden={!open}
        // A press on an option keeps the focus in the box.
        onMouseDown={(event) => event.preventDefault()}
      >
        {GROUPS.map(([kind, label]) => {
          const options = shown.options.filter((o) => o.kind === kind);
          if (options.length === 0) return null;
          return (
            <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
              <div role="presentation" id={`${id}-${kind}`} className="suggestions__heading">
                {label}
              </div>
              {options.map((option) => {
                const i = index++;
                const begins = kind === "queries" && option.text.toLowerCase().startsWith(typed);
                return (
                  <div
                    key={option.url}
                    role="option"
                    id={optionId(i)}
                    aria-selected={i === active}
                    className={`suggestions__option suggestions__option--${kind}`}
                    onClick={() => choose(option, true)}
                  >
                    {kind === "products" &&
                      (option.image ? (
                        <img src={option.image} alt="" width={40} height={40} />
                      ) : (
                        <span className="suggestions__no-image" />
                      ))}
                    {begins ? (
                      <span>
                        {option.text.slice(0, typed.length)}
                        <strong>{option.text.slice(typed.length)}</strong>
                      </span>
                    ) : (
                      <span>{option.text}</span>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </>
  );
}

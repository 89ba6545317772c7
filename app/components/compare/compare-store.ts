/**
 * The products a visitor has chosen to compare, kept in the browser's localStorage so that the
 * compare tray follows them across listing and product pages (docs/variants.md: Comparison).
 * Never a cookie: a cookie would keep the visitor off the page cache. Only with JavaScript; the
 * pages' plain links carry the list in the address instead.
 */
import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "~/utils/compare";

export type ComparedItem = { slug: string; name: string };

const KEY = "bel-compare";
const CHANGED = "compare:changed";
const NONE: ComparedItem[] = [];

let cached: { raw: string | null; items: ComparedItem[] } = { raw: null, items: NONE };

function parse(raw: string | null): ComparedItem[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return NONE;
    return value
      .filter(
        (item): item is ComparedItem =>
          typeof item?.slug === "string" && typeof item?.name === "string",
      )
      .slice(0, COMPARE_MAX);
  } catch {
    return NONE;
  }
}

/** The list as stored, the same array while the stored text is the same. */
function snapshot(): ComparedItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage refused (a private mode, a policy): nothing is kept.
  }
  if (raw !== cached.raw) cached = { raw, items: parse(raw) };
  return cached.items;
}

function subscribe(onChange: () => void) {
  // Another tab's change arrives as "storage", this tab's as CHANGED.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The chosen products as they are now (in an effect or a handler: the browser only). */
export const readComparedItems = (): ComparedItem[] => snapshot();

/** The chosen products; none on the server and in the first render in the browser. */
export function useComparedItems() {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

export function setComparedItems(items: ComparedItem[]) {
  try {
    if (items.length) window.localStorage.setItem(KEY, JSON.stringify(items.slice(0, COMPARE_MAX)));
    else window.localStorage.removeItem(KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Whether `item` was added, removed, or refused because COMPARE_MAX are chosen already. */
export type Toggled = "added" | "removed" | "full";
const NOTICE = "compare:notice";

/** Adds `item` to the chosen products, or takes it out when it is there. */
export function toggleCompared(item: ComparedItem): Toggled {
  const items = snapshot();
  if (items.some((i) => i.slug === item.slug)) {
    setComparedItems(items.filter((i) => i.slug !== item.slug));
    return "removed";
  }
  if (items.length >= COMPARE_MAX) {
    window.dispatchEvent(new CustomEvent(NOTICE, { detail: item.name }));
    return "full";
  }
  setComparedItems([...items, item]);
  return "added";
}

/** Calls `onFull` with a product's name when it could not be added (the tray says why). */
export function onCompareFull(onFull: (name: string) => void) {
  const listener = (event: Event) => onFull(String((event as CustomEvent).detail));
  window.addEventListener(NOTICE, listener);
  return () => window.removeEventListener(NOTICE, listener);
}

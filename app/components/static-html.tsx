import { createContext, useContext } from "react";

/**
 * Markup the server builds once and the browser never re-renders: the category menus of the
 * header and footer (the same on every page, built once per site version by
 * app/models/menus.server.ts). The server passes the HTML through this context
 * (app/entry.server.tsx); in the browser the element keeps what the server sent, read from the
 * document at hydration, so the category tree needs neither React's renderer on the server nor
 * a copy in the page's loader data.
 */
export type StaticMenus = { products: string; footer: string };
export const StaticMenusContext = createContext<StaticMenus | null>(null);

/** What the browser found in each element at hydration, kept for later renders. */
const fromDocument = new Map<string, string>();

export function StaticHtml({
  id,
  html,
  fallback,
  className,
  as: Tag = "div",
}: {
  id: string;
  /** The markup on the server. */
  html: string | undefined;
  /** In the browser when the element was not in the server's page (a client-side mount). */
  fallback: string;
  className?: string;
  as?: "div" | "ul";
}) {
  let content = html ?? "";
  if (typeof document !== "undefined") {
    if (!fromDocument.has(id)) {
      const found = document.getElementById(id)?.innerHTML;
      if (found) fromDocument.set(id, found);
    }
    content = fromDocument.get(id) ?? fallback;
  }
  return (
    <Tag
      id={id}
      className={className}
      dangerouslySetInnerHTML={{ __html: content }}
      suppressHydrationWarning
    />
  );
}

export function useStaticMenus() {
  return useContext(StaticMenusContext);
}

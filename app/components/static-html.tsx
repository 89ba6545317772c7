import { createContext, useContext, type ReactNode } from "react";
import type { StaticMenus } from "~/models/menus.server";

/**
 * Markup the server builds once per site version and the browser never re-renders: the parts of
 * the header and footer that are the same on every page (the category menus, the top bar, the
 * logo, the footer's columns), built by app/screens/site-chrome.server.tsx. The server passes
 * the HTML through this context (app/entry.server.tsx); in the browser the element keeps what
 * the server sent, read from the document at hydration, so none of it costs React's renderer on
 * the server for every page, nor a copy in the page's loader data.
 */
export type StaticChrome = StaticMenus & {
  topbar: string;
  logo: string;
  footerGrid: string;
};
export const StaticChromeContext = createContext<StaticChrome | null>(null);

/**
 * What the browser found in each element at hydration, kept for later renders. (The pages' own
 * kept parts read the document the same way, `keptHtml` in ./document-data.tsx; the root importing
 * that module would make it a file of its own that every page preloads.)
 */
const fromDocument = new Map<string, string>();

type Tag = "div" | "ul" | "a";

/**
 * An element whose content is `html` on the server and, in the browser, what the server sent.
 * `children` render instead where there is no such markup: on the server without the context,
 * and in the browser when the element was not in the server's page (a client-side mount).
 */
export function StaticHtml({
  id,
  html,
  as: Tag = "div",
  children,
  ...attributes
}: {
  id: string;
  /** The markup on the server. */
  html: string | undefined;
  as?: Tag;
  children?: ReactNode;
  className?: string;
  href?: string;
  "aria-label"?: string;
}) {
  let content = html;
  if (typeof document !== "undefined") {
    if (!fromDocument.has(id)) {
      const found = document.getElementById(id)?.innerHTML;
      if (found !== undefined) fromDocument.set(id, found);
    }
    content = fromDocument.get(id);
  }
  if (content === undefined) {
    return (
      <Tag id={id} {...attributes}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      id={id}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: content }}
      suppressHydrationWarning
    />
  );
}

export function useStaticChrome() {
  return useContext(StaticChromeContext);
}

import { getMenuTree, type MenuNode } from "~/models/category.server";
import { perSiteVersion } from "~/models/site-version.server";
import { escapeXml as escape, escapeHref } from "~/utils/xml";

const KEYS = ["category", "subcategory", "sub-subcategory"];

function href(chain: MenuNode[]) {
  const params = new URLSearchParams();
  chain.forEach((node, i) => params.set(KEYS[i], node.slug));
  return escapeHref(`/products?${params}`);
}

/** The levels are told apart by position (app.css: .mega__list > li > a, .mega__list ul ul a). */
function list(nodes: MenuNode[], chain: MenuNode[], className = ""): string {
  if (nodes.length === 0) return "";
  const items = nodes.map((node) => {
    const path = [...chain, node];
    const children = list(node.children, path);
    return `<li><a href="${href(path)}">${escape(node.name)}</a>${children}</li>`;
  });
  return `<ul${className ? ` class="${className}"` : ""}>${items.join("")}</ul>`;
}

/** The menus' HTML, as the page's static chrome carries it (app/components/static-html.tsx). */
export type StaticMenus = {
  /** The header's Products panel: three levels of categories. */
  products: string;
  /** The footer's list of families. */
  footer: string;
};

/**
 * The header's Products panel (three levels of categories) and the footer's list of families,
 * as HTML, built once per site version: every page shows them and they only change with the
 * catalogue.
 */
export const staticMenus = perSiteVersion((): StaticMenus => {
  const tree = getMenuTree();
  return {
    products:
      '<a href="/products" class="mega__all">All products</a>' +
      list(tree, [], "mega__list menu--level1"),
    footer: tree.map((c) => `<li><a href="${href([c])}">${escape(c.name)}</a></li>`).join(""),
  };
});

const ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "'": "&apos;",
  '"': "&quot;",
};

/** Text safe in XML and HTML content and quoted attributes. */
export function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ENTITIES[c]);
}

/**
 * A URL as a quoted attribute's value in HTML: escaped as {@link escapeXml} escapes text, except
 * the `&` that joins a query's parameters (`&name=`), which HTML reads as it is (an attribute never
 * reads a character reference that is followed by `=` or a letter): four bytes fewer each, a
 * hundred in the header's Products menu (docs/storefront.md, Page weight).
 */
export function escapeHref(url: string) {
  return escapeXml(url).replace(/&amp;(?=[\w-]+=)/g, "&");
}

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

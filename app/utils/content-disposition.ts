/**
 * A Content-Disposition header for a file name people wrote (RFC 6266): a plain-ASCII
 * `filename="…"` for old clients, with quotes, backslashes, control and non-ASCII characters
 * replaced, and the exact name as UTF-8 in `filename*` (RFC 8187) when it differs.
 */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const clean =
    [...name]
      .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
      .join("")
      .trim() || "file";
  const ascii = clean
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const header = `${type}; filename="${ascii}"`;
  if (ascii === clean) return header;
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${header}; filename*=UTF-8''${encoded}`;
}

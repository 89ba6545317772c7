/**
 * One string that changes whenever anything a public page shows changes: the catalogue's
 * counters (products, specifications, categories; review figures) and the content counter
 * (company pages, pictures, settings), all moved by database triggers (migrations 0003, 0004,
 * 0010), from any process. The page cache keys anonymous pages on it.
 */
import { inWriteTransaction } from "~/db.server";
import { getCatalogueVersions } from "~/models/catalogue-version.server";

/** The counters as one string (read once per request: app/models/catalogue-version.server.ts). */
export function siteVersion(): string {
  const { version, figures, content } = getCatalogueVersions();
  return `${version}.${figures}.${content}`;
}

/**
 * `build()`'s result, built again only when the site version moves: for what every page reads
 * and only staff change (menus, category names). Inside a transaction that may have written (any
 * but a readSnapshot) it is built fresh and not kept, since what the transaction changed is not
 * committed yet (a rollback would leave a copy no version ever had).
 */
export function perSiteVersion<T>(build: () => T): () => T {
  let kept: { version: string; value: T } | undefined;
  return () => {
    if (inWriteTransaction()) return build();
    const version = siteVersion();
    if (kept?.version !== version) kept = { version, value: build() };
    return kept.value;
  };
}

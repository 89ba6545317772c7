import { asc, count, isNull } from "drizzle-orm";
import { blogPosts, categories, products } from "../../db/schema";
import { db } from "~/db.server";
import { countVisibleProducts, isVisible } from "~/models/product-visibility.server";
import { escapeXml } from "~/utils/xml";

/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_CHUNK = 45_000;

const STATIC_PATHS = [
  "/",
  "/products",
  "/about",
  "/contact-us",
  "/certification",
  "/technical-library",
  "/blog",
];

export function sitemapSize() {
  // Only the products visitors may see (docs/admin.md, Status).
  const n = countVisibleProducts();
  const c =
    db.select({ n: count() }).from(categories).where(isNull(categories.parentId)).get()?.n ?? 0;
  const b = db.select({ n: count() }).from(blogPosts).get()?.n ?? 0;
  return STATIC_PATHS.length + c + b + n;
}

/** Page, category, blog post and product addresses (paths) with their last change, in a stable order. */
export function sitemapEntries(offset: number, limit: number): { path: string; lastmod?: Date }[] {
  const fixed: { path: string; lastmod?: Date }[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .all()
      .map((c) => ({ path: `/products?category=${c.slug}`, lastmod: c.updatedAt })),
    ...db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .orderBy(asc(blogPosts.id))
      .all()
      .map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.publishedAt })),
  ];
  const head = fixed.slice(offset, offset + limit);
  const productOffset = Math.max(0, offset - fixed.length);
  const productLimit = limit - head.length;
  const rows = productLimit
    ? db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(isVisible())
        .orderBy(asc(products.id))
        .limit(productLimit)
        .offset(productOffset)
        .all()
    : [];
  return [...head, ...rows.map((p) => ({ path: `/products/${p.slug}`, lastmod: p.updatedAt }))];
}

export function urlset(base: string, entries: { path: string; lastmod?: Date }[]) {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

/**
 * /sitemap.xml: every page, category and product; when there are more than one chunk holds, an
 * index of the chunks (/sitemaps/1, …).
 */
export function sitemapXml(base: string) {
  const size = sitemapSize();
  if (size <= SITEMAP_CHUNK) return urlset(base, sitemapEntries(0, size));
  const chunks = Math.ceil(size / SITEMAP_CHUNK);
  const list = Array.from(
    { length: chunks },
    (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${i + 1}`)}</loc></sitemap>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list}\n</sitemapindex>\n`;
}

/** /sitemaps/{n}: chunk `n` (1 first) of a large sitemap, or null when there is no such chunk. */
export function sitemapChunkXml(base: string, n: number) {
  const chunks = Math.ceil(sitemapSize() / SITEMAP_CHUNK);
  if (!Number.isInteger(n) || n < 1 || n > chunks) return null;
  return urlset(base, sitemapEntries((n - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK));
}

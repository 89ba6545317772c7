import { asc, count, desc, eq } from "drizzle-orm";
import { blogPosts, faqVideos, knowHow } from "../../db/schema";
import { BLOG_PER_PAGE } from "~/constants";
import { db } from "~/db.server";
import { knowHowList } from "~/models/know-how.server";
import { listAll } from "~/models/ordered-content.server";
import { pageOf } from "~/models/paging.server";
import { videoList } from "~/models/video.server";
import { uploadUrl } from "~/utils/uploads";

/** Company content: FAQ videos, know-how and blog posts, for pages and API alike (certificates: certificate.server.ts). */

export function listFaqVideos() {
  return listAll(videoList, (v: typeof faqVideos.$inferSelect) => ({
    id: v.id,
    title: v.title,
    url: v.url,
    description: v.description,
    index: v.position,
  }));
}

export function listKnowHow() {
  return listAll(knowHowList, (k: typeof knowHow.$inferSelect) => ({
    id: k.id,
    title: k.title,
    description: k.description,
    image: uploadUrl(k.image),
    file: uploadUrl(k.file),
    index: k.position,
  }));
}

function blogRow(b: typeof blogPosts.$inferSelect) {
  return {
    id: b.id,
    title: b.title,
    slug: b.slug,
    description: b.description,
    image: uploadUrl(b.image),
    publishedAt: b.publishedAt,
    createdAt: b.createdAt,
  };
}

/**
 * In the order staff choose (then the latest publication date first); a page of them, or all of
 * them (the API).
 */
export function listBlogPosts(page?: number) {
  const total = db.select({ n: count() }).from(blogPosts).get()?.n ?? 0;
  const query = db
    .select()
    .from(blogPosts)
    .orderBy(asc(blogPosts.position), desc(blogPosts.publishedAt), desc(blogPosts.id));
  if (page === undefined) return { posts: query.all().map(blogRow), total, page: 1, pageCount: 1 };
  const { page: current, pageCount, pageSize, offset } = pageOf(total, page, BLOG_PER_PAGE);
  const rows = query.limit(pageSize).offset(offset).all();
  return { posts: rows.map(blogRow), total, page: current, pageCount };
}

/** One post for its own page (/blog/{slug}), or null. */
export function getBlogPostBySlug(slug: string) {
  const row = db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).get();
  return row ? blogRow(row) : null;
}

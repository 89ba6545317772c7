/**
 * Blog posts, for staff: a title, a description (the post's text), a picture (blogImage) and a
 * publication date that the storefront shows ("Jan 5, 2024"), in an order staff choose like the
 * videos' and know-how's, except that a new post goes first: it is the news, so it opens the
 * blog (a new video or guide goes last). Each post has a unique slug, made from its title when it
 * is created, for its own page (/blog/{slug}); it stays the same when the title changes, so links
 * to the post keep working.
 */
import { eq, like, or } from "drizzle-orm";
import slugify from "slugify";
import { blogPosts } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { NewFiles, removeStored } from "~/models/content-files.server";
import { thumbnailOf } from "~/models/uploads.server";
import { listOrdered, moveOrdered, type OrderedList } from "~/models/ordered-content.server";
import { placeRow, type MoveDirection } from "~/models/ordering.server";
import { BLOG_NOT_FOUND } from "~/schemas/content";
import type { UploadInput } from "~/storage.server";
import { notFound } from "~/utils/domain-error";
import { uploadUrl } from "~/utils/uploads";

export { BLOG_NOT_FOUND };
export const BLOG_CREATED = "Blog post created successfully";
export const BLOG_UPDATED = "Blog post updated successfully";
export const BLOG_DELETED = "Blog post deleted successfully";

type Row = typeof blogPosts.$inferSelect;

export type StaffBlogPost = {
  id: number;
  title: string;
  slug: string;
  description: string;
  image: string | null;
  thumbnail: string | null;
  publishedAt: Date;
  /** Display position, 0 first. */
  index: number;
  createdAt: Date;
};

function toPost(row: Row): StaffBlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: uploadUrl(row.image),
    thumbnail: thumbnailOf(row.image),
    publishedAt: row.publishedAt,
    index: row.position,
    createdAt: row.createdAt,
  };
}

const placement = { table: blogPosts, idColumn: blogPosts.id, positionColumn: blogPosts.position };
const list: OrderedList = {
  ...placement,
  nameColumn: blogPosts.title,
  searchColumns: [blogPosts.title],
  entity: "blog_post",
  noun: "blog post",
  notFoundMessage: BLOG_NOT_FOUND,
};

/** Posts in display order, a page at a time, `q` searching titles. */
export function listBlogPostsForStaff(query: { q?: string; page?: number } = {}) {
  const { rows, ...page } = listOrdered(list, query, toPost);
  return { ...page, posts: rows };
}

const rowOf = (id: number) => db.select().from(blogPosts).where(eq(blogPosts.id, id)).get() ?? null;

export function getBlogPost(id: number): StaffBlogPost | null {
  const row = rowOf(id);
  return row ? toPost(row) : null;
}

/** A slug made from the title, unique among the posts: `cable-news`, then `cable-news-2`, … */
export function uniqueBlogSlug(title: string): string {
  const base =
    slugify(title, { lower: true, strict: true }).slice(0, 80).replace(/-+$/, "") || "post";
  const taken = new Set(
    db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)))
      .all()
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The publication moment of a `publishedAt` input: a full date-time as given; a `YYYY-MM-DD` date
 * with the time of day of `current` (now for a new post), so changing only the date keeps a
 * post's place among the posts of its day; none: `current`.
 */
export function publicationDate(input: string | undefined, current: Date): Date {
  if (!input) return current;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input)) return new Date(input);
  const day = Date.parse(`${input}T00:00:00Z`);
  return new Date(day + (current.getTime() % DAY_MS));
}

export type BlogWrite = {
  title: string;
  description: string;
  blogImage?: UploadInput;
  removeImage?: boolean;
  publishedAt?: string;
  /** Display position, 0 first: a new post goes first without it, an edited one stays. */
  index?: number;
};

const view = (r: Row) => ({
  title: r.title,
  slug: r.slug,
  description: r.description,
  image: r.image,
  publishedAt: r.publishedAt.toISOString(),
  index: r.position,
});

export async function createBlogPost(actor: Actor, input: BlogWrite): Promise<StaffBlogPost> {
  const files = new NewFiles();
  try {
    const image = await files.image("blog", input.blogImage, "blogImage");
    return db.transaction(() => {
      const now = new Date();
      const row = db
        .insert(blogPosts)
        .values({
          title: input.title,
          slug: uniqueBlogSlug(input.title),
          description: input.description,
          image: image ?? null,
          publishedAt: publicationDate(input.publishedAt, now),
          // A placeholder: placeRow below sets the post's place and renumbers the list.
          position: 0,
          createdAt: now,
        })
        .returning()
        .get();
      placeRow({ ...placement, id: row.id, index: input.index ?? 0 });
      const placed = rowOf(row.id)!;
      audit(actor, {
        action: "create",
        entity: "blog_post",
        entityId: row.id,
        summary: `Created blog post ${row.title}`,
        after: view(placed),
      });
      return toPost(placed);
    });
  } catch (error) {
    files.discard();
    throw error;
  }
}

export async function updateBlogPost(
  actor: Actor,
  id: number,
  input: BlogWrite,
): Promise<StaffBlogPost> {
  if (!rowOf(id)) throw notFound(BLOG_NOT_FOUND);
  const files = new NewFiles();
  let replaced: string | null = null;
  let result: StaffBlogPost;
  try {
    const image = await files.image("blog", input.blogImage, "blogImage");
    result = db.transaction(() => {
      const before = rowOf(id);
      if (!before) throw notFound(BLOG_NOT_FOUND);
      const nextImage = image ?? (input.removeImage ? null : before.image);
      db.update(blogPosts)
        .set({
          title: input.title,
          description: input.description,
          image: nextImage,
          publishedAt: publicationDate(input.publishedAt, before.publishedAt),
        })
        .where(eq(blogPosts.id, id))
        .run();
      if (input.index !== undefined) placeRow({ ...placement, id, index: input.index });
      const after = rowOf(id)!;
      audit(actor, {
        action: "update",
        entity: "blog_post",
        entityId: id,
        summary: `Updated blog post ${after.title}`,
        before: view(before),
        after: view(after),
      });
      replaced = before.image !== nextImage ? before.image : null;
      return toPost(after);
    });
  } catch (error) {
    files.discard();
    throw error;
  }
  removeStored(replaced);
  return result;
}

export function deleteBlogPost(actor: Actor, id: number): StaffBlogPost {
  const row = db.transaction(() => {
    const before = rowOf(id);
    if (!before) throw notFound(BLOG_NOT_FOUND);
    db.delete(blogPosts).where(eq(blogPosts.id, id)).run();
    audit(actor, {
      action: "delete",
      entity: "blog_post",
      entityId: id,
      summary: `Deleted blog post ${before.title}`,
      before: view(before),
    });
    return before;
  });
  removeStored(row.image);
  return toPost(row);
}

/** Moves a post one place up or down, past the next one `q` selects (ordered-content.server.ts). */
export function moveBlogPost(actor: Actor, id: number, direction: MoveDirection, q?: string) {
  moveOrdered(list, actor, id, direction, q);
}

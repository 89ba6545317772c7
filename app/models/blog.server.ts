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
import type { Actor } from "~/models/audit.server";
import { withNewFiles } from "~/models/content-files.server";
import { pictureOf } from "~/models/uploads.server";
import { contentModel, contentView, editedContent } from "~/models/content-model.server";
import { titledList } from "~/models/ordered-content.server";
import { placeRow } from "~/models/ordering.server";
import { records } from "~/models/records.server";
import { BLOG_NOT_FOUND } from "~/schemas/content";
import type { UploadInput } from "~/storage.server";

type Row = typeof blogPosts.$inferSelect;

export type StaffBlogPost = ReturnType<typeof toPost>;

function toPost(row: Row) {
  return {
    ...contentView(row),
    slug: row.slug,
    ...pictureOf(row.image),
    publishedAt: row.publishedAt,
  };
}

const list = titledList(blogPosts, {
  entity: "blog_post",
  noun: "blog post",
  notFoundMessage: BLOG_NOT_FOUND,
});
const rows = records<Row>({ ...list, files: ["image"] });

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

/** A new post opens the blog (`index` 0) unless `index` places it elsewhere. */
export function createBlogPost(actor: Actor, input: BlogWrite): Promise<StaffBlogPost> {
  return withNewFiles(async (files) => {
    const image = await files.image("blog", input.blogImage, "blogImage");
    const now = new Date();
    const row = rows.create(
      actor,
      () => ({
        title: input.title,
        slug: uniqueBlogSlug(input.title),
        description: input.description,
        image: image ?? null,
        publishedAt: publicationDate(input.publishedAt, now),
        // A placeholder: the placement below sets the post's place and renumbers the list.
        position: 0,
        createdAt: now,
      }),
      (row) => `Created blog post ${row.title}`,
      (row) => placeRow({ ...list, id: row.id, index: input.index ?? 0 }),
    );
    return toPost(row);
  });
}

/** Edits a post: its slug stays; a picture sent replaces the old one, `index` moves it. */
export function updateBlogPost(actor: Actor, id: number, input: BlogWrite): Promise<StaffBlogPost> {
  rows.existing(id);
  return withNewFiles(async (files) => {
    const image = await files.image("blog", input.blogImage, "blogImage");
    const row = await rows.change(
      actor,
      id,
      (before) => ({
        ...editedContent(input, image, before),
        publishedAt: publicationDate(input.publishedAt, before.publishedAt),
      }),
      (_, after) => `Updated blog post ${after.title}`,
      () => input.index !== undefined && placeRow({ ...list, id, index: input.index }),
    );
    return toPost(row);
  });
}

/** The posts as the Blog screen and their /api/bel endpoints read and write them. */
export const blogContent = contentModel(list, rows, toPost, {
  create: createBlogPost,
  update: updateBlogPost,
});

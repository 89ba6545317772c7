/**
 * Blog posts in /api/bel: the storefront's list, and for staff the original site's calls
 * (`POST /admin/blog/new`, multipart with `blogImage`, the list and `GET|PUT|DELETE
 * /admin/blog/{id}`), on the same schemas and model as the Blog screen
 * (app/models/blog.server.ts).
 */
import { z } from "zod";
import { BlogPost, invalidInput, ok, StaffBlogPost } from "~/api/components";
import { contentEndpoints } from "~/api/content-endpoints.server";
import { endpoint } from "~/api/endpoint";
import { blogs, staffBlogPost } from "~/api/json";
import { blogContent } from "~/models/blog.server";
import { listBlogPosts } from "~/models/content.server";
import { BlogIdParams, BlogSchema, BlogUpdateSchema } from "~/schemas/content";

export const blogEndpoints = [
  endpoint({
    method: "GET",
    path: "/blog",
    summary: "Blog posts in the order staff choose (then the latest publication date first)",
    tag: "Company content",
    access: "public",
    cache: "public",
    responses: {
      200: { description: "Posts", schema: ok({ blogs: z.array(BlogPost) }) },
      400: invalidInput,
    },
    handler: ({ origin }) => ({
      success: true as const,
      blogs: blogs(origin, listBlogPosts().posts),
    }),
  }),

  ...contentEndpoints({
    model: blogContent,
    tag: "Blog",
    paths: { list: "/admin/blog", create: "/admin/blog/new" },
    keys: { rows: "blogs", row: "blog" },
    shape: StaffBlogPost,
    json: staffBlogPost,
    descriptions: { page: "A page of posts", one: "The post" },
    summaries: {
      list: "Blog posts in display order, 25 a page; q searches titles",
      create:
        "Add a post: title, description, blogImage (a picture), publishedAt (default now), index (position, default first); its slug is made from the title",
      get: "One post",
      update:
        "Edit a post (its slug stays; index moves it); a blogImage sent replaces the picture, removeImage drops it",
      delete: "Delete a post and its picture",
    },
    params: BlogIdParams,
    bodies: { create: BlogSchema, update: BlogUpdateSchema },
    files: true,
  }),
];

/**
 * Blog posts in /api/bel: the storefront's list, and for staff the original site's calls
 * (`POST /admin/blog/new`, multipart with `blogImage`, the list and `GET|PUT|DELETE
 * /admin/blog/{id}`), on the same schemas and model functions as the Blog screen
 * (app/models/blog.server.ts).
 */
import { z } from "zod";
import {
  BlogPost,
  invalidInput,
  MessageAnswer,
  ok,
  pageFields,
  StaffBlogPost,
} from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { blogs, pageAnswer, staffBlogPost } from "~/api/json";
import { answer, IMAGE_AND_PDF_LIMITS, uploadRefusals } from "~/api/upload-limits";
import {
  BLOG_CREATED,
  BLOG_DELETED,
  BLOG_NOT_FOUND,
  BLOG_UPDATED,
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPostsForStaff,
  updateBlogPost,
} from "~/models/blog.server";
import { listBlogPosts } from "~/models/content.server";
import { BlogIdParams, BlogSchema, BlogUpdateSchema, ContentQuery } from "~/schemas/content";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const BLOG = "Blog";
const FILE_BODIES = ["multipart", "json"] as const;
const postAnswer = (description: string) => ({
  description,
  schema: ok({ message: z.string(), blog: StaffBlogPost }),
});

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

  endpoint({
    method: "GET",
    path: "/admin/blog",
    summary: "Blog posts in display order, 25 a page; q searches titles",
    tag: BLOG,
    access: "staff",
    query: ContentQuery,
    responses: {
      200: {
        description: "A page of posts",
        schema: ok({ blogs: z.array(StaffBlogPost), ...pageFields }),
      },
      400: invalidInput,
    },
    handler: ({ query, origin }) => {
      const list = listBlogPostsForStaff(query);
      return {
        success: true as const,
        blogs: list.posts.map((p) => staffBlogPost(origin, p)),
        ...pageAnswer(list),
      };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/blog/new",
    summary:
      "Add a post: title, description, blogImage (a picture), publishedAt (default now), index (position, default first); its slug is made from the title",
    tag: BLOG,
    access: "staff",
    body: BlogSchema,
    accepts: FILE_BODIES,
    limits: IMAGE_AND_PDF_LIMITS,
    responses: { 201: postAnswer(BLOG_CREATED), 400: invalidInput, ...uploadRefusals },
    handler: async ({ body, user, request, origin }) =>
      reply(201, {
        success: true as const,
        message: BLOG_CREATED,
        blog: staffBlogPost(origin, await createBlogPost(actorOf(user, request), body)),
      }),
  }),

  endpoint({
    method: "GET",
    path: "/admin/blog/{id}",
    summary: "One post",
    tag: BLOG,
    access: "staff",
    params: BlogIdParams,
    responses: {
      200: { description: "The post", schema: ok({ blog: StaffBlogPost }) },
      404: answer(BLOG_NOT_FOUND),
    },
    handler: ({ params, origin }) => {
      const post = getBlogPost(params.id);
      if (!post) throw notFound(BLOG_NOT_FOUND);
      return { success: true as const, blog: staffBlogPost(origin, post) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/blog/{id}",
    summary:
      "Edit a post (its slug stays; index moves it); a blogImage sent replaces the picture, removeImage drops it",
    tag: BLOG,
    access: "staff",
    params: BlogIdParams,
    body: BlogUpdateSchema,
    accepts: FILE_BODIES,
    limits: IMAGE_AND_PDF_LIMITS,
    responses: {
      200: postAnswer(BLOG_UPDATED),
      400: invalidInput,
      ...uploadRefusals,
      404: answer(BLOG_NOT_FOUND),
    },
    handler: async ({ params, body, user, request, origin }) => ({
      success: true as const,
      message: BLOG_UPDATED,
      blog: staffBlogPost(origin, await updateBlogPost(actorOf(user, request), params.id, body)),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/blog/{id}",
    summary: "Delete a post and its picture",
    tag: BLOG,
    access: "staff",
    params: BlogIdParams,
    responses: {
      200: { description: BLOG_DELETED, schema: MessageAnswer },
      404: answer(BLOG_NOT_FOUND),
    },
    handler: ({ params, user, request }) => {
      deleteBlogPost(actorOf(user, request), params.id);
      return { success: true as const, message: BLOG_DELETED };
    },
  }),
];

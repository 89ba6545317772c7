/**
 * FAQ videos, cable know-how guides and blog posts for staff: the original site's create calls
 * (`POST /admin/video/new`, `/admin/know-how/new`, `/admin/blog/new`, multipart where a file
 * travels, with its field names) and, for each, the list and `GET|PUT|DELETE /{id}`. The admin
 * screens use the same schemas and model functions.
 */
import { z } from "zod";
import {
  ErrorAnswer,
  invalidInput,
  KnowHow,
  MessageAnswer,
  ok,
  pageFields,
  StaffBlogPost,
  StaffVideo,
} from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { pageAnswer, staffBlogPost, staffKnowHow, staffVideo } from "~/api/json";
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
import {
  createKnowHow,
  deleteKnowHow,
  getKnowHow,
  KNOW_HOW_CREATED,
  KNOW_HOW_DELETED,
  KNOW_HOW_NOT_FOUND,
  KNOW_HOW_UPDATED,
  listKnowHowGuides,
  updateKnowHow,
} from "~/models/know-how.server";
import {
  createVideo,
  deleteVideo,
  getVideo,
  listVideos,
  updateVideo,
  VIDEO_CREATED,
  VIDEO_DELETED,
  VIDEO_NOT_FOUND,
  VIDEO_UPDATED,
} from "~/models/video.server";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "~/constants";
import {
  BlogIdParams,
  BlogSchema,
  BlogUpdateSchema,
  ContentQuery,
  KnowHowCreateSchema,
  KnowHowIdParams,
  KnowHowUpdateSchema,
  VideoIdParams,
  VideoSchema,
} from "~/schemas/content";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const VIDEOS = "Videos";
const KNOW_HOW = "Know-how";
const BLOG = "Blog";

/** A picture and a PDF, as files or (JSON) as base64 data URLs, in one request. */
const FILE_LIMITS = {
  maxFileBytes: MAX_PDF_BYTES,
  maxBytes: Math.ceil(((MAX_IMAGE_BYTES + MAX_PDF_BYTES) * 4) / 3) + 64 * 1024,
};
const FILE_BODIES = ["multipart", "json"] as const;
const fileRefusals = {
  400: invalidInput,
  413: { description: "A file or the body is too large", schema: ErrorAnswer },
  415: {
    description: "Not a form or JSON, or a file that is not an accepted image or a safe PDF",
    schema: ErrorAnswer,
  },
};

const notFoundAnswer = (description: string) => ({ description, schema: ErrorAnswer });

const videoAnswer = (description: string) => ({
  description,
  schema: ok({ message: z.string(), video: StaffVideo }),
});
const guideAnswer = (description: string) => ({
  description,
  schema: ok({ message: z.string(), know: KnowHow }),
});
const postAnswer = (description: string) => ({
  description,
  schema: ok({ message: z.string(), blog: StaffBlogPost }),
});

export const contentAdminEndpoints = [
  // -------------------------------------------------------------------------------------------
  // Videos

  endpoint({
    method: "GET",
    path: "/admin/videos",
    summary: "FAQ videos in display order, 25 a page; q searches titles",
    tag: VIDEOS,
    access: "staff",
    query: ContentQuery,
    responses: {
      200: {
        description: "A page of videos",
        schema: ok({ videos: z.array(StaffVideo), ...pageFields }),
      },
      400: invalidInput,
    },
    handler: ({ query }) => {
      const list = listVideos(query);
      return {
        success: true as const,
        videos: list.videos.map(staffVideo),
        ...pageAnswer(list),
      };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/video/new",
    summary:
      "Add a video: title, url (a long or short video-site link), description, index (position, default last)",
    tag: VIDEOS,
    access: "staff",
    body: VideoSchema,
    accepts: ["json", "form", "multipart"],
    responses: { 201: videoAnswer(VIDEO_CREATED), 400: invalidInput },
    handler: ({ body, user, request }) =>
      reply(201, {
        success: true as const,
        message: VIDEO_CREATED,
        video: staffVideo(createVideo(actorOf(user, request), body)),
      }),
  }),

  endpoint({
    method: "GET",
    path: "/admin/videos/{id}",
    summary: "One video",
    tag: VIDEOS,
    access: "staff",
    params: VideoIdParams,
    responses: {
      200: { description: "The video", schema: ok({ video: StaffVideo }) },
      404: notFoundAnswer(VIDEO_NOT_FOUND),
    },
    handler: ({ params }) => {
      const video = getVideo(params.id);
      if (!video) throw notFound(VIDEO_NOT_FOUND);
      return { success: true as const, video: staffVideo(video) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/videos/{id}",
    summary: "Edit a video (index moves it)",
    tag: VIDEOS,
    access: "staff",
    params: VideoIdParams,
    body: VideoSchema,
    accepts: ["json", "form", "multipart"],
    responses: {
      200: videoAnswer(VIDEO_UPDATED),
      400: invalidInput,
      404: notFoundAnswer(VIDEO_NOT_FOUND),
    },
    handler: ({ params, body, user, request }) => ({
      success: true as const,
      message: VIDEO_UPDATED,
      video: staffVideo(updateVideo(actorOf(user, request), params.id, body)),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/videos/{id}",
    summary: "Delete a video",
    tag: VIDEOS,
    access: "staff",
    params: VideoIdParams,
    responses: {
      200: { description: VIDEO_DELETED, schema: MessageAnswer },
      404: notFoundAnswer(VIDEO_NOT_FOUND),
    },
    handler: ({ params, user, request }) => {
      deleteVideo(actorOf(user, request), params.id);
      return { success: true as const, message: VIDEO_DELETED };
    },
  }),

  // -------------------------------------------------------------------------------------------
  // Know-how

  endpoint({
    method: "GET",
    path: "/admin/know-how",
    summary: "Cable know-how guides in display order, 25 a page; q searches titles",
    tag: KNOW_HOW,
    access: "staff",
    query: ContentQuery,
    responses: {
      200: {
        description: "A page of guides",
        schema: ok({ know: z.array(KnowHow), ...pageFields }),
      },
      400: invalidInput,
    },
    handler: ({ query, origin }) => {
      const list = listKnowHowGuides(query);
      return {
        success: true as const,
        know: list.guides.map((g) => staffKnowHow(origin, g)),
        ...pageAnswer(list),
      };
    },
  }),

  endpoint({
    method: "POST",
    path: "/admin/know-how/new",
    summary:
      "Add a guide: title, description, knowFile (the PDF, required), knowImage (a picture), index",
    tag: KNOW_HOW,
    access: "staff",
    body: KnowHowCreateSchema,
    accepts: FILE_BODIES,
    limits: FILE_LIMITS,
    responses: { 201: guideAnswer(KNOW_HOW_CREATED), ...fileRefusals },
    handler: async ({ body, user, request, origin }) =>
      reply(201, {
        success: true as const,
        message: KNOW_HOW_CREATED,
        know: staffKnowHow(origin, await createKnowHow(actorOf(user, request), body)),
      }),
  }),

  endpoint({
    method: "GET",
    path: "/admin/know-how/{id}",
    summary: "One guide",
    tag: KNOW_HOW,
    access: "staff",
    params: KnowHowIdParams,
    responses: {
      200: { description: "The guide", schema: ok({ know: KnowHow }) },
      404: notFoundAnswer(KNOW_HOW_NOT_FOUND),
    },
    handler: ({ params, origin }) => {
      const guide = getKnowHow(params.id);
      if (!guide) throw notFound(KNOW_HOW_NOT_FOUND);
      return { success: true as const, know: staffKnowHow(origin, guide) };
    },
  }),

  endpoint({
    method: "PUT",
    path: "/admin/know-how/{id}",
    summary:
      "Edit a guide: files sent replace the current ones, files left out stay; removeImage drops the picture",
    tag: KNOW_HOW,
    access: "staff",
    params: KnowHowIdParams,
    body: KnowHowUpdateSchema,
    accepts: FILE_BODIES,
    limits: FILE_LIMITS,
    responses: {
      200: guideAnswer(KNOW_HOW_UPDATED),
      ...fileRefusals,
      404: notFoundAnswer(KNOW_HOW_NOT_FOUND),
    },
    handler: async ({ params, body, user, request, origin }) => ({
      success: true as const,
      message: KNOW_HOW_UPDATED,
      know: staffKnowHow(origin, await updateKnowHow(actorOf(user, request), params.id, body)),
    }),
  }),

  endpoint({
    method: "DELETE",
    path: "/admin/know-how/{id}",
    summary: "Delete a guide and its files",
    tag: KNOW_HOW,
    access: "staff",
    params: KnowHowIdParams,
    responses: {
      200: { description: KNOW_HOW_DELETED, schema: MessageAnswer },
      404: notFoundAnswer(KNOW_HOW_NOT_FOUND),
    },
    handler: ({ params, user, request }) => {
      deleteKnowHow(actorOf(user, request), params.id);
      return { success: true as const, message: KNOW_HOW_DELETED };
    },
  }),

  // -------------------------------------------------------------------------------------------
  // Blog

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
    limits: FILE_LIMITS,
    responses: { 201: postAnswer(BLOG_CREATED), ...fileRefusals },
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
      404: notFoundAnswer(BLOG_NOT_FOUND),
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
    limits: FILE_LIMITS,
    responses: {
      200: postAnswer(BLOG_UPDATED),
      ...fileRefusals,
      404: notFoundAnswer(BLOG_NOT_FOUND),
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
      404: notFoundAnswer(BLOG_NOT_FOUND),
    },
    handler: ({ params, user, request }) => {
      deleteBlogPost(actorOf(user, request), params.id);
      return { success: true as const, message: BLOG_DELETED };
    },
  }),
];

/**
 * FAQ videos in /api/bel: the storefront's list, and for staff the original site's calls
 * (`POST /admin/video/new`, the list and `GET|PUT|DELETE /admin/videos/{id}`), on the same
 * schemas and model functions as the FAQ Videos screen (app/models/video.server.ts).
 */
import { z } from "zod";
import { invalidInput, MessageAnswer, ok, pageFields, StaffVideo, Video } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { pageAnswer, staffVideo, videos } from "~/api/json";
import { answer } from "~/api/upload-limits";
import { listFaqVideos } from "~/models/content.server";
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
import { ContentQuery, VideoIdParams, VideoSchema } from "~/schemas/content";
import { actorOf } from "~/utils/auth.server";
import { notFound } from "~/utils/domain-error";

const VIDEOS = "Videos";
const videoAnswer = (description: string) => ({
  description,
  schema: ok({ message: z.string(), video: StaffVideo }),
});

export const videoEndpoints = [
  endpoint({
    method: "GET",
    path: "/faq-videos",
    summary: "FAQ videos, in display order",
    tag: "Company content",
    access: "public",
    cache: "public",
    responses: {
      200: { description: "Videos", schema: ok({ videos: z.array(Video) }) },
      400: invalidInput,
    },
    handler: () => ({ success: true as const, videos: videos(listFaqVideos()) }),
  }),

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
      404: answer(VIDEO_NOT_FOUND),
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
      404: answer(VIDEO_NOT_FOUND),
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
      404: answer(VIDEO_NOT_FOUND),
    },
    handler: ({ params, user, request }) => {
      deleteVideo(actorOf(user, request), params.id);
      return { success: true as const, message: VIDEO_DELETED };
    },
  }),
];

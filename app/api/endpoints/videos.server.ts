/**
 * FAQ videos in /api/bel: the storefront's list, and for staff the original site's calls
 * (`POST /admin/video/new`, the list and `GET|PUT|DELETE /admin/videos/{id}`), on the same
 * schemas and model as the FAQ Videos screen (app/models/video.server.ts).
 */
import { z } from "zod";
import { invalidInput, ok, StaffVideo, Video } from "~/api/components";
import { contentEndpoints } from "~/api/content-endpoints.server";
import { endpoint } from "~/api/endpoint";
import { staffVideo, videos } from "~/api/json";
import { listFaqVideos } from "~/models/content.server";
import { videoContent } from "~/models/video.server";
import { VideoIdParams, VideoSchema } from "~/schemas/content";

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

  ...contentEndpoints({
    model: videoContent,
    tag: "Videos",
    paths: { list: "/admin/videos", create: "/admin/video/new" },
    keys: { rows: "videos", row: "video" },
    shape: StaffVideo,
    json: (_, video) => staffVideo(video),
    descriptions: { page: "A page of videos", one: "The video" },
    summaries: {
      list: "FAQ videos in display order, 25 a page; q searches titles",
      create:
        "Add a video: title, url (a long or short video-site link), description, index (position, default last)",
      get: "One video",
      update: "Edit a video (index moves it)",
      delete: "Delete a video",
    },
    params: VideoIdParams,
    bodies: { create: VideoSchema, update: VideoSchema },
  }),
];

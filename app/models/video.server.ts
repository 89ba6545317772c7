/**
 * FAQ videos (the technical library's second tab): staff list, add, edit, delete and order them.
 * The address is kept as typed; the storefront and the admin list read the video's id from it
 * (app/utils/video.ts), and the thumbnail comes from that id.
 */
import { faqVideos } from "../../db/schema";
import type { Actor } from "~/models/audit.server";
import { contentModel, contentView } from "~/models/content-model.server";
import { titledList } from "~/models/ordered-content.server";
import { nextPosition, placeRow } from "~/models/ordering.server";
import { records } from "~/models/records.server";
import { VIDEO_NOT_FOUND, type VideoInput } from "~/schemas/content";
import { thumbnailUrl, videoId } from "~/utils/video";

type Row = typeof faqVideos.$inferSelect;

export type StaffVideo = ReturnType<typeof toVideo>;

function toVideo(row: Row) {
  const id = videoId(row.url);
  return {
    ...contentView(row),
    url: row.url,
    videoId: id,
    thumbnail: id ? thumbnailUrl(id) : null,
  };
}

/** The FAQ videos in the order staff choose. */
export const videoList = titledList(faqVideos, {
  entity: "video",
  noun: "video",
  notFoundMessage: VIDEO_NOT_FOUND,
});
const rows = records<Row>(videoList);

/** A new video goes last, or at `index`. */
export function createVideo(actor: Actor, input: VideoInput): StaffVideo {
  const row = rows.create(
    actor,
    () => ({
      title: input.title,
      url: input.url,
      description: input.description,
      position: nextPosition(faqVideos, faqVideos.position),
    }),
    (row) => `Created video ${row.title}`,
    (row) =>
      input.index !== undefined && placeRow({ ...videoList, id: row.id, index: input.index }),
  );
  return toVideo(row);
}

/** Edits a video; `index` moves it. */
export async function updateVideo(
  actor: Actor,
  id: number,
  input: VideoInput,
): Promise<StaffVideo> {
  const row = await rows.change(
    actor,
    id,
    () => ({ title: input.title, url: input.url, description: input.description }),
    (_, after) => `Updated video ${after.title}`,
    () => input.index !== undefined && placeRow({ ...videoList, id, index: input.index }),
  );
  return toVideo(row);
}

/** The FAQ videos as the Videos screen and their /api/bel endpoints read and write them. */
export const videoContent = contentModel(videoList, rows, toVideo, {
  create: createVideo,
  update: updateVideo,
});

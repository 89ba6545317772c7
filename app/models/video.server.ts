/**
 * FAQ videos (the technical library's second tab): staff list, add, edit, delete and order them.
 * The address is kept as typed; the storefront and the admin list read the video's id from it
 * (app/utils/video.ts), and the thumbnail comes from that id.
 */
import { eq } from "drizzle-orm";
import { faqVideos } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { listOrdered, moveOrdered, type OrderedList } from "~/models/ordered-content.server";
import { nextPosition, placeRow, type MoveDirection } from "~/models/ordering.server";
import { VIDEO_NOT_FOUND, type VideoInput } from "~/schemas/content";
import { notFound } from "~/utils/domain-error";
import { thumbnailUrl, videoId } from "~/utils/video";

export { VIDEO_NOT_FOUND };
export const VIDEO_CREATED = "Video created successfully";
export const VIDEO_UPDATED = "Video updated successfully";
export const VIDEO_DELETED = "Video deleted successfully";

type Row = typeof faqVideos.$inferSelect;

export type StaffVideo = {
  id: number;
  title: string;
  url: string;
  description: string;
  index: number;
  videoId: string | null;
  thumbnail: string | null;
  createdAt: Date;
};

function toVideo(row: Row): StaffVideo {
  const id = videoId(row.url);
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    index: row.position,
    videoId: id,
    thumbnail: id ? thumbnailUrl(id) : null,
    createdAt: row.createdAt,
  };
}

const placement = { table: faqVideos, idColumn: faqVideos.id, positionColumn: faqVideos.position };
const list: OrderedList = {
  ...placement,
  nameColumn: faqVideos.title,
  searchColumns: [faqVideos.title],
  entity: "video",
  noun: "video",
  notFoundMessage: VIDEO_NOT_FOUND,
};

/** The videos in display order, a page at a time, `q` searching titles. */
export function listVideos(query: { q?: string; page?: number } = {}) {
  const { rows, ...page } = listOrdered(list, query, toVideo);
  return { ...page, videos: rows };
}

export function getVideo(id: number): StaffVideo | null {
  const row = db.select().from(faqVideos).where(eq(faqVideos.id, id)).get();
  return row ? toVideo(row) : null;
}

const view = (v: { title: string; url: string; description: string }) => ({
  title: v.title,
  url: v.url,
  description: v.description,
});

export function createVideo(actor: Actor, input: VideoInput): StaffVideo {
  return db.transaction(() => {
    const row = db
      .insert(faqVideos)
      .values({
        title: input.title,
        url: input.url,
        description: input.description,
        position: nextPosition(faqVideos, faqVideos.position),
      })
      .returning()
      .get();
    if (input.index !== undefined) placeRow({ ...placement, id: row.id, index: input.index });
    audit(actor, {
      action: "create",
      entity: "video",
      entityId: row.id,
      summary: `Created video ${row.title}`,
      after: view(row),
    });
    return getVideo(row.id)!;
  });
}

export function updateVideo(actor: Actor, id: number, input: VideoInput): StaffVideo {
  return db.transaction(() => {
    const before = db.select().from(faqVideos).where(eq(faqVideos.id, id)).get();
    if (!before) throw notFound(VIDEO_NOT_FOUND);
    db.update(faqVideos)
      .set({ title: input.title, url: input.url, description: input.description })
      .where(eq(faqVideos.id, id))
      .run();
    if (input.index !== undefined) placeRow({ ...placement, id, index: input.index });
    const after = getVideo(id)!;
    audit(actor, {
      action: "update",
      entity: "video",
      entityId: id,
      summary: `Updated video ${after.title}`,
      before: { ...view(before), index: before.position },
      after: { ...view(after), index: after.index },
    });
    return after;
  });
}

export function deleteVideo(actor: Actor, id: number): StaffVideo {
  return db.transaction(() => {
    const video = getVideo(id);
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    db.delete(faqVideos).where(eq(faqVideos.id, id)).run();
    audit(actor, {
      action: "delete",
      entity: "video",
      entityId: id,
      summary: `Deleted video ${video.title}`,
      before: view(video),
    });
    return video;
  });
}

/** Moves a video one place up or down, past the next one `q` selects (ordered-content.server.ts). */
export function moveVideo(actor: Actor, id: number, direction: MoveDirection, q?: string) {
  moveOrdered(list, actor, id, direction, q);
}

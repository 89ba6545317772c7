import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ContentScreen, editDeleteColumn, orderColumn } from "~/components/admin/content";
import { FormFoot } from "~/components/admin/modal-form";
import type { Column } from "~/components/admin/table";
import { InputField, KitForm, TextareaField, useFormResult, useKitForm } from "~/components/forms";
import {
  createVideo,
  deleteVideo,
  getVideo,
  listVideos,
  moveVideo,
  updateVideo,
  VIDEO_CREATED,
  VIDEO_DELETED,
  VIDEO_NOT_FOUND,
  VIDEO_UPDATED,
} from "~/models/video.server";
import { ContentQuery, VideoEditSchema, VideoIdParams, VideoSchema } from "~/schemas/content";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf, type FormConstraints } from "~/utils/constraints.server";
import { contentAction, modalOf } from "~/utils/content-actions.server";
import { readFormData } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";
import { notFoundResponse } from "~/utils/responses.server";
import { thumbnailUrl, videoId } from "~/utils/video";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "FAQ Videos");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const query = readPageQuery(ContentQuery, request);
  const { creating, editId } = modalOf(request);
  const editing = editId === null ? null : getVideo(editId);
  if (editId !== null && !editing) throw notFoundResponse(VIDEO_NOT_FOUND);
  const list = listVideos(query);
  return {
    ...list,
    videos: list.videos.map((v) => ({
      id: v.id,
      title: v.title,
      url: v.url,
      description: v.description,
      thumbnail: v.thumbnail,
    })),
    q: query.q ?? "",
    creating,
    editing: editing
      ? { id: editing.id, title: editing.title, url: editing.url, description: editing.description }
      : null,
    constraints: constraintsOf(VideoSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  return contentAction(request, await readFormData(request), {
    create: {
      schema: VideoSchema,
      run: (value) => createVideo(actor, value),
      message: VIDEO_CREATED,
    },
    update: {
      schema: VideoEditSchema,
      run: ({ id, ...value }) => updateVideo(actor, id, value),
      message: VIDEO_UPDATED,
    },
    delete: {
      schema: VideoIdParams,
      run: ({ id }) => deleteVideo(actor, id),
      message: VIDEO_DELETED,
    },
    move: (id, direction, neighbour) => moveVideo(actor, id, direction, neighbour),
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Video = Data["videos"][number];

const columnsOf = (data: Data): Column<Video>[] => [
  { header: "Index", cell: (_, i) => data.offset + i + 1 },
  {
    header: "Thumbnail",
    cell: (v) => (
      <a
        href={v.url}
        target="_blank"
        rel="noreferrer"
        className="adm-thumb adm-thumb--video"
        aria-label={`Watch ${v.title} (opens in a new tab)`}
      >
        {/* No inline style (the CSP refuses it); an empty alt shows nothing
            broken when the video site's picture cannot load. */}
        {v.thumbnail ? (
          <img src={v.thumbnail} alt="" width={120} height={68} loading="lazy" />
        ) : null}
      </a>
    ),
  },
  {
    header: "Title",
    cell: (v) => (
      <span className="adm-cell-stack">
        <strong>{v.title}</strong>
        <span className="adm-muted adm-break">{v.url}</span>
      </span>
    ),
  },
  { header: "Description", cell: (v) => <span className="adm-clamp">{v.description}</span> },
  orderColumn({ ...data, rows: data.videos }),
  editDeleteColumn((v) => (
    <>
      Delete the video <strong>{v.title}</strong>?
    </>
  )),
];

export default function Videos() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContentScreen
      title="FAQ Videos"
      noun={["video", "videos"]}
      data={data}
      rows={data.videos}
      columns={columnsOf(data)}
      form={(video) => (
        <VideoForm
          intent={video ? "update" : "create"}
          constraints={data.constraints}
          video={video}
        />
      )}
    />
  );
}

function VideoForm({
  intent,
  constraints,
  video,
}: {
  intent: "create" | "update";
  constraints: FormConstraints;
  video?: { id: number; title: string; url: string; description: string };
}) {
  const [form, fields] = useKitForm({
    id: video ? `video-${video.id}` : "new-video",
    constraints,
    lastResult: useFormResult(intent),
    defaultValue: video
      ? { title: video.title, url: video.url, description: video.description }
      : undefined,
  });
  const [url, setUrl] = useState(String(fields.url.initialValue ?? video?.url ?? ""));
  const id = videoId(url);
  return (
    <KitForm form={form} constraints={constraints} className="admin-form">
      {video ? <input type="hidden" name="id" value={video.id} /> : null}
      <InputField meta={fields.title} label="Title" />
      <InputField
        meta={fields.url}
        label="Video address"
        type="url"
        hint="A long (…/watch?v=…) or short (youtu.be/…) link to the video."
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
      {id ? (
        <img
          className="adm-video-preview"
          src={thumbnailUrl(id)}
          alt="Thumbnail of the video"
          width={240}
          height={135}
        />
      ) : null}
      <TextareaField meta={fields.description} label="Description" rows={4} />
      <FormFoot form={form} intent={intent} />
    </KitForm>
  );
}

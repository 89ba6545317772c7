import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ContentScreen } from "~/components/admin/content";
import { ModalForm } from "~/components/admin/modal-form";
import { RecordModals } from "~/components/admin/record-modals";
import { softBreaks, type Column } from "~/components/admin/table";
import { StackCell } from "~/components/admin/stack-cell";
import { InputField, TextareaField, type FieldMeta } from "~/components/forms";
import { videoContent } from "~/models/video.server";
import { VideoEditSchema, VideoIdParams, VideoSchema } from "~/schemas/content";
import { constraintsOf, type FormConstraints } from "~/utils/constraints.server";
import { contentScreenAction, readContentScreen } from "~/screens/content-screen.server";
import { pageMeta } from "~/utils/meta";
import { thumbnailUrl, videoId } from "~/utils/video";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "FAQ Videos");

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, rows, q, modal, editing } = await readContentScreen(request, videoContent);
  return {
    ...page,
    videos: rows.map((v) => ({
      id: v.id,
      title: v.title,
      url: v.url,
      description: v.description,
      thumbnail: v.thumbnail,
      first: v.first,
      last: v.last,
    })),
    q,
    modal,
    editing: editing && {
      id: editing.id,
      title: editing.title,
      url: editing.url,
      description: editing.description,
    },
    constraints: constraintsOf(VideoSchema),
  };
}

export function action({ request }: ActionFunctionArgs) {
  return contentScreenAction(request, videoContent, {
    create: VideoSchema,
    update: VideoEditSchema,
    id: VideoIdParams,
  });
}

type Video = ReturnType<typeof useLoaderData<typeof loader>>["videos"][number];

const columns: Column<Video>[] = [
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
      <StackCell title={v.title}>
        <span className="adm-muted">{softBreaks(v.url)}</span>
      </StackCell>
    ),
  },
];

export default function Videos() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContentScreen
      title="FAQ Videos"
      addLabel="Add Video"
      noun={["video", "videos"]}
      data={data}
      rows={data.videos}
      columns={columns}
      question={(v) => (
        <>
          Delete the video <strong>{v.title}</strong>?
        </>
      )}
    >
      <RecordModals
        modal={data.modal}
        editing={data.editing}
        form={(video) => <VideoForm constraints={data.constraints} video={video} />}
      />
    </ContentScreen>
  );
}

function VideoForm({
  constraints,
  video,
}: {
  constraints: FormConstraints;
  video?: { id: number; title: string; url: string; description: string };
}) {
  return (
    <ModalForm
      name="video"
      title={video ? "Edit Video" : "Add Video"}
      intent={video ? "update" : "create"}
      constraints={constraints}
      recordId={video?.id}
      defaultValue={video && { title: video.title, url: video.url, description: video.description }}
    >
      {(fields) => <VideoFields fields={fields} initialUrl={video?.url ?? ""} />}
    </ModalForm>
  );
}

/** Title, the address (its thumbnail shown as it is typed, with JavaScript) and description. */
function VideoFields({
  fields,
  initialUrl,
}: {
  fields: Record<string, FieldMeta>;
  initialUrl: string;
}) {
  const [url, setUrl] = useState(String(fields.url.initialValue ?? initialUrl));
  const id = videoId(url);
  return (
    <>
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
    </>
  );
}

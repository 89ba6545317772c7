import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { EditLink, NewButton, OrderButtons, useModalHref } from "~/components/admin/content";
import { ConfirmAction, TableCount, TableSearch } from "~/components/admin/kit";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import {
  FormAlert,
  InputField,
  KitForm,
  SubmitButton,
  TextareaField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
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
import { listAddress, modalOf, moveAction, ORDER_UPDATED } from "~/utils/content-actions.server";
import { readFormData, submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";
import { backTo } from "~/utils/redirect";
import { notFoundResponse } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";
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
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const list = listAddress(request);
  switch (intent) {
    case "create":
      return submitForm(
        request,
        VideoSchema,
        (value) => {
          createVideo(actor, value);
          return redirectWithToast(list, { type: "success", message: VIDEO_CREATED });
        },
        { intent, formData },
      );
    case "update":
      return submitForm(
        request,
        VideoEditSchema,
        ({ id, ...value }) => {
          updateVideo(actor, id, value);
          return redirectWithToast(list, { type: "success", message: VIDEO_UPDATED });
        },
        { intent, formData },
      );
    case "delete":
      return submitWithToast(
        request,
        VideoIdParams,
        ({ id }) => {
          deleteVideo(actor, id);
          return VIDEO_DELETED;
        },
        { back: backTo(request, list), formData },
      );
    case "move":
      return moveAction(
        request,
        formData,
        (id, direction, neighbour) => moveVideo(actor, id, direction, neighbour),
        ORDER_UPDATED,
      );
    default:
      return unknownIntent(intent);
  }
}

export default function Videos() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const href = useModalHref();
  return (
    <>
      <PageHeader title="FAQ Videos">
        <NewButton label="Add Video" />
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <TableSearch q={data.q} placeholder="Search by title" label="Search videos" />
          <TableCount
            total={data.total}
            offset={data.offset}
            shown={data.videos.length}
            noun={["video", "videos"]}
          />
        </div>
        {data.videos.length === 0 ? (
          <p className="adm-table-empty">
            {data.q ? `No videos match “${data.q}”` : "No videos available"}
          </p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--content adm-table--stack-lg">
              <thead>
                <tr>
                  <th scope="col">Index</th>
                  <th scope="col">Thumbnail</th>
                  <th scope="col">Title</th>
                  <th scope="col">Description</th>
                  <th scope="col">Order</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.videos.map((v, i) => (
                  <tr key={v.id}>
                    <td data-label="Index">{data.offset + i + 1}</td>
                    <td data-label="Thumbnail">
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
                    </td>
                    <td data-label="Title">
                      <span className="adm-cell-stack">
                        <strong>{v.title}</strong>
                        <span className="adm-muted adm-break">{v.url}</span>
                      </span>
                    </td>
                    <td data-label="Description">
                      <span className="adm-clamp">{v.description}</span>
                    </td>
                    <td data-label="Order">
                      <OrderButtons
                        rows={data.videos}
                        i={i}
                        name={v.title}
                        offset={data.offset}
                        total={data.total}
                        searching={Boolean(data.q)}
                      />
                    </td>
                    <td data-label="Action">
                      <div className="adm-row-actions">
                        <EditLink id={v.id} name={v.title} />
                        <ConfirmAction
                          label="Delete"
                          ariaLabel={`Delete ${v.title}`}
                          question={
                            <>
                              Delete the video <strong>{v.title}</strong>?
                            </>
                          }
                          fields={{ id: v.id }}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          search={new URLSearchParams(search)}
          label="Video pages"
        />
      </Panel>
      {data.creating ? (
        <UrlModal id="add-video-dialog" title="Add Video" closeTo={href()}>
          <VideoForm intent="create" constraints={data.constraints} />
        </UrlModal>
      ) : null}
      {data.editing ? (
        <UrlModal id="edit-video-dialog" title="Edit Video" closeTo={href()}>
          <VideoForm
            key={data.editing.id}
            intent="update"
            constraints={data.constraints}
            video={data.editing}
          />
        </UrlModal>
      ) : null}
    </>
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
      <FormAlert form={form} />
      <div className="admin-form__actions">
        <SubmitButton name="intent" value={intent} busyText={video ? "Updating…" : "Creating…"}>
          {video ? "Update" : "Create"}
        </SubmitButton>
      </div>
    </KitForm>
  );
}

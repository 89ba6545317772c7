import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { EditLink, FileField, NewButton, useModalHref } from "~/components/admin/content";
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
import { MAX_IMAGE_BYTES } from "~/constants";
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
import { BlogEditSchema, BlogIdParams, BlogSchema, ContentQuery } from "~/schemas/content";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf, type FormConstraints } from "~/utils/constraints.server";
import { listAddress, modalOf } from "~/utils/content-actions.server";
import { shortDate } from "~/utils/dates";
import { readFormData, submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";
import { backTo } from "~/utils/redirect";
import { notFoundResponse } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Blog");

const dateOnly = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const query = readPageQuery(ContentQuery, request);
  const { creating, editId } = modalOf(request);
  const editing = editId === null ? null : getBlogPost(editId);
  if (editId !== null && !editing) throw notFoundResponse(BLOG_NOT_FOUND);
  const list = listBlogPostsForStaff(query);
  return {
    ...list,
    posts: list.posts.map((p) => ({
      id: p.id,
      index: p.index,
      title: p.title,
      slug: p.slug,
      description: p.description,
      thumbnail: p.thumbnail,
      publishedAt: p.publishedAt.toISOString(),
    })),
    q: query.q ?? "",
    creating,
    today: dateOnly(new Date()),
    editing: editing
      ? {
          id: editing.id,
          title: editing.title,
          description: editing.description,
          image: editing.thumbnail,
          publishedAt: dateOnly(editing.publishedAt),
        }
      : null,
    constraints: constraintsOf(BlogSchema),
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
        BlogSchema,
        async (value) => {
          await createBlogPost(actor, value);
          return redirectWithToast(list, { type: "success", message: BLOG_CREATED });
        },
        { intent, formData },
      );
    case "update":
      return submitForm(
        request,
        BlogEditSchema,
        async ({ id, ...value }) => {
          await updateBlogPost(actor, id, value);
          return redirectWithToast(list, { type: "success", message: BLOG_UPDATED });
        },
        { intent, formData },
      );
    case "delete":
      return submitWithToast(
        request,
        BlogIdParams,
        ({ id }) => {
          deleteBlogPost(actor, id);
          return BLOG_DELETED;
        },
        { back: backTo(request, list), formData },
      );
    default:
      return unknownIntent(intent);
  }
}

export default function BlogScreen() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const href = useModalHref();
  return (
    <>
      <PageHeader title="Blog">
        <NewButton label="Add Post" />
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <TableSearch q={data.q} placeholder="Search by title" label="Search posts" />
          <TableCount
            total={data.total}
            offset={data.offset}
            shown={data.posts.length}
            noun={["post", "posts"]}
          />
        </div>
        <p className="adm-muted adm-table-note">
          Posts are listed, here and on the website, by publication date, the latest first: change a
          post&apos;s date to move it.
        </p>
        {data.posts.length === 0 ? (
          <p className="adm-table-empty">
            {data.q ? `No posts match “${data.q}”` : "No posts available"}
          </p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--content adm-table--stack-lg">
              <thead>
                <tr>
                  <th scope="col">Index</th>
                  <th scope="col">Image</th>
                  <th scope="col">Title</th>
                  <th scope="col">Published</th>
                  <th scope="col">Description</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.posts.map((p) => (
                  <tr key={p.id}>
                    <td data-label="Index">{p.index}</td>
                    <td data-label="Image">
                      <span className="adm-thumb">
                        {p.thumbnail ? (
                          <img src={p.thumbnail} alt="" width={120} height={68} loading="lazy" />
                        ) : null}
                      </span>
                    </td>
                    <td data-label="Title">
                      <span className="adm-cell-stack">
                        <strong>{p.title}</strong>
                        <span className="adm-muted adm-break">/blog/{p.slug}</span>
                      </span>
                    </td>
                    <td data-label="Published">
                      <time dateTime={p.publishedAt}>{shortDate(p.publishedAt)}</time>
                    </td>
                    <td data-label="Description">
                      <span className="adm-clamp">{p.description}</span>
                    </td>
                    <td data-label="Action">
                      <div className="adm-row-actions">
                        <EditLink id={p.id} name={p.title} />
                        <ConfirmAction
                          label="Delete"
                          ariaLabel={`Delete ${p.title}`}
                          question={
                            <>
                              Delete the post <strong>{p.title}</strong>?
                            </>
                          }
                          fields={{ id: p.id }}
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
          label="Post pages"
        />
      </Panel>
      {data.creating ? (
        <UrlModal id="add-post-dialog" title="Add Post" closeTo={href()}>
          <PostForm intent="create" constraints={data.constraints} today={data.today} />
        </UrlModal>
      ) : null}
      {data.editing ? (
        <UrlModal id="edit-post-dialog" title="Edit Post" closeTo={href()}>
          <PostForm
            key={data.editing.id}
            intent="update"
            constraints={data.constraints}
            today={data.today}
            post={data.editing}
          />
        </UrlModal>
      ) : null}
    </>
  );
}

function PostForm({
  intent,
  constraints,
  today,
  post,
}: {
  intent: "create" | "update";
  constraints: FormConstraints;
  today: string;
  post?: {
    id: number;
    title: string;
    description: string;
    image: string | null;
    publishedAt: string;
  };
}) {
  const [form, fields] = useKitForm({
    id: post ? `post-${post.id}` : "new-post",
    constraints,
    lastResult: useFormResult(intent),
    defaultValue: post
      ? { title: post.title, description: post.description, publishedAt: post.publishedAt }
      : { publishedAt: today },
  });
  const again = form.status === "error" ? " Choose the image again after an error." : "";
  return (
    <KitForm
      form={form}
      constraints={constraints}
      className="admin-form"
      encType="multipart/form-data"
    >
      {post ? <input type="hidden" name="id" value={post.id} /> : null}
      <InputField meta={fields.title} label="Title" />
      <TextareaField meta={fields.description} label="Description" rows={6} />
      <FileField
        meta={fields.blogImage}
        label={post?.image ? "Replace the image" : "Image"}
        accept="image/jpeg,image/png,image/webp,image/avif"
        current={post?.image}
        currentLabel="Current image"
        removeName={post?.image ? "removeImage" : undefined}
        preview
        hint={`JPEG, PNG, WebP or AVIF, up to ${Math.round(MAX_IMAGE_BYTES / 1048576)} MB.${again}`}
      />
      <InputField
        meta={fields.publishedAt}
        label="Publication date"
        type="date"
        hint="Shown on the blog; the latest date comes first."
      />
      <FormAlert form={form} />
      <div className="admin-form__actions">
        <SubmitButton name="intent" value={intent} busyText={post ? "Updating…" : "Creating…"}>
          {post ? "Update" : "Create"}
        </SubmitButton>
      </div>
    </KitForm>
  );
}

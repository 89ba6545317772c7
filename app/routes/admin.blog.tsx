import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ContentImageField,
  contentTable,
  editDeleteColumn,
  orderColumn,
  ResourceScreen,
} from "~/components/admin/content";
import { ModalForm } from "~/components/admin/modal-form";
import type { Column } from "~/components/admin/table";
import { InputField, TextareaField } from "~/components/forms";
import { ORDER_UPDATED } from "~/models/ordered-content.server";
import {
  BLOG_CREATED,
  BLOG_DELETED,
  BLOG_NOT_FOUND,
  BLOG_UPDATED,
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPostsForStaff,
  moveBlogPost,
  updateBlogPost,
} from "~/models/blog.server";
import { BlogEditSchema, BlogIdParams, BlogSchema, ContentQuery } from "~/schemas/content";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf, type FormConstraints } from "~/utils/constraints.server";
import { shortDate } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, moveIntent, rowIntent } from "~/utils/intent-action.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";
import { openModal } from "~/utils/url-modal.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Blog");

const dateOnly = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const query = readPageQuery(ContentQuery, request);
  const { modal, record: editing } = await openModal(
    request,
    { edit: getBlogPost },
    BLOG_NOT_FOUND,
  );
  const list = listBlogPostsForStaff(query);
  return {
    ...list,
    posts: list.posts.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      description: p.description,
      thumbnail: p.thumbnail,
      publishedAt: p.publishedAt.toISOString(),
      first: p.first,
      last: p.last,
    })),
    q: query.q ?? "",
    modal,
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
  return intentAction(request, await readFormData(request), {
    create: formIntent(BlogSchema, (value) => createBlogPost(actor, value), BLOG_CREATED),
    update: formIntent(
      BlogEditSchema,
      ({ id, ...value }) => updateBlogPost(actor, id, value),
      BLOG_UPDATED,
    ),
    delete: rowIntent(BlogIdParams, ({ id }) => deleteBlogPost(actor, id), BLOG_DELETED),
    move: moveIntent((id, direction, q) => moveBlogPost(actor, id, direction, q), ORDER_UPDATED),
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Post = Data["posts"][number];

const columnsOf = (data: Data): Column<Post>[] => [
  { header: "Index", cell: (_, i) => data.offset + i + 1 },
  {
    header: "Image",
    cell: (p) => (
      <span className="adm-thumb">
        {p.thumbnail ? (
          <img src={p.thumbnail} alt="" width={120} height={68} loading="lazy" />
        ) : null}
      </span>
    ),
  },
  {
    header: "Title",
    cell: (p) => (
      <span className="adm-cell-stack">
        <strong>{p.title}</strong>
        <span className="adm-muted adm-break">/blog/{p.slug}</span>
      </span>
    ),
  },
  {
    header: "Published",
    cell: (p) => <time dateTime={p.publishedAt}>{shortDate(p.publishedAt)}</time>,
  },
  { header: "Description", cell: (p) => <span className="adm-clamp">{p.description}</span> },
  orderColumn(),
  editDeleteColumn((p) => (
    <>
      Delete the post <strong>{p.title}</strong>?
    </>
  )),
];

export default function BlogScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <ResourceScreen
      title="Blog"
      addLabel="Add Post"
      {...contentTable(["post", "posts"], data.q)}
      paging={data}
      rows={data.posts}
      rowKey={(p) => p.id}
      columns={columnsOf(data)}
    >
      {data.modal === "new" && <PostForm constraints={data.constraints} today={data.today} />}
      {data.editing && (
        <PostForm
          key={data.editing.id}
          constraints={data.constraints}
          today={data.today}
          post={data.editing}
        />
      )}
    </ResourceScreen>
  );
}

function PostForm({
  constraints,
  today,
  post,
}: {
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
  return (
    <ModalForm
      name="post"
      title={post ? "Edit Post" : "Add Post"}
      intent={post ? "update" : "create"}
      constraints={constraints}
      recordId={post?.id}
      defaultValue={
        post
          ? { title: post.title, description: post.description, publishedAt: post.publishedAt }
          : { publishedAt: today }
      }
      multipart
    >
      {(fields, form) => (
        <>
          <InputField meta={fields.title} label="Title" />
          <TextareaField meta={fields.description} label="Description" rows={6} />
          <ContentImageField
            meta={fields.blogImage}
            current={post?.image}
            again={form.status === "error" ? " Choose the image again after an error." : ""}
          />
          <InputField
            meta={fields.publishedAt}
            label="Publication date"
            type="date"
            hint={
              post
                ? "Shown with the post; its place on the blog is set in the list's Order column."
                : "Shown with the post. A new post opens the blog; move it in the list's Order column."
            }
          />
        </>
      )}
    </ModalForm>
  );
}

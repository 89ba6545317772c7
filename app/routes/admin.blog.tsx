import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ContentImageField,
  ContentScreen,
  editDeleteColumn,
  orderColumn,
} from "~/components/admin/content";
import { FormFoot } from "~/components/admin/modal-form";
import type { Column } from "~/components/admin/table";
import { InputField, KitForm, TextareaField, useFormResult, useKitForm } from "~/components/forms";
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
import { contentAction, modalOf } from "~/utils/content-actions.server";
import { shortDate } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";
import { notFoundResponse } from "~/utils/responses.server";

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
  return contentAction(request, await readFormData(request), {
    create: {
      schema: BlogSchema,
      run: (value) => createBlogPost(actor, value),
      message: BLOG_CREATED,
    },
    update: {
      schema: BlogEditSchema,
      run: ({ id, ...value }) => updateBlogPost(actor, id, value),
      message: BLOG_UPDATED,
    },
    delete: {
      schema: BlogIdParams,
      run: ({ id }) => deleteBlogPost(actor, id),
      message: BLOG_DELETED,
    },
    move: (id, direction, neighbour) => moveBlogPost(actor, id, direction, neighbour),
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
  orderColumn({ ...data, rows: data.posts }),
  editDeleteColumn((p) => (
    <>
      Delete the post <strong>{p.title}</strong>?
    </>
  )),
];

export default function BlogScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContentScreen
      title="Blog"
      noun={["post", "posts"]}
      data={data}
      rows={data.posts}
      columns={columnsOf(data)}
      form={(post) => (
        <PostForm
          intent={post ? "update" : "create"}
          constraints={data.constraints}
          today={data.today}
          post={post}
        />
      )}
    />
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
      <ContentImageField meta={fields.blogImage} current={post?.image} again={again} />
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
      <FormFoot form={form} intent={intent} />
    </KitForm>
  );
}

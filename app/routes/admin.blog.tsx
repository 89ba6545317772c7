import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ContentImageField,
  ContentScreen,
  contentThumbnailColumn,
} from "~/components/admin/content";
import { ModalForm } from "~/components/admin/modal-form";
import { RecordModals } from "~/components/admin/record-modals";
import { softBreaks, type Column } from "~/components/admin/table";
import { StackCell } from "~/components/admin/stack-cell";
import { InputField, TextareaField } from "~/components/forms";
import { blogContent } from "~/models/blog.server";
import { BlogEditSchema, BlogIdParams, BlogSchema } from "~/schemas/content";
import { constraintsOf, type FormConstraints } from "~/utils/constraints.server";
import { contentScreenAction, readContentScreen } from "~/screens/content-screen.server";
import { calendarDay } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Blog");

const dateOnly = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, rows, q, modal, editing } = await readContentScreen(request, blogContent);
  return {
    ...page,
    posts: rows.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      description: p.description,
      thumbnail: p.thumbnail,
      publishedAt: p.publishedAt.toISOString(),
      first: p.first,
      last: p.last,
    })),
    q,
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

export function action({ request }: ActionFunctionArgs) {
  return contentScreenAction(request, blogContent, {
    create: BlogSchema,
    update: BlogEditSchema,
    id: BlogIdParams,
  });
}

type Post = ReturnType<typeof useLoaderData<typeof loader>>["posts"][number];

const columns: Column<Post>[] = [
  contentThumbnailColumn(68),
  {
    header: "Title",
    cell: (p) => (
      <StackCell title={p.title}>
        <span className="adm-muted">{softBreaks(`/blog/${p.slug}`)}</span>
      </StackCell>
    ),
  },
  {
    header: "Published",
    cell: (p) => <time dateTime={p.publishedAt}>{calendarDay(p.publishedAt)}</time>,
  },
];

export default function BlogScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContentScreen
      title="Blog"
      addLabel="Add Post"
      noun={["post", "posts"]}
      data={data}
      rows={data.posts}
      columns={columns}
      question={(p) => (
        <>
          Delete the post <strong>{p.title}</strong>?
        </>
      )}
    >
      <RecordModals
        modal={data.modal}
        editing={data.editing}
        form={(post) => <PostForm constraints={data.constraints} today={data.today} post={post} />}
      />
    </ContentScreen>
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

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ContentImageField,
  ContentScreen,
  editDeleteColumn,
  FileField,
  orderColumn,
} from "~/components/admin/content";
import { FormFoot } from "~/components/admin/modal-form";
import type { Column } from "~/components/admin/table";
import { InputField, KitForm, TextareaField, useFormResult, useKitForm } from "~/components/forms";
import { MAX_PDF_BYTES } from "~/constants";
import {
  createKnowHow,
  deleteKnowHow,
  getKnowHow,
  KNOW_HOW_CREATED,
  KNOW_HOW_DELETED,
  KNOW_HOW_NOT_FOUND,
  KNOW_HOW_UPDATED,
  listKnowHowGuides,
  moveKnowHow,
  updateKnowHow,
} from "~/models/know-how.server";
import {
  ContentQuery,
  KnowHowEditSchema,
  KnowHowCreateSchema,
  KnowHowIdParams,
  KnowHowUpdateSchema,
} from "~/schemas/content";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf, type FormConstraints } from "~/utils/constraints.server";
import { contentAction, modalOf } from "~/utils/content-actions.server";
import { readFormData } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";
import { notFoundResponse } from "~/utils/responses.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Cable Know-How");

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const query = readPageQuery(ContentQuery, request);
  const { creating, editId } = modalOf(request);
  const editing = editId === null ? null : getKnowHow(editId);
  if (editId !== null && !editing) throw notFoundResponse(KNOW_HOW_NOT_FOUND);
  const list = listKnowHowGuides(query);
  return {
    ...list,
    guides: list.guides.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      thumbnail: g.thumbnail,
      file: g.file,
    })),
    q: query.q ?? "",
    creating,
    editing: editing
      ? {
          id: editing.id,
          title: editing.title,
          description: editing.description,
          image: editing.thumbnail,
          file: editing.file,
        }
      : null,
    constraints: {
      create: constraintsOf(KnowHowCreateSchema),
      update: constraintsOf(KnowHowUpdateSchema),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const formData = await readFormData(request, { maxFileBytes: MAX_PDF_BYTES });
  return contentAction(request, formData, {
    create: {
      schema: KnowHowCreateSchema,
      run: (value) => createKnowHow(actor, value),
      message: KNOW_HOW_CREATED,
    },
    update: {
      schema: KnowHowEditSchema,
      run: ({ id, ...value }) => updateKnowHow(actor, id, value),
      message: KNOW_HOW_UPDATED,
    },
    delete: {
      schema: KnowHowIdParams,
      run: ({ id }) => deleteKnowHow(actor, id),
      message: KNOW_HOW_DELETED,
    },
    move: (id, direction, neighbour) => moveKnowHow(actor, id, direction, neighbour),
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Guide = Data["guides"][number];

const columnsOf = (data: Data): Column<Guide>[] => [
  { header: "Index", cell: (_, i) => data.offset + i + 1 },
  {
    header: "Image",
    cell: (g) => (
      <span className="adm-thumb">
        {g.thumbnail ? (
          <img src={g.thumbnail} alt="" width={120} height={80} loading="lazy" />
        ) : null}
      </span>
    ),
  },
  {
    header: "Title",
    cell: (g) => (
      <span className="adm-cell-stack">
        <strong>{g.title}</strong>
        {g.file ? (
          <a href={g.file} target="_blank" rel="noreferrer">
            Open the PDF
            <span className="visually-hidden"> of {g.title}</span>
          </a>
        ) : (
          <span className="adm-muted">No PDF</span>
        )}
      </span>
    ),
  },
  { header: "Description", cell: (g) => <span className="adm-clamp">{g.description}</span> },
  orderColumn({ ...data, rows: data.guides }),
  editDeleteColumn((g) => (
    <>
      Delete the guide <strong>{g.title}</strong> and its files?
    </>
  )),
];

export default function KnowHowScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContentScreen
      title="Cable Know-How"
      noun={["guide", "guides"]}
      data={data}
      rows={data.guides}
      columns={columnsOf(data)}
      form={(guide) => (
        <GuideForm
          intent={guide ? "update" : "create"}
          constraints={guide ? data.constraints.update : data.constraints.create}
          guide={guide}
        />
      )}
    />
  );
}

function GuideForm({
  intent,
  constraints,
  guide,
}: {
  intent: "create" | "update";
  constraints: FormConstraints;
  guide?: {
    id: number;
    title: string;
    description: string;
    image: string | null;
    file: string | null;
  };
}) {
  const [form, fields] = useKitForm({
    id: guide ? `guide-${guide.id}` : "new-guide",
    constraints,
    lastResult: useFormResult(intent),
    defaultValue: guide ? { title: guide.title, description: guide.description } : undefined,
  });
  const again = form.status === "error" ? " Choose the files again after an error." : "";
  return (
    <KitForm
      form={form}
      constraints={constraints}
      className="admin-form"
      encType="multipart/form-data"
    >
      {guide ? <input type="hidden" name="id" value={guide.id} /> : null}
      <InputField meta={fields.title} label="Title" />
      <TextareaField meta={fields.description} label="Description" rows={4} />
      <ContentImageField meta={fields.knowImage} current={guide?.image} again={again} />
      <FileField
        meta={fields.knowFile}
        label={guide?.file ? "Replace the PDF" : "PDF"}
        accept="application/pdf"
        required={!guide}
        current={guide?.file}
        currentLabel="Current PDF"
        hint={`The guide as a PDF, up to ${mb(MAX_PDF_BYTES)}.${again}`}
      />
      <FormFoot form={form} intent={intent} />
    </KitForm>
  );
}

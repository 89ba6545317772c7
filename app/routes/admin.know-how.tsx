import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ContentImageField,
  contentTable,
  editDeleteColumn,
  FileField,
  orderColumn,
  ResourceScreen,
} from "~/components/admin/content";
import { ModalForm } from "~/components/admin/modal-form";
import type { Column } from "~/components/admin/table";
import { InputField, TextareaField } from "~/components/forms";
import { MAX_PDF_BYTES } from "~/constants";
import { knowHowContent } from "~/models/know-how.server";
import {
  KnowHowEditSchema,
  KnowHowCreateSchema,
  KnowHowIdParams,
  KnowHowUpdateSchema,
} from "~/schemas/content";
import { constraintsOf, type FormConstraints } from "~/utils/constraints.server";
import { contentScreenAction, readContentScreen } from "~/utils/content-screen.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Cable Know-How");

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, rows, q, modal, editing } = await readContentScreen(request, knowHowContent);
  return {
    ...page,
    guides: rows.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      thumbnail: g.thumbnail,
      file: g.file,
      first: g.first,
      last: g.last,
    })),
    q,
    modal,
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

export function action({ request }: ActionFunctionArgs) {
  return contentScreenAction(
    request,
    knowHowContent,
    { create: KnowHowCreateSchema, update: KnowHowEditSchema, id: KnowHowIdParams },
    { maxFileBytes: MAX_PDF_BYTES },
  );
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
  orderColumn(),
  editDeleteColumn((g) => (
    <>
      Delete the guide <strong>{g.title}</strong> and its files?
    </>
  )),
];

export default function KnowHowScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <ResourceScreen
      title="Cable Know-How"
      addLabel="Add Guide"
      {...contentTable(["guide", "guides"], data.q)}
      paging={data}
      rows={data.guides}
      rowKey={(g) => g.id}
      columns={columnsOf(data)}
    >
      {data.modal === "new" && <GuideForm constraints={data.constraints.create} />}
      {data.editing && (
        <GuideForm
          key={data.editing.id}
          constraints={data.constraints.update}
          guide={data.editing}
        />
      )}
    </ResourceScreen>
  );
}

function GuideForm({
  constraints,
  guide,
}: {
  constraints: FormConstraints;
  guide?: {
    id: number;
    title: string;
    description: string;
    image: string | null;
    file: string | null;
  };
}) {
  return (
    <ModalForm
      name="guide"
      title={guide ? "Edit Guide" : "Add Guide"}
      intent={guide ? "update" : "create"}
      constraints={constraints}
      recordId={guide?.id}
      defaultValue={guide && { title: guide.title, description: guide.description }}
      multipart
    >
      {(fields, form) => {
        const again = form.status === "error" ? " Choose the files again after an error." : "";
        return (
          <>
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
          </>
        );
      }}
    </ModalForm>
  );
}

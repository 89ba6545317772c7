import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ContentImageField,
  ContentScreen,
  contentThumbnailColumn,
  FileField,
} from "~/components/admin/content";
import { ModalForm } from "~/components/admin/modal-form";
import { StackCell } from "~/components/admin/stack-cell";
import { RecordModals } from "~/components/admin/record-modals";
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
import { contentScreenAction, readContentScreen } from "~/screens/content-screen.server";
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

type Guide = ReturnType<typeof useLoaderData<typeof loader>>["guides"][number];

const columns: Column<Guide>[] = [
  contentThumbnailColumn(80),
  {
    header: "Title",
    cell: (g) => (
      <StackCell title={g.title}>
        {g.file ? (
          <a href={g.file} target="_blank" rel="noreferrer">
            Open the PDF
            <span className="visually-hidden"> of {g.title}</span>
          </a>
        ) : (
          <span className="adm-muted">No PDF</span>
        )}
      </StackCell>
    ),
  },
];

export default function KnowHowScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContentScreen
      title="Cable Know-How"
      addLabel="Add Guide"
      noun={["guide", "guides"]}
      data={data}
      rows={data.guides}
      columns={columns}
      question={(g) => (
        <>
          Delete the guide <strong>{g.title}</strong> and its files?
        </>
      )}
    >
      <RecordModals
        modal={data.modal}
        editing={data.editing}
        form={(guide) => (
          <GuideForm
            constraints={guide ? data.constraints.update : data.constraints.create}
            guide={guide}
          />
        )}
      />
    </ContentScreen>
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

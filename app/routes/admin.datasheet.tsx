/**
 * Datasheets (docs/admin.md): ID, Title, Action (delete), and Add Datasheet (`?new`): a title and
 * a PDF, checked by content on the server. Deleting one that products link says how many first.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ResourceScreen } from "~/components/admin/content";
import { DeleteAction } from "~/components/admin/confirm-action";
import { ModalForm, PdfField } from "~/components/admin/modal-form";
import type { Column } from "~/components/admin/table";
import { InputField } from "~/components/forms";
import { MAX_PDF_BYTES } from "~/constants";
import {
  createDatasheet,
  DATASHEET_DELETED,
  DATASHEET_UPLOADED,
  deleteDatasheet,
  listDatasheetPage,
} from "~/models/datasheet.server";
import { ContentQuery } from "~/schemas/content";
import { DATASHEET_NOT_FOUND, DatasheetCreateSchema, DatasheetIdParams } from "~/schemas/datasheet";
import { requireActor } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, rowIntent } from "~/screens/intent-action.server";
import { readListQuery } from "~/screens/list-screen.server";
import { pageMeta } from "~/utils/meta";
import { openModal } from "~/utils/url-modal.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Datasheets");

export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = await readListQuery(request, "manager", ContentQuery);
  const { modal } = await openModal(request, {}, DATASHEET_NOT_FOUND);
  return {
    list: listDatasheetPage(query),
    adding: modal === "new",
    constraints: constraintsOf(DatasheetCreateSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const formData = await readFormData(request, { maxFileBytes: MAX_PDF_BYTES, maxFiles: 1 });
  return intentAction(request, formData, {
    create: formIntent(
      DatasheetCreateSchema,
      (value) => createDatasheet(actor, value),
      DATASHEET_UPLOADED,
    ),
    delete: rowIntent(DatasheetIdParams, ({ id }) => deleteDatasheet(actor, id), DATASHEET_DELETED),
  });
}

const products = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

type Row = ReturnType<typeof useLoaderData<typeof loader>>["list"]["rows"][number];

const columns: Column<Row>[] = [
  { header: "ID", cell: (row) => row.index },
  {
    header: "Title",
    cell: (row) => (
      <div>
        <a href={row.url} target="_blank" rel="noopener noreferrer">
          {row.title}
          <span className="visually-hidden"> (PDF, opens in a new tab)</span>
        </a>
        <span className="adm-muted adm-spec-card__usage">
          {row.products ? `Linked by ${products(row.products)}` : "Not linked yet"}
        </span>
      </div>
    ),
  },
  {
    header: "Action",
    cell: (row) => (
      <div className="adm-row-actions">
        <DeleteAction
          name={row.title}
          id={row.id}
          question={
            row.products > 0 ? (
              <>
                <strong>{row.title}</strong> is linked by {products(row.products)}. Delete it? They
                will be left without a datasheet.
              </>
            ) : (
              <>
                Delete <strong>{row.title}</strong>? This cannot be undone.
              </>
            )
          }
        />
      </div>
    ),
  },
];

export default function Datasheets() {
  const { list, adding, constraints } = useLoaderData<typeof loader>();
  return (
    <ResourceScreen
      title="Datasheets"
      addLabel="Add Datasheet"
      search={{ q: list.q, placeholder: "Search by title", label: "Search datasheets" }}
      noun={["datasheet", "datasheets"]}
      paging={list}
      pagesLabel="Datasheets pages"
      rows={list.rows}
      rowKey={(row) => row.id}
      columns={columns}
      empty="No datasheets available"
    >
      {adding && (
        <ModalForm
          name="datasheet"
          title="Add Datasheet"
          intent="create"
          constraints={constraints}
          multipart
          submit={{ label: "Upload", busyText: "Uploading…" }}
        >
          {(fields) => (
            <>
              <InputField meta={fields.title} label="Title" required />
              <PdfField
                meta={fields.datasheet}
                label="Datasheet (PDF)"
                note=", without scripts or embedded files"
                required
              />
            </>
          )}
        </ModalForm>
      )}
    </ResourceScreen>
  );
}

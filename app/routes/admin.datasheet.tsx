/**
 * Datasheets (docs/admin.md, Datasheets): ID, Title, Action (delete), and Add Datasheet (`?new`): a
 * title and a PDF, checked by content on the server. Deleting one that products link says how many
 * first.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { DeleteAction } from "~/components/admin/confirm-action";
import { FileInput } from "~/components/admin/file-inputs";
import { withParams } from "~/components/admin/kit";
import { FormFoot } from "~/components/admin/modal-form";
import { PageHeader } from "~/components/admin/page";
import { AddLink, AdminList, type Column } from "~/components/admin/table";
import { Field, InputField, KitForm, useFormResult, useKitForm } from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
import { MAX_PDF_BYTES } from "~/constants";
import {
  createDatasheet,
  DATASHEET_DELETED,
  DATASHEET_UPLOADED,
  deleteDatasheet,
  listDatasheetPage,
} from "~/models/datasheet.server";
import { DatasheetCreateSchema, DatasheetIdParams, DatasheetListQuery } from "~/schemas/datasheet";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData, submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Datasheets");

const PATH = "/admin/datasheet";

function listUrl(request: Request) {
  const params = new URL(request.url).searchParams;
  params.delete("new");
  const qs = params.toString();
  return `${PATH}${qs ? `?${qs}` : ""}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const url = new URL(request.url);
  const query = DatasheetListQuery.parse({
    q: url.searchParams.get("q") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  return {
    list: listDatasheetPage(query),
    adding: url.searchParams.has("new"),
    constraints: constraintsOf(DatasheetCreateSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const formData = await readFormData(request, { maxFileBytes: MAX_PDF_BYTES, maxFiles: 1 });
  const intent = formData.get("intent");
  const back = listUrl(request);
  switch (intent) {
    case "create":
      return submitForm(
        request,
        DatasheetCreateSchema,
        async (value) => {
          await createDatasheet(actor, value);
          return redirectWithToast(back, { type: "success", message: DATASHEET_UPLOADED });
        },
        { intent, formData },
      );
    case "delete":
      return submitWithToast(
        request,
        DatasheetIdParams,
        ({ id }) => {
          deleteDatasheet(actor, id);
          return DATASHEET_DELETED;
        },
        { back, formData },
      );
    default:
      return unknownIntent(intent);
  }
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
  const { list, adding } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="Datasheets">
        <AddLink to={withParams(search, { new: "" })} label="Add Datasheet" />
      </PageHeader>
      <AdminList
        search={{ q: list.q, placeholder: "Search by title", label: "Search datasheets" }}
        noun={["datasheet", "datasheets"]}
        paging={list}
        pagesLabel="Datasheets pages"
        rows={list.rows}
        rowKey={(row) => row.id}
        columns={columns}
        empty="No datasheets available"
      />
      {adding && <AddDatasheet closeTo={withParams(search, { new: null })} />}
    </>
  );
}

function AddDatasheet({ closeTo }: { closeTo: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: "new-datasheet",
    constraints,
    lastResult: useFormResult("create"),
  });
  return (
    <UrlModal id="datasheet-modal" title="Add Datasheet" closeTo={closeTo}>
      <KitForm
        form={form}
        constraints={constraints}
        className="admin-form"
        encType="multipart/form-data"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <InputField meta={fields.title} label="Title" required />
        <Field
          meta={fields.datasheet}
          label="Datasheet (PDF)"
          hint={`A PDF of ${Math.round(MAX_PDF_BYTES / (1024 * 1024))} MB at most, without scripts or embedded files.`}
        >
          <FileInput
            id={fields.datasheet.id}
            name={fields.datasheet.name}
            maxBytes={MAX_PDF_BYTES}
            required
            describedBy={
              fields.datasheet.errors ? fields.datasheet.errorId : `${fields.datasheet.id}-hint`
            }
            invalid={Boolean(fields.datasheet.errors)}
          />
        </Field>
        <FormFoot
          form={form}
          intent="create"
          label="Upload"
          busyText="Uploading…"
          cancelTo={closeTo}
        />
      </KitForm>
    </UrlModal>
  );
}

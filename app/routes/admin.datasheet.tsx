/**
 * Datasheets (admin.md §2): ID, Title, Action (delete), and Add Datasheet (`?new`): a title and
 * a PDF, checked by content on the server. Deleting one that products link says how many first.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import {
  ConfirmAction,
  FileInput,
  TableCount,
  TableSearch,
  withParams,
} from "~/components/admin/kit";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import {
  Field,
  FormAlert,
  InputField,
  KitForm,
  SubmitButton,
  useFormResult,
  useKitForm,
} from "~/components/forms";
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

export default function Datasheets() {
  const { list, adding } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="Datasheets">
        <Link to={withParams(search, { new: "" })} className="btn" preventScrollReset>
          <Icon name="plus" /> Add Datasheet
        </Link>
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <TableSearch q={list.q} placeholder="Search by title" label="Search datasheets" />
          <TableCount
            total={list.total}
            offset={list.offset}
            shown={list.rows.length}
            noun={["datasheet", "datasheets"]}
          />
        </div>
        {list.rows.length === 0 ? (
          <p className="adm-table-empty">No datasheets available</p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Title</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="ID">{row.index}</td>
                    <td data-label="Title">
                      <div>
                        <a href={row.url} target="_blank" rel="noopener noreferrer">
                          {row.title}
                          <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                        </a>
                        <span className="adm-muted adm-spec-card__usage">
                          {row.products ? `Linked by ${products(row.products)}` : "Not linked yet"}
                        </span>
                      </div>
                    </td>
                    <td data-label="Action">
                      <div className="adm-row-actions">
                        <ConfirmAction
                          label="Delete"
                          ariaLabel={`Delete ${row.title}`}
                          question={
                            row.products > 0 ? (
                              <>
                                <strong>{row.title}</strong> is linked by {products(row.products)}.
                                Delete it? They will be left without a datasheet.
                              </>
                            ) : (
                              <>
                                Delete <strong>{row.title}</strong>? This cannot be undone.
                              </>
                            )
                          }
                          fields={{ id: row.id }}
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
          page={list.page}
          pageCount={list.pageCount}
          search={new URLSearchParams(search)}
          label="Datasheets pages"
        />
      </Panel>
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
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="create" busyText="Uploading…">
            Upload
          </SubmitButton>
          <Link to={closeTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        </div>
      </KitForm>
    </UrlModal>
  );
}

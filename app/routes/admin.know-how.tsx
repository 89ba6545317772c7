import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import {
  EditLink,
  FileField,
  NewButton,
  OrderButtons,
  useModalHref,
} from "~/components/admin/content";
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
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "~/constants";
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
import { listAddress, modalOf, moveAction, ORDER_UPDATED } from "~/utils/content-actions.server";
import { readFormData, submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { readPageQuery } from "~/utils/query.server";
import { backTo } from "~/utils/redirect";
import { notFoundResponse } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";

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
  const intent = formData.get("intent");
  const list = listAddress(request);
  switch (intent) {
    case "create":
      return submitForm(
        request,
        KnowHowCreateSchema,
        async (value) => {
          await createKnowHow(actor, value);
          return redirectWithToast(list, { type: "success", message: KNOW_HOW_CREATED });
        },
        { intent, formData },
      );
    case "update":
      return submitForm(
        request,
        KnowHowEditSchema,
        async ({ id, ...value }) => {
          await updateKnowHow(actor, id, value);
          return redirectWithToast(list, { type: "success", message: KNOW_HOW_UPDATED });
        },
        { intent, formData },
      );
    case "delete":
      return submitWithToast(
        request,
        KnowHowIdParams,
        ({ id }) => {
          deleteKnowHow(actor, id);
          return KNOW_HOW_DELETED;
        },
        { back: backTo(request, list), formData },
      );
    case "move":
      return moveAction(
        request,
        formData,
        (id, direction, neighbour) => moveKnowHow(actor, id, direction, neighbour),
        ORDER_UPDATED,
      );
    default:
      return unknownIntent(intent);
  }
}

export default function KnowHowScreen() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const href = useModalHref();
  return (
    <>
      <PageHeader title="Cable Know-How">
        <NewButton label="Add Guide" />
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <TableSearch q={data.q} placeholder="Search by title" label="Search guides" />
          <TableCount
            total={data.total}
            offset={data.offset}
            shown={data.guides.length}
            noun={["guide", "guides"]}
          />
        </div>
        {data.guides.length === 0 ? (
          <p className="adm-table-empty">
            {data.q ? `No guides match “${data.q}”` : "No guides available"}
          </p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--content adm-table--stack-lg">
              <thead>
                <tr>
                  <th scope="col">Index</th>
                  <th scope="col">Image</th>
                  <th scope="col">Title</th>
                  <th scope="col">Description</th>
                  <th scope="col">Order</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.guides.map((g, i) => (
                  <tr key={g.id}>
                    <td data-label="Index">{data.offset + i + 1}</td>
                    <td data-label="Image">
                      <span className="adm-thumb">
                        {g.thumbnail ? (
                          <img src={g.thumbnail} alt="" width={120} height={80} loading="lazy" />
                        ) : null}
                      </span>
                    </td>
                    <td data-label="Title">
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
                    </td>
                    <td data-label="Description">
                      <span className="adm-clamp">{g.description}</span>
                    </td>
                    <td data-label="Order">
                      <OrderButtons
                        rows={data.guides}
                        i={i}
                        name={g.title}
                        offset={data.offset}
                        total={data.total}
                        searching={Boolean(data.q)}
                      />
                    </td>
                    <td data-label="Action">
                      <div className="adm-row-actions">
                        <EditLink id={g.id} name={g.title} />
                        <ConfirmAction
                          label="Delete"
                          ariaLabel={`Delete ${g.title}`}
                          question={
                            <>
                              Delete the guide <strong>{g.title}</strong> and its files?
                            </>
                          }
                          fields={{ id: g.id }}
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
          label="Guide pages"
        />
      </Panel>
      {data.creating ? (
        <UrlModal id="add-guide-dialog" title="Add Guide" closeTo={href()}>
          <GuideForm intent="create" constraints={data.constraints.create} />
        </UrlModal>
      ) : null}
      {data.editing ? (
        <UrlModal id="edit-guide-dialog" title="Edit Guide" closeTo={href()}>
          <GuideForm
            key={data.editing.id}
            intent="update"
            constraints={data.constraints.update}
            guide={data.editing}
          />
        </UrlModal>
      ) : null}
    </>
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
      <FileField
        meta={fields.knowImage}
        label={guide?.image ? "Replace the image" : "Image"}
        accept="image/jpeg,image/png,image/webp,image/avif"
        current={guide?.image}
        currentLabel="Current image"
        removeName={guide?.image ? "removeImage" : undefined}
        preview
        hint={`JPEG, PNG, WebP or AVIF, up to ${mb(MAX_IMAGE_BYTES)}.${again}`}
      />
      <FileField
        meta={fields.knowFile}
        label={guide?.file ? "Replace the PDF" : "PDF"}
        accept="application/pdf"
        required={!guide}
        current={guide?.file}
        currentLabel="Current PDF"
        hint={`The guide as a PDF, up to ${mb(MAX_PDF_BYTES)}.${again}`}
      />
      <FormAlert form={form} />
      <div className="admin-form__actions">
        <SubmitButton name="intent" value={intent} busyText={guide ? "Updating…" : "Creating…"}>
          {guide ? "Update" : "Create"}
        </SubmitButton>
      </div>
    </KitForm>
  );
}

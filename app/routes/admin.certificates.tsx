/**
 * Certificates (admin.md §2, §4, §5): ID, Image, Title, Description, Action (edit, image,
 * delete, move). Modals in the URL: `?new` (Add Certificate), `?edit={id}` (loaded fresh when
 * it opens; a stored verification file shows as a 400 px PDF preview with its own delete
 * control) and `?image={id}`. The order here is the order of the storefront's /certification.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { Icon } from "~/components/admin/icons";
import {
  ConfirmAction,
  FileInput,
  ImagesInput,
  MoveButtons,
  TableCount,
  TableSearch,
  useHydrated,
  withParams,
} from "~/components/admin/kit";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import {
  Field,
  FormAlert,
  InputField,
  KitForm,
  SubmitButton,
  TextareaField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
import { MAX_PDF_BYTES } from "~/constants";
import {
  CERTIFICATE_CREATED,
  CERTIFICATE_DELETED,
  CERTIFICATE_FETCH_FAILED,
  CERTIFICATE_FILE_DELETED,
  CERTIFICATE_IMAGE_UPDATED,
  CERTIFICATE_UPDATED,
  createCertificate,
  deleteCertificate,
  deleteCertificateFile,
  getCertificate,
  listCertificatePage,
  moveCertificate,
  updateCertificate,
  updateCertificateImage,
} from "~/models/certificate.server";
import {
  CertificateCreateSchema,
  CertificateIdParams,
  CertificateImageForm,
  CertificateMoveForm,
  CertificateListQuery,
  CertificateUpdateSchema,
} from "~/schemas/certificate";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData, submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Certificates");

const PATH = "/admin/certificates";
const MODALS = ["new", "edit", "image"];

function listUrl(request: Request) {
  const params = new URL(request.url).searchParams;
  for (const key of MODALS) params.delete(key);
  const qs = params.toString();
  return `${PATH}${qs ? `?${qs}` : ""}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const url = new URL(request.url);
  const query = CertificateListQuery.parse({
    q: url.searchParams.get("q") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const openId = url.searchParams.get("edit") ?? url.searchParams.get("image");
  let record = null;
  if (openId !== null) {
    const parsed = CertificateIdParams.safeParse({ id: openId });
    record = parsed.success ? getCertificate(parsed.data.id) : null;
    if (!record) {
      throw await redirectWithToast(listUrl(request), {
        type: "error",
        message: CERTIFICATE_FETCH_FAILED,
      });
    }
  }
  return {
    list: listCertificatePage(query),
    record,
    modal: url.searchParams.has("new")
      ? ("new" as const)
      : url.searchParams.has("edit")
        ? ("edit" as const)
        : url.searchParams.has("image")
          ? ("image" as const)
          : null,
    constraints: {
      create: constraintsOf(CertificateCreateSchema),
      update: constraintsOf(CertificateUpdateSchema),
      image: constraintsOf(CertificateImageForm),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const formData = await readFormData(request, { maxFileBytes: MAX_PDF_BYTES, maxFiles: 2 });
  const intent = formData.get("intent");
  const back = listUrl(request);
  const success = (message: string) => redirectWithToast(back, { type: "success", message });
  const idOf = () => CertificateIdParams.safeParse({ id: formData.get("id") });
  switch (intent) {
    case "create":
      return submitForm(
        request,
        CertificateCreateSchema,
        async (value) => {
          await createCertificate(actor, value);
          return success(CERTIFICATE_CREATED);
        },
        { intent, formData },
      );
    case "update": {
      const id = idOf();
      if (!id.success) {
        return redirectWithToast(back, { type: "error", message: CERTIFICATE_FETCH_FAILED });
      }
      return submitForm(
        request,
        CertificateUpdateSchema,
        async (value) => {
          await updateCertificate(actor, id.data.id, value);
          return success(CERTIFICATE_UPDATED);
        },
        { intent, formData },
      );
    }
    case "image":
      return submitForm(
        request,
        CertificateImageForm,
        async ({ id, certificateImage }) => {
          await updateCertificateImage(actor, id, certificateImage);
          return success(CERTIFICATE_IMAGE_UPDATED);
        },
        { intent, formData },
      );
    case "delete-file": {
      // Back to the edit modal, which now offers a file input again.
      const here = new URL(request.url);
      return submitWithToast(
        request,
        CertificateIdParams,
        ({ id }) => {
          deleteCertificateFile(actor, id);
          return CERTIFICATE_FILE_DELETED;
        },
        { back: `${PATH}${here.search}`, formData },
      );
    }
    case "delete":
      return submitWithToast(
        request,
        CertificateIdParams,
        ({ id }) => {
          deleteCertificate(actor, id);
          return CERTIFICATE_DELETED;
        },
        { back, formData },
      );
    case "move":
      return submitWithToast(
        request,
        CertificateMoveForm,
        ({ id, direction }) => moveCertificate(actor, id, direction),
        { back, formData },
      );
    default:
      return unknownIntent(intent);
  }
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Record_ = NonNullable<Data["record"]>;
type Meta = ReturnType<typeof useKitForm>[1][string];

const CLOSED = { new: null, edit: null, image: null };

export default function Certificates() {
  const { list, modal, record } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const closeTo = withParams(search, CLOSED);
  return (
    <>
      <PageHeader title="Certificates">
        <Link to={withParams(search, { ...CLOSED, new: "" })} className="btn" preventScrollReset>
          <Icon name="plus" /> Add Certificate
        </Link>
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <TableSearch
            q={list.q}
            placeholder="Search by title or description"
            label="Search certificates"
          />
          <TableCount
            total={list.total}
            offset={list.offset}
            shown={list.rows.length}
            noun={["certificate", "certificates"]}
          />
        </div>
        {list.rows.length === 0 ? (
          <p className="adm-table-empty">No certificates available</p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--labels adm-table--compact">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Image</th>
                  <th scope="col">Title</th>
                  <th scope="col">Description</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="ID">{row.rowNumber}</td>
                    <td data-label="Image">
                      {row.thumbnail ? (
                        <img
                          className="adm-thumb-square"
                          src={row.thumbnail}
                          alt=""
                          width={56}
                          height={56}
                        />
                      ) : (
                        <span className="adm-muted">No image</span>
                      )}
                    </td>
                    <td data-label="Title">
                      <strong>{row.title}</strong>
                    </td>
                    <td data-label="Description">
                      <p className="adm-clamp adm-clamp--2">{row.description}</p>
                    </td>
                    <td data-label="Action">
                      <div className="adm-row-actions">
                        <Link
                          to={withParams(search, { ...CLOSED, edit: row.id })}
                          className="adm-icon-btn"
                          aria-label={`Edit ${row.title}`}
                          title="Edit"
                          preventScrollReset
                        >
                          <Icon name="edit" /> <span>Edit</span>
                        </Link>
                        <Link
                          to={withParams(search, { ...CLOSED, image: row.id })}
                          className="adm-icon-btn"
                          aria-label={`Change the image of ${row.title}`}
                          title="Change image"
                          preventScrollReset
                        >
                          <Icon name="image" /> <span>Image</span>
                        </Link>
                        <ConfirmAction
                          label="Delete"
                          ariaLabel={`Delete ${row.title}`}
                          question={
                            <>
                              Delete <strong>{row.title}</strong>? This cannot be undone.
                            </>
                          }
                          fields={{ id: row.id }}
                        />
                        <MoveButtons
                          id={row.id}
                          name={row.title}
                          first={row.first}
                          last={row.last}
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
          label="Certificates pages"
        />
      </Panel>
      {modal === "new" && <NewCertificate closeTo={closeTo} />}
      {modal === "edit" && record && (
        <EditCertificate key={record.id} record={record} closeTo={closeTo} />
      )}
      {modal === "image" && record && (
        <CertificateImage key={record.id} record={record} closeTo={closeTo} />
      )}
    </>
  );
}

/**
 * The verification: a file or a URL, not both. With JavaScript, choosing a file disables the
 * URL and typing a URL disables the file input; the server refuses both in any case.
 */
function Verification({
  fileMeta,
  urlMeta,
  storedFile,
}: {
  fileMeta: Meta;
  urlMeta: Meta;
  /** A stored file has its own preview and delete control; no file input then. */
  storedFile: boolean;
}) {
  // Without JavaScript both stay enabled (nothing could enable one again), and the server
  // refuses both.
  const hydrated = useHydrated();
  const [fileChosen, setFileChosen] = useState(false);
  const [url, setUrl] = useState(() =>
    typeof urlMeta.initialValue === "string" ? urlMeta.initialValue : "",
  );
  return (
    <fieldset className="adm-fieldset">
      <legend>Verification: a file or a URL</legend>
      {!storedFile && (
        <Field
          meta={fileMeta}
          label="Verification file (PDF)"
          hint={`A PDF of ${Math.round(MAX_PDF_BYTES / (1024 * 1024))} MB at most.`}
        >
          <FileInput
            id={fileMeta.id}
            name={fileMeta.name}
            maxBytes={MAX_PDF_BYTES}
            disabled={hydrated && url.trim() !== ""}
            describedBy={fileMeta.errors ? fileMeta.errorId : `${fileMeta.id}-hint`}
            invalid={Boolean(fileMeta.errors)}
            onChange={setFileChosen}
          />
        </Field>
      )}
      <InputField
        meta={urlMeta}
        label="Verification URL"
        type="url"
        placeholder="https://"
        disabled={hydrated && fileChosen}
        onChange={(e) => setUrl(e.currentTarget.value)}
        hint={
          storedFile ? "When given, the website links this address instead of the file." : undefined
        }
      />
    </fieldset>
  );
}

function NewCertificate({ closeTo }: { closeTo: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: "new-certificate",
    constraints: constraints.create,
    lastResult: useFormResult("create"),
  });
  return (
    <UrlModal id="certificate-modal" title="Add Certificate" closeTo={closeTo}>
      <KitForm
        form={form}
        constraints={constraints.create}
        className="admin-form"
        encType="multipart/form-data"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <InputField meta={fields.title} label="Title" />
        <TextareaField meta={fields.description} label="Description" rows={3} />
        <Field meta={fields.certificateImage} label="Image">
          <ImagesInput
            id={fields.certificateImage.id}
            name={fields.certificateImage.name}
            describedBy={
              fields.certificateImage.errors ? fields.certificateImage.errorId : undefined
            }
            invalid={Boolean(fields.certificateImage.errors)}
          />
        </Field>
        <Verification fileMeta={fields.certificateFile} urlMeta={fields.url} storedFile={false} />
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="create" busyText="Creating…">
            Create
          </SubmitButton>
          <Link to={closeTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        </div>
      </KitForm>
    </UrlModal>
  );
}

function EditCertificate({ record, closeTo }: { record: Record_; closeTo: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: `edit-certificate-${record.id}`,
    constraints: constraints.update,
    lastResult: useFormResult("update"),
    defaultValue: { title: record.title, description: record.description, url: record.url },
  });
  return (
    <UrlModal id="certificate-modal" title="Edit Certificate" closeTo={closeTo}>
      {record.file && (
        <section className="adm-pdf" aria-label="Verification file">
          <iframe
            className="adm-pdf__preview"
            src={record.file}
            title={`Verification file of ${record.title}`}
            height={400}
          />
          <div className="adm-pdf__actions">
            <a href={record.file} target="_blank" rel="noopener noreferrer">
              Open the file<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <Form method="post" action={`${pathname}${search}`} preventScrollReset>
              <input type="hidden" name="id" value={record.id} />
              <button
                type="submit"
                name="intent"
                value="delete-file"
                className="btn btn--danger btn--small"
              >
                <Icon name="trash" /> Delete file
              </button>
            </Form>
          </div>
        </section>
      )}
      <KitForm
        form={form}
        constraints={constraints.update}
        className="admin-form"
        encType="multipart/form-data"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <input type="hidden" name="id" value={record.id} />
        <InputField meta={fields.title} label="Title" required />
        <TextareaField meta={fields.description} label="Description" rows={3} />
        <Verification
          fileMeta={fields.certificateFile}
          urlMeta={fields.url}
          storedFile={Boolean(record.file)}
        />
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="update" busyText="Updating…">
            Update
          </SubmitButton>
          <Link to={closeTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        </div>
      </KitForm>
    </UrlModal>
  );
}

function CertificateImage({ record, closeTo }: { record: Record_; closeTo: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: `certificate-image-${record.id}`,
    constraints: constraints.image,
    lastResult: useFormResult("image"),
  });
  return (
    <UrlModal id="certificate-image-modal" title={`Image of ${record.title}`} closeTo={closeTo}>
      {record.image && (
        <figure className="adm-current-image">
          <img src={record.image} alt={`The current image of ${record.title}`} />
          <figcaption>Current image</figcaption>
        </figure>
      )}
      <KitForm
        form={form}
        constraints={constraints.image}
        className="admin-form"
        encType="multipart/form-data"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <input type="hidden" name="id" value={record.id} />
        <Field meta={fields.certificateImage} label="New image">
          <ImagesInput
            id={fields.certificateImage.id}
            name={fields.certificateImage.name}
            required
            describedBy={
              fields.certificateImage.errors ? fields.certificateImage.errorId : undefined
            }
            invalid={Boolean(fields.certificateImage.errors)}
          />
        </Field>
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="image" busyText="Uploading…">
            Update image
          </SubmitButton>
          <Link to={closeTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        </div>
      </KitForm>
    </UrlModal>
  );
}

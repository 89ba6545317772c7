/**
 * Certificates: ID, Image, Name, Title, Description, Action (edit, image, delete, move); the
 * name is what lists show (here and on the storefront), the title the certificate's heading.
 * Modals in the URL: `?new` (Add Certificate), `?edit={id}` (loaded fresh when it opens; a stored
 * verification file shows as a 400 px PDF preview with its own delete control) and `?image={id}`.
 * The order here is the order of the storefront's /certification.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { Icon } from "~/components/admin/icons";
import { FileInput } from "~/components/admin/file-inputs";
import { withParams } from "~/components/admin/kit";
import { useHydrated } from "~/components/use-hydrated";
import { FormFoot, ImageField, ImageModal } from "~/components/admin/modal-form";
import { PageHeader } from "~/components/admin/page";
import { AddLink, AdminList, RecordActions, type Column } from "~/components/admin/table";
import {
  Field,
  InputField,
  KitForm,
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

/** The table's search and page, from the address (row actions post to it too). */
function listQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return CertificateListQuery.parse({
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const url = new URL(request.url);
  const query = listQuery(request);
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
        // From a searched table, past the neighbour the table shows.
        ({ id, direction }) => moveCertificate(actor, id, direction, listQuery(request).q),
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
const NAME_HINT = "What lists show, here and on the website. Left empty, the title.";

export default function Certificates() {
  const { list, modal, record, constraints } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const closeTo = withParams(search, CLOSED);
  return (
    <>
      <PageHeader title="Certificates">
        <AddLink to={withParams(search, { ...CLOSED, new: "" })} label="Add Certificate" />
      </PageHeader>
      <AdminList
        search={{
          q: list.q,
          placeholder: "Search by name, title or description",
          label: "Search certificates",
        }}
        noun={["certificate", "certificates"]}
        paging={list}
        pagesLabel="Certificates pages"
        rows={list.rows}
        rowKey={(row) => row.id}
        columns={columnsOf(search)}
        className="adm-table--labels adm-table--compact"
        empty="No certificates available"
      />
      {modal === "new" && <NewCertificate closeTo={closeTo} />}
      {modal === "edit" && record && (
        <EditCertificate key={record.id} record={record} closeTo={closeTo} />
      )}
      {modal === "image" && record && (
        <ImageModal
          key={record.id}
          name="certificate-image"
          record={{ id: record.id, name: record.name, image: record.image }}
          field="certificateImage"
          constraints={constraints.image}
          closeTo={closeTo}
        />
      )}
    </>
  );
}

type Row = Data["list"]["rows"][number];

function columnsOf(search: string): Column<Row>[] {
  return [
    { header: "ID", cell: (row) => row.rowNumber },
    {
      header: "Image",
      cell: (row) =>
        row.thumbnail ? (
          <img className="adm-thumb-square" src={row.thumbnail} alt="" width={56} height={56} />
        ) : (
          <span className="adm-muted">No image</span>
        ),
    },
    { header: "Name", cell: (row) => <strong>{row.name}</strong> },
    { header: "Title", cell: (row) => row.title },
    {
      header: "Description",
      cell: (row) => <p className="adm-clamp adm-clamp--2">{row.description}</p>,
    },
    {
      header: "Action",
      cell: (row) => <RecordActions search={search} closed={CLOSED} row={row} image />,
    },
  ];
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
        <InputField meta={fields.name} label="Name" hint={NAME_HINT} />
        <InputField meta={fields.title} label="Title" hint="The heading of the certificate." />
        <TextareaField meta={fields.description} label="Description" rows={3} />
        <ImageField meta={fields.certificateImage} label="Image" />
        <Verification fileMeta={fields.certificateFile} urlMeta={fields.url} storedFile={false} />
        <FormFoot form={form} intent="create" cancelTo={closeTo} />
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
    defaultValue: {
      name: record.name,
      title: record.title,
      description: record.description,
      url: record.url,
    },
  });
  return (
    <UrlModal id="certificate-modal" title="Edit Certificate" closeTo={closeTo}>
      {record.file && (
        <section className="adm-pdf" aria-label="Verification file">
          <iframe
            className="adm-pdf__preview"
            src={record.file}
            title={`Verification file of ${record.name}`}
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
        <InputField meta={fields.name} label="Name" hint={NAME_HINT} />
        <InputField
          meta={fields.title}
          label="Title"
          hint="The heading of the certificate."
          required
        />
        <TextareaField meta={fields.description} label="Description" rows={3} />
        <Verification
          fileMeta={fields.certificateFile}
          urlMeta={fields.url}
          storedFile={Boolean(record.file)}
        />
        <FormFoot form={form} intent="update" cancelTo={closeTo} />
      </KitForm>
    </UrlModal>
  );
}

/**
 * Certificates: ID, Image, Name, Title, Description, Action (edit, image, delete, move); the
 * name is what lists show (here and on the storefront), the title the certificate's heading.
 * Modals in the URL: `?new`, `?edit={id}` (a stored verification file shows as a 400 px PDF
 * preview with its own delete control) and `?image={id}`. The order here is /certification's.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { RecordActions, ResourceScreen, thumbnailColumn } from "~/components/admin/content";
import { Icon } from "~/components/admin/icons";
import { IntentForm } from "~/components/admin/intent-form";
import { useHydrated } from "~/components/use-hydrated";
import { ImageField, ImageModal, ModalForm, PdfField } from "~/components/admin/modal-form";
import { NewTabLink } from "~/components/new-tab-link";
import { InputField, TextareaField, type FieldMeta } from "~/components/forms";
import { MAX_PDF_BYTES } from "~/constants";
import * as model from "~/models/certificate.server";
import * as schemas from "~/schemas/certificate";
import { constraintsOf } from "~/utils/constraints.server";
import { contentScreenAction, readContentScreen } from "~/screens/content-screen.server";
import { formIntent, rowIntent } from "~/screens/intent-action.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Certificates");

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    ...(await readContentScreen(request, model.certificateContent, { image: true })),
    constraints: {
      create: constraintsOf(schemas.CertificateCreateSchema),
      update: constraintsOf(schemas.CertificateEditForm),
      image: constraintsOf(schemas.CertificateImageForm),
    },
  };
}

export function action({ request }: ActionFunctionArgs) {
  return contentScreenAction(
    request,
    model.certificateContent,
    {
      create: schemas.CertificateCreateSchema,
      update: schemas.CertificateEditForm,
      id: schemas.CertificateIdParams,
    },
    { maxFileBytes: MAX_PDF_BYTES, maxFiles: 2 },
    (actor) => ({
      image: formIntent(
        schemas.CertificateImageForm,
        ({ id, ...image }) => model.certificateContent.update(actor, id, image),
        model.CERTIFICATE_IMAGE_UPDATED,
      ),
      // Back to the edit modal, which offers a file input again.
      "delete-file": rowIntent(
        schemas.CertificateIdParams,
        ({ id }) => model.deleteCertificateFile(actor, id),
        model.CERTIFICATE_FILE_DELETED,
        { stay: true },
      ),
    }),
  );
}

type Certificate = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["editing"]>;

export default function Certificates() {
  const { page, rows, modal, editing: record, constraints } = useLoaderData<typeof loader>();
  return (
    <ResourceScreen
      title="Certificates"
      addLabel="Add Certificate"
      search={{
        q: page.q,
        placeholder: "Search by name, title or description",
        label: "Search certificates",
      }}
      noun={["certificate", "certificates"]}
      paging={page}
      pagesLabel="Certificates pages"
      rows={rows}
      rowKey={(row) => row.id}
      className="adm-table--labels adm-table--compact"
      empty="No certificates available"
      columns={[
        { header: "ID", cell: (row) => row.rowNumber },
        thumbnailColumn(),
        { header: "Name", cell: (row) => <strong>{row.name}</strong> },
        { header: "Title", cell: (row) => row.title },
        {
          header: "Description",
          cell: (row) => <p className="adm-clamp adm-clamp--2">{row.description}</p>,
        },
        { header: "Action", cell: (row) => <RecordActions row={row} image move /> },
      ]}
    >
      {modal === "new" && <CertificateForm />}
      {modal === "edit" && record && <CertificateForm key={record.id} record={record} />}
      {modal === "image" && record && (
        <ImageModal
          name="certificate-image"
          record={record}
          field="certificateImage"
          constraints={constraints.image}
        />
      )}
    </ResourceScreen>
  );
}

/** Add Certificate, or Edit Certificate with the `record` it edits. */
function CertificateForm({ record }: { record?: Certificate }) {
  const { constraints } = useLoaderData<typeof loader>();
  return (
    <ModalForm
      name="certificate"
      title={record ? "Edit Certificate" : "Add Certificate"}
      intent={record ? "update" : "create"}
      constraints={record ? constraints.update : constraints.create}
      recordId={record?.id}
      defaultValue={record}
      multipart
      before={record?.file && <StoredFile record={record} file={record.file} />}
    >
      {(fields) => (
        <>
          <InputField
            meta={fields.name}
            label="Name"
            hint="What lists show, here and on the website. Left empty, the title."
          />
          <InputField
            meta={fields.title}
            label="Title"
            hint="The heading of the certificate."
            required={record ? true : undefined}
          />
          <TextareaField meta={fields.description} label="Description" rows={3} />
          {!record && <ImageField meta={fields.certificateImage} label="Image" />}
          <Verification fields={fields} storedFile={Boolean(record?.file)} />
        </>
      )}
    </ModalForm>
  );
}

/** The stored verification file: a 400 px preview, a link to it, and its own delete control. */
function StoredFile({ record, file }: { record: Certificate; file: string }) {
  return (
    <section className="adm-pdf" aria-label="Verification file">
      <iframe
        className="adm-pdf__preview"
        src={file}
        title={`Verification file of ${record.name}`}
        height={400}
      />
      <div className="adm-pdf__actions">
        <NewTabLink href={file}>Open the file</NewTabLink>
        <IntentForm
          intent="delete-file"
          fields={{ id: record.id }}
          preventScrollReset
          className="btn btn--danger btn--small"
        >
          <Icon name="trash" /> Delete file
        </IntentForm>
      </div>
    </section>
  );
}

/**
 * A verification file or a URL, not both. With JavaScript, choosing a file disables the URL and
 * typing a URL disables the file input (without it both stay enabled: nothing could enable one
 * again); the server refuses both in any case.
 */
function Verification({
  fields,
  storedFile,
}: {
  fields: Record<string, FieldMeta>;
  storedFile: boolean;
}) {
  const hydrated = useHydrated();
  const [fileChosen, setFileChosen] = useState(false);
  const [url, setUrl] = useState(String(fields.url.initialValue ?? ""));
  return (
    <fieldset className="adm-fieldset">
      <legend>Verification: a file or a URL</legend>
      {!storedFile && (
        <PdfField
          meta={fields.certificateFile}
          label="Verification file (PDF)"
          disabled={hydrated && url.trim() !== ""}
          onChange={setFileChosen}
        />
      )}
      <InputField
        meta={fields.url}
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

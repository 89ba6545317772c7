import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import {
  CATALOGUE_UPLOAD_LIMITS,
  CatalogueImportOptions,
  CatalogueImportUpload,
  dropImportFile,
  stashImportFile,
} from "~/models/catalogue-import.server";
import { previewStashedImport, startImportJob } from "~/models/catalogue-import-job.server";
import { requireActor, requireRole } from "~/utils/auth.server";
import { readForm } from "~/utils/body.server";
import { DomainError } from "~/utils/domain-error";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Import products");

/** Rows the preview lists (errors first); the counts cover them all. */
const SHOWN_ROWS = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  return null;
}

/** How long Apply waits for a small import to end before showing its progress page. */
const APPLY_WAIT_MS = 1000;

/**
 * Upload → preview (nothing written; the files kept under a token) → Apply, a job whose page
 * shows its progress (docs/admin.md, Catalogue CSV).
 */
export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  try {
    const form = await readForm(request, CATALOGUE_UPLOAD_LIMITS);
    if (form.get("intent") === "apply") {
      const token = String(form.get("token") ?? "");
      const options = CatalogueImportOptions.parse({
        createMissingValues: form.get("createMissingValues") ?? false,
      });
      const job = startImportJob(actor, token, options).catch(() => null);
      await Promise.race([job, new Promise((r) => setTimeout(r, APPLY_WAIT_MS))]);
      return redirect(`/admin/products/import/${token}`);
    }
    const upload = CatalogueImportUpload.safeParse({
      file: form.get("file") ?? undefined,
      images: form.get("images") ?? undefined,
      createMissingValues: form.get("createMissingValues") ?? false,
    });
    if (!upload.success)
      return data({ error: upload.error.issues[0].message, preview: null }, { status: 400 });
    const { file, images, ...options } = upload.data;
    const token = stashImportFile(
      new Uint8Array(await file.arrayBuffer()),
      images ? new Uint8Array(await images.arrayBuffer()) : undefined,
    );
    let preview;
    try {
      preview = await previewStashedImport(token, options);
    } catch (error) {
      dropImportFile(token);
      throw error;
    }
    const rows = [
      ...preview.rows.filter((r) => r.action === "error"),
      ...preview.rows.filter((r) => r.action !== "error"),
    ].slice(0, SHOWN_ROWS);
    return data({
      error: null,
      preview: {
        ...preview,
        rows,
        total: preview.rows.length,
        token,
        fileName: file.name,
        zipName: images?.name ?? null,
        createMissingValues: options.createMissingValues,
      },
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ error: error.message, preview: null }, { status: error.status });
  }
}

const ACTION_LABELS = {
  create: "Create",
  update: "Update",
  unchanged: "Unchanged",
  error: "Error",
} as const;

export default function ImportProducts() {
  const answer = useActionData<typeof action>();
  const preview = answer?.preview ?? null;
  return (
    <>
      <PageHeader title="Import products" crumbs={[{ label: "Products", to: "/admin/products" }]} />
      <Panel className="adm-form-panel adm-form-panel--wide" label="Upload">
        <p>
          A CSV file in the columns of <strong>Export CSV</strong> (UTF-8, comma- or
          semicolon-separated, up to 20,000 rows and 20 MB). Rows are matched by SKU, then by slug.
          Nothing is written until you apply the preview. The <code>images</code> column names
          pictures already uploaded, or pictures in a ZIP file sent with the CSV (JPEG, PNG, WebP or
          AVIF, up to 40 MB in all).
        </p>
        {answer?.error ? (
          <p className="form-alert" role="alert">
            {answer.error}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="admin-form">
          <p>
            <label htmlFor="import-file">CSV file</label>
            <input id="import-file" type="file" name="file" accept=".csv,text/csv" required />
          </p>
          <p>
            <label htmlFor="import-images">Pictures (ZIP, optional)</label>
            <input id="import-images" type="file" name="images" accept=".zip,application/zip" />
          </p>
          <p>
            <label>
              <input type="checkbox" name="createMissingValues" /> Create specification values the
              file names that do not exist yet
            </label>
          </p>
          <button type="submit" name="intent" value="preview" className="btn">
            Preview
          </button>
        </Form>
      </Panel>
      {preview ? (
        <Panel className="adm-form-panel adm-form-panel--wide" label="Preview">
          <h2>
            Preview of {preview.fileName}
            {preview.zipName ? ` with the pictures of ${preview.zipName}` : ""}
          </h2>
          <p role="status">
            {preview.counts.create} to create, {preview.counts.update} to update,{" "}
            {preview.counts.unchanged} unchanged, {preview.counts.error} with errors
          </p>
          {preview.missingValues.length ? (
            <p>
              Specification values the file names that do not exist
              {preview.createMissingValues ? " (they will be created)" : ""}:{" "}
              {preview.missingValues.join(", ")}
            </p>
          ) : null}
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="token" value={preview.token} />
            {preview.createMissingValues ? (
              <input type="hidden" name="createMissingValues" value="on" />
            ) : null}
            <button
              type="submit"
              name="intent"
              value="apply"
              className="btn"
              disabled={preview.counts.create + preview.counts.update === 0}
            >
              Apply: {preview.counts.create} created, {preview.counts.update} updated
            </button>{" "}
            <Link to="/admin/products/import" className="btn btn--outline">
              Cancel
            </Link>
          </Form>
          <table className="adm-table">
            <caption>
              {preview.rows.length < preview.total
                ? `The first ${preview.rows.length} of ${preview.total} rows, errors first`
                : "Every row"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Name</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((r) => (
                <tr key={r.line}>
                  <td data-label="Line">{r.line}</td>
                  <td data-label="Name">{r.name}</td>
                  <td data-label="Result">
                    {ACTION_LABELS[r.action]}
                    {r.errors.length ? `: ${r.errors.join("; ")}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      ) : null}
    </>
  );
}

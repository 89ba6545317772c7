import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { AdminTable } from "~/components/admin/table";
import {
  CATALOGUE_UPLOAD_LIMITS,
  CatalogueImportOptions,
  CatalogueImportUpload,
  dropImportFile,
  previewOrder,
  stashImportFile,
  type FieldChange,
} from "~/models/catalogue-import.server";
import { previewStashedImport, startImportJob } from "~/models/catalogue-import-job.server";
import { requireActor, requireRole } from "~/screens/auth.server";
import { readForm } from "~/utils/body.server";
import { DomainError } from "~/utils/domain-error";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Import products");

/** Rows the preview lists (previewOrder: errors, creates and updates first); the counts cover all. */
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
    const rows = previewOrder(preview.rows).slice(0, SHOWN_ROWS);
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
          Nothing is written until you apply the preview, and rows with errors are skipped then. The{" "}
          <code>images</code> column names pictures already uploaded, or pictures in a ZIP file sent
          with the CSV (JPEG, PNG, WebP or AVIF, up to 40 MB in all).
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
          {preview.counts.error ? (
            <p className="form-alert">{skippedNote(preview.counts.error)}</p>
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
          <p className="adm-muted adm-import-order">
            {preview.rows.length < preview.total
              ? `The first ${preview.rows.length} of ${preview.total} rows: errors, then new rows and updates, then unchanged rows.`
              : "Every row: errors, then new rows and updates, then unchanged rows."}
          </p>
          <AdminTable
            rows={preview.rows}
            rowKey={(r) => r.line}
            className="adm-table--import"
            empty="The file has no rows"
            rowProps={(r) => ({ "data-action": r.action })}
            columns={[
              { header: "Line", kind: "number", cell: (r) => r.line },
              { header: "Name", cell: (r) => r.name || "—" },
              {
                header: "Result",
                cell: (r) =>
                  `${ACTION_LABELS[r.action]}${r.errors.length ? `: ${r.errors.join("; ")}` : ""}`,
              },
              {
                header: "Changes",
                label: "Changes (now → in the file)",
                cell: (r) => (r.changes.length ? <Changes changes={r.changes} /> : "—"),
              },
            ]}
          />
        </Panel>
      ) : null}
    </>
  );
}

/** Says plainly what Apply does with the rows in error: nothing. */
const skippedNote = (n: number) =>
  n === 1
    ? "The row with errors will be skipped: Apply writes the other rows only. Correct it in the file and import the file again to add it."
    : `The ${n} rows with errors will be skipped: Apply writes the other rows only. Correct them in the file and import the file again to add them.`;

/** Characters of a long value shown around what changes in it. */
const CONTEXT = 40;

/**
 * What a view of a long value keeps: the part that differs from the other value with a little of
 * what surrounds it, "…" where it is cut (both values are cut at the same places).
 */
function cutAround(text: string, other: string): string {
  if (text.length <= 3 * CONTEXT && other.length <= 3 * CONTEXT) return text;
  let start = 0;
  while (start < text.length && start < other.length && text[start] === other[start]) start++;
  let end = 0;
  while (
    end < text.length - start &&
    end < other.length - start &&
    text[text.length - 1 - end] === other[other.length - 1 - end]
  )
    end++;
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(
    text.length,
    from + 8 * CONTEXT,
    Math.max(text.length - end + CONTEXT, from + 3 * CONTEXT),
  );
  // Cut between words where there is a space near the cut.
  const after = from > 0 ? text.indexOf(" ", from) : -1;
  const begin = after >= 0 && after < Math.min(start, from + 15) ? after + 1 : from;
  const before = to < text.length ? text.lastIndexOf(" ", to) : -1;
  const stop = before > Math.max(text.length - end, to - 15) ? before : to;
  return `${begin > 0 ? "…" : ""}${text.slice(begin, stop)}${stop < text.length ? "…" : ""}`;
}

/** A value of a change: "(empty)", or its text, cut around the change (the whole on hover). */
function Value({ text, other }: { text: string; other: string }) {
  if (text === "") return <em>(empty)</em>;
  const shown = cutAround(text, other);
  return shown === text ? <>{text}</> : <span title={text}>{shown}</span>;
}

/** What an update changes, field by field: the value now, struck through, then the file's. */
function Changes({ changes }: { changes: FieldChange[] }) {
  return (
    <dl className="adm-changes adm-changes--import">
      {changes.map((c) => (
        <div key={c.field}>
          <dt>{c.field}</dt>
          <dd>
            <del>
              <Value text={c.before} other={c.after} />
            </del>{" "}
            →{" "}
            <ins>
              <Value text={c.after} other={c.before} />
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

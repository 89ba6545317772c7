import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { readImportJob } from "~/models/catalogue-import-job.server";
import { importSummary } from "~/models/catalogue-import.server";
import { requireRole } from "~/screens/auth.server";
import { DomainError } from "~/utils/domain-error";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

/** Seconds between reloads while the import runs. */
const REFRESH_SECONDS = 2;

/**
 * The progress of an import being applied (docs/admin.md, Catalogue CSV): the page reloads itself
 * every few seconds through a `<meta http-equiv="refresh">` (no JavaScript needed) until the
 * import ends, then leads to the products with the import's toast; a failed import says why.
 */
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, "Importing products"),
  ...(data?.job && data.job.status !== "failed"
    ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }]
    : []),
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  try {
    const job = readImportJob(params.token ?? "");
    if (job.status === "done" && job.result)
      return redirectWithToast("/admin/products", { message: importSummary(job.result) });
    return { job, expired: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { job: null, expired: error.message };
  }
}

const STEPS = {
  queued: "Waiting for another import to end…",
  images: "Storing the pictures of the ZIP…",
  writing: "Writing the rows…",
  done: "Done",
  failed: "The import failed",
} as const;

export default function ImportProgress() {
  const { job, expired } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Importing products"
        crumbs={[
          { label: "Products", to: "/admin/products" },
          { label: "Import products", to: "/admin/products/import" },
        ]}
      />
      <Panel className="adm-form-panel adm-form-panel--wide" label="Progress">
        {job === null || job.status === "failed" ? (
          <>
            <p className="form-alert" role="alert">
              {job?.error ?? expired}
            </p>
            <p>Nothing was written.</p>
            <p>
              <Link to="/admin/products/import" className="btn">
                Back to the import
              </Link>
            </p>
          </>
        ) : (
          <>
            <p role="status">
              {STEPS[job.status]}{" "}
              {job.status === "writing" && job.total > 0
                ? `${job.written.toLocaleString("en-GB")} of ${job.total.toLocaleString("en-GB")} rows written`
                : ""}
            </p>
            <p>
              <label htmlFor="import-progress">Rows written</label>
              <progress
                id="import-progress"
                className="adm-import-progress"
                max={Math.max(job.total, 1)}
                value={job.status === "writing" ? job.written : undefined}
              />
            </p>
            <p>
              Nothing is visible on the site before every row is written: the rows are saved all
              together at the end. This page reloads every {REFRESH_SECONDS} seconds.
            </p>
          </>
        )}
      </Panel>
    </>
  );
}

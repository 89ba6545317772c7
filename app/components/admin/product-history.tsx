/**
 * The history panel of the update screen (docs/admin.md, History): the product's versions, newest
 * first, with who saved each and when, what changed since the one before (field by field, before
 * → after), and Restore on each that differs from the product as it is, asked first with the kit's
 * confirmation (a form, so it works without JavaScript). The table, the count and the pager are
 * the kit's.
 */
import { useLocation } from "@remix-run/react";
import type { VersionChange } from "~/models/product-snapshot.server";
import { Pagination, pageHref } from "~/components/pagination";
import { adminDateTime } from "~/utils/dates";
import { ConfirmAction } from "./confirm-action";
import { TableCount } from "./list-tools";
import { Panel } from "./page";
import { AdminTable } from "./table";

export type HistoryVersion = {
  number: number;
  note: string;
  createdAt: string | Date;
  userName: string;
  changes: VersionChange[] | null;
  current: boolean;
  goneImages: number[];
};

export type History = {
  total: number;
  page: number;
  pageCount: number;
  offset: number;
  versions: HistoryVersion[];
};

/** The panel's id: the pager's links and a restore lead back to it. */
export const HISTORY_ID = "history";

export function HistoryPanel({ history }: { history: History }) {
  const { search } = useLocation();
  return (
    <Panel className="adm-form-panel adm-form-panel--wide adm-history" labelledBy={HISTORY_ID}>
      <h2 id={HISTORY_ID}>History</h2>
      {history.total === 0 ? (
        <p className="adm-table-empty">
          No earlier versions: the history starts with the product&rsquo;s next save.
        </p>
      ) : (
        <>
          <div className="adm-table-tools">
            <TableCount
              total={history.total}
              offset={history.offset}
              shown={history.versions.length}
              noun={["version", "versions"]}
            />
          </div>
          <AdminTable
            rows={history.versions}
            rowKey={(v) => v.number}
            empty="No earlier versions"
            columns={[
              { header: "Version", kind: "number", cell: (v) => v.number },
              { header: "Saved", cell: (v) => <Saved version={v} /> },
              { header: "Changes", cell: (v) => <Changes version={v} /> },
              { header: "Action", cell: (v) => <RestoreVersion version={v} /> },
            ]}
          />
          <Pagination
            page={history.page}
            pageCount={history.pageCount}
            hrefFor={(n) => `${pageHref(search, n)}#${HISTORY_ID}`}
            label="History pages"
          />
        </>
      )}
    </Panel>
  );
}

function Saved({ version: v }: { version: HistoryVersion }) {
  return (
    <span className="adm-history__saved">
      <time dateTime={new Date(v.createdAt).toISOString()}>{adminDateTime(v.createdAt)}</time>
      {v.userName ? <span>by {v.userName}</span> : null}
      {v.note ? <em className="adm-history__note">{v.note}</em> : null}
    </span>
  );
}

function Changes({ version: v }: { version: HistoryVersion }) {
  if (v.changes === null)
    return <span>{v.number === 1 ? "The first version" : "The oldest version kept"}</span>;
  if (v.changes.length === 0) return <span>Nothing changed</span>;
  return (
    <ul className="adm-changes">
      {v.changes.map((c, i) => (
        <li key={i}>
          <Change change={c} />
        </li>
      ))}
    </ul>
  );
}

function Change({ change: c }: { change: VersionChange }) {
  if (c.text) return <>{c.text}</>;
  if (c.long)
    return (
      <details className="adm-change-long">
        <summary>{c.label} changed</summary>
        <p>
          <strong>Before:</strong> {c.before}
        </p>
        <p>
          <strong>After:</strong> {c.after}
        </p>
      </details>
    );
  return (
    <>
      <strong>{c.label}:</strong> <span className="adm-change__before">{c.before}</span>{" "}
      <span aria-hidden="true">→</span>
      <span className="visually-hidden"> changed to </span>{" "}
      <span className="adm-change__after">{c.after}</span>
    </>
  );
}

function RestoreVersion({ version: v }: { version: HistoryVersion }) {
  if (v.current) return <span className="adm-badge adm-badge--active">Current</span>;
  const gone = v.goneImages;
  return (
    <ConfirmAction
      label="Restore"
      ariaLabel={`Restore version ${v.number}`}
      intent="restore"
      fields={{ version: v.number }}
      confirmLabel="Yes, restore"
      danger={false}
      icon="restore"
      question={
        <>
          Restore version {v.number}? The product goes back to it as a new version; the versions
          since stay in the history.
          {gone.length
            ? ` ${gone.length === 1 ? "Image" : "Images"} ${gone.join(", ")} of this version ${gone.length === 1 ? "has" : "have"} been deleted since and cannot come back.`
            : ""}
        </>
      }
    />
  );
}

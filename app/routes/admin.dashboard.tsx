import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useState, type ComponentProps } from "react";
import { BackupStatusPanel } from "~/components/admin/backup-status";
import { Icon } from "~/components/admin/icons";
import { PageHeader, Panel } from "~/components/admin/page";
import { getBackupStatus } from "~/models/backup.server";
import { RangeChart } from "~/components/admin/range-chart";
import { SearchStats } from "~/components/admin/search-stats";
import { SEARCH_STATS_MORE } from "~/constants";
import { ENQUIRY_STATUS_LABELS } from "~/constants";
import {
  getCatalogueTotals,
  getRangeCounts,
  getRangeSeries,
  readDateRange,
} from "~/models/dashboard.server";
import { flushSearchCounts, getSearchStats } from "~/models/search-counts.server";
import { requireUser } from "~/screens/auth.server";
import { calendarDay } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Dashboard");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const start = performance.now();
  const url = new URL(request.url);
  const { range, error } = readDateRange({
    start: url.searchParams.get("start"),
    end: url.searchParams.get("end"),
  });
  const counts = error ? null : getRangeCounts(range);
  const series = error ? null : getRangeSeries(range);
  const totals = getCatalogueTotals();
  const backup = await getBackupStatus();
  const searches = error ? null : readSearches(range, url.searchParams);
  return data(
    { range, error, counts, series, totals, backup, searches },
    {
      status: error ? 400 : 200,
      headers: { "Server-Timing": `db;dur=${(performance.now() - start).toFixed(1)}` },
    },
  );
}

/**
 * The searches of the range (docs/admin.md, Dashboard), this process's latest counts written
 * first (unless the database is busy); `top=all`, `zero=all` open a list.
 */
function readSearches(range: { start: string; end: string }, params: URLSearchParams) {
  const open = { top: params.get("top") === "all", zero: params.get("zero") === "all" };
  flushSearchCounts();
  const stats = getSearchStats(range, {
    top: open.top ? SEARCH_STATS_MORE : undefined,
    zero: open.zero ? SEARCH_STATS_MORE : undefined,
  });
  return { stats, open };
}

/**
 * The range's form. Keyed by the fetched range, so the End Date's `min` starts again from the
 * fetched start after every Fetch, even when the start was typed before the page hydrated.
 */
function DateRangeForm({
  range,
  error,
}: {
  range: { start: string; end: string };
  error: string | null | undefined;
}) {
  const [start, setStart] = useState(range.start);
  return (
    <>
      <Form method="get" className="adm-date-range">
        <DateField
          name="start"
          label="Start Date"
          invalid={Boolean(error)}
          defaultValue={range.start}
          onChange={(e) => setStart(e.currentTarget.value)}
        />
        <DateField
          name="end"
          label="End Date"
          invalid={Boolean(error)}
          defaultValue={range.end}
          min={/^\d{4}-\d{2}-\d{2}$/.test(start) ? start : undefined}
        />
        <button type="submit" className="btn">
          Fetch
        </button>
      </Form>
      {error ? (
        <p id="date-error" className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export default function Dashboard() {
  const { range, error, counts, series, totals, backup, searches } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Dashboard" />
      <Panel label="Date range">
        <DateRangeForm key={`${range.start}/${range.end}`} range={range} error={error} />
      </Panel>

      {counts ? (
        <section aria-labelledby="range-title" className="adm-dash-section">
          <h2 id="range-title">
            From {calendarDay(range.start)} to {calendarDay(range.end)}
          </h2>
          <div className="adm-stat-grid">
            <Stat icon="products" label="New products" value={counts.products} />
            <Stat icon="star" label="New reviews" value={counts.reviews} />
            <Stat icon="mail" label="New contact messages" value={counts.messages} />
          </div>
          <h3 id="enquiries-title" className="adm-dash-subtitle">
            New enquiries by status
          </h3>
          <div className="adm-stat-grid adm-stat-grid--small">
            {Object.entries(ENQUIRY_STATUS_LABELS).map(([status, label]) => (
              <Stat
                key={status}
                icon="messages"
                label={label}
                value={counts.enquiries[status as keyof typeof ENQUIRY_STATUS_LABELS]}
              />
            ))}
          </div>
          {series ? (
            <RangeChart
              {...series}
              rangeLabel={`${calendarDay(range.start)} to ${calendarDay(range.end)}`}
            />
          ) : null}
        </section>
      ) : null}

      {searches ? <SearchStats {...searches} /> : null}

      <section aria-labelledby="totals-title" className="adm-dash-section">
        <h2 id="totals-title">Catalogue totals</h2>
        <div className="adm-stat-grid adm-stat-grid--small">
          <Stat
            icon="products"
            label="Products"
            value={totals.products}
            note={statusNote(totals.productStatuses)}
          />
          <Stat icon="category" label="Categories" value={totals.categories} />
          <Stat icon="category" label="Sub categories" value={totals.subcategories} />
          <Stat icon="category" label="Sub-subcategories" value={totals.subSubcategories} />
          <Stat icon="star" label="Reviews" value={totals.reviews} />
          <Stat icon="pages" label="Datasheets" value={totals.datasheets} />
          <Stat icon="pages" label="Certificates" value={totals.certificates} />
          <Stat
            icon="mail"
            label="Contact messages"
            value={totals.contactMessages}
            note={
              totals.unhandledContactMessages
                ? `${totals.unhandledContactMessages} not handled`
                : undefined
            }
          />
          <Stat
            icon="messages"
            label="Enquiries"
            value={totals.enquiries}
            note={totals.newEnquiries ? `${totals.newEnquiries} new` : undefined}
          />
          <Stat icon="users" label="Users" value={totals.users} />
        </div>
      </section>

      <BackupStatusPanel status={backup} />
    </>
  );
}

/** A date of the range; `invalid` marks it with the range's error (`date-error`). */
function DateField({
  name,
  label,
  invalid,
  ...input
}: { name: string; label: string; invalid: boolean } & ComponentProps<"input">) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type="date"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? "date-error" : undefined}
        {...input}
      />
    </div>
  );
}

/** "310 published · 4 drafts · 2 archived": the products by status (docs/admin.md, Status). */
function statusNote(counts: Record<"draft" | "published" | "archived", number>) {
  const n = (value: number) => value.toLocaleString("en-GB");
  return [
    `${n(counts.published)} published`,
    `${n(counts.draft)} ${counts.draft === 1 ? "draft" : "drafts"}`,
    `${n(counts.archived)} archived`,
  ].join(" · ");
}

function Stat({
  icon,
  label,
  value,
  note,
}: {
  icon: string;
  label: string;
  value: number;
  note?: string;
}) {
  return (
    <div className="adm-stat">
      <span className="adm-stat__icon">
        <Icon name={icon} />
      </span>
      <div>
        <p className="adm-stat__value">{value.toLocaleString("en-GB")}</p>
        <p className="adm-stat__label">{label}</p>
        {note ? <p className="adm-stat__note">{note}</p> : null}
      </div>
    </div>
  );
}

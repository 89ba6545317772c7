/**
 * The dashboard's searches (docs/admin.md, Dashboard): what visitors searched for in the range,
 * the most searched first, and the searches that found nothing, each one link away from a synonym
 * that would make it find its cable. Tables of the admin kit; "Show all" opens a list to
 * {@link SEARCH_STATS_MORE} rows through the address (`top=all`, `zero=all`), so it works without
 * JavaScript too.
 */
import { Link, useLocation } from "@remix-run/react";
import { SEARCH_STATS_MORE, SEARCH_STATS_ROWS as ROWS } from "~/constants";
import type { SearchStats as Stats } from "~/models/search-counts.server";
import { AdminTable } from "./table";
import { Panel } from "./page";

export type SearchListsOpen = { top: boolean; zero: boolean };

const figure = (n: number) => n.toLocaleString("en-GB");

/**
 * The address where staff add a synonym, its form filled in with `query` (the synonyms screen
 * reads `add`; a space is `%20`, which every reader of a query string decodes).
 */
export const addSynonymHref = (query: string) => `/admin/synonyms?add=${encodeURIComponent(query)}`;

export function SearchStats({ stats, open }: { stats: Stats; open: SearchListsOpen }) {
  return (
    <section aria-labelledby="searches-title" className="adm-dash-section">
      <h2 id="searches-title">Searches in this range</h2>
      <p className="adm-search-stats__note">
        What visitors searched for on the product listing, as the search reads their words (known
        bots, further pages of a search and pages asked for again are not counted).
      </p>
      <div className="adm-search-stats">
        <Panel labelledBy="top-searches">
          <h3 id="top-searches" className="adm-search-stats__title">
            Top searches
          </h3>
          <AdminTable
            rows={stats.top.rows}
            rowKey={(row) => row.query}
            empty="No searches in this range."
            columns={[
              { header: "Search", cell: (row) => row.query },
              { header: "Searches", kind: "number", cell: (row) => figure(row.searches) },
              {
                header: "Results",
                label: "Last results",
                kind: "number",
                cell: (row) => figure(row.results),
              },
            ]}
          />
          <MoreLink list="top" open={open.top} total={stats.top.total} anchor="top-searches" />
        </Panel>
        <Panel labelledBy="zero-searches">
          <h3 id="zero-searches" className="adm-search-stats__title">
            Searches with no results
          </h3>
          <AdminTable
            rows={stats.zero.rows}
            rowKey={(row) => row.query}
            empty="No searches without results in this range."
            columns={[
              { header: "Search", cell: (row) => row.query },
              { header: "Searches", kind: "number", cell: (row) => figure(row.searches) },
              {
                header: "Action",
                cell: (row) => (
                  <Link to={addSynonymHref(row.query)} className="adm-search-stats__add">
                    Add a synonym<span className="visually-hidden"> for {row.query}</span>
                  </Link>
                ),
              },
            ]}
          />
          <MoreLink list="zero" open={open.zero} total={stats.zero.total} anchor="zero-searches" />
        </Panel>
      </div>
    </section>
  );
}

/** "Show all 37" under a list longer than it shows, "Show the top 10" once it is open. */
function MoreLink({
  list,
  open,
  total,
  anchor,
}: {
  list: keyof SearchListsOpen;
  open: boolean;
  total: number;
  anchor: string;
}) {
  const { search } = useLocation();
  if (total <= ROWS) return null;
  const params = new URLSearchParams(search);
  if (open) params.delete(list);
  else params.set(list, "all");
  const label = open
    ? `Show the top ${ROWS}`
    : total > SEARCH_STATS_MORE
      ? `Show the top ${SEARCH_STATS_MORE} of ${figure(total)}`
      : `Show all ${figure(total)}`;
  return (
    <p className="adm-search-stats__more">
      <Link to={`?${params}#${anchor}`} preventScrollReset>
        {label}
      </Link>
    </p>
  );
}

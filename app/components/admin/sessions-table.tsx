/**
 * An account's sessions (docs/admin.md, Sessions): where it is signed in, by browser and system,
 * address, when each started and was last seen, this browser marked. On the profile the owner ends
 * one of the others or all of them; on the user screen an admin ends them all. Plain forms through
 * the kit's confirmation, so it all works without JavaScript.
 *
 * The rows come from the loader already worded (app/models/session.server.ts's listUserSessions:
 * the browser label is read on the server, the parser never reaches the browser).
 */
import { adminDateTime } from "~/utils/dates";
import { ConfirmAction } from "./confirm-action";
import { Panel } from "./page";
import { AdminTable, type Column } from "./table";

/** A session as the loader sends it; named by its handle, never by its id. */
export type SessionItem = {
  handle: string;
  browser: string;
  address: string;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** The intents the sessions' forms post to the page's action. */
export const SESSION_INTENTS = {
  end: "session-end",
  endOthers: "sessions-end-others",
  endAll: "sessions-end",
} as const;

const when = (iso: string) => <time dateTime={iso}>{adminDateTime(iso)}</time>;

function columns(own: boolean): Column<SessionItem>[] {
  return [
    {
      header: "Browser and system",
      // One element, so a phone's card keeps the badge beside the name, in the value's column.
      cell: (s) => (
        <span>
          {s.browser}
          {s.current ? (
            <>
              {" "}
              <span className="adm-badge adm-badge--active">This browser</span>
            </>
          ) : null}
        </span>
      ),
    },
    { header: "Address", cell: (s) => s.address || "—" },
    { header: "Started", cell: (s) => when(s.startedAt) },
    { header: "Last seen", cell: (s) => when(s.lastSeenAt) },
    ...(own
      ? [
          {
            header: "Action",
            cell: (s: SessionItem) =>
              s.current ? (
                "—"
              ) : (
                <ConfirmAction
                  label="End"
                  ariaLabel={`End the session of ${s.browser}`}
                  intent={SESSION_INTENTS.end}
                  fields={{ handle: s.handle }}
                  icon="logout"
                  confirmLabel="Yes, end it"
                  question={
                    <>
                      End the session of <b>{s.browser}</b>? That browser is signed out at its next
                      request.
                    </>
                  }
                />
              ),
          },
        ]
      : []),
  ];
}

/**
 * The Sessions panel. `own`: the signed-in person's own sessions (End per row, End all other
 * sessions); otherwise an admin looking at `name`'s (End all sessions).
 */
export function SessionsPanel({
  sessions,
  own,
  name,
}: {
  sessions: SessionItem[];
  own: boolean;
  name?: string;
}) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Panel labelledBy="sessions-heading" className="adm-sessions">
      <h2 id="sessions-heading">Sessions</h2>
      <p className="adm-muted">
        {own
          ? "Where your account is signed in. End a session you do not recognise, then change your password."
          : `Where ${name ?? "this person"} is signed in.`}
      </p>
      <AdminTable
        rows={sessions}
        rowKey={(s) => s.handle}
        rowProps={(s) => ({ "data-session": s.handle, "data-current": s.current })}
        columns={columns(own)}
        empty="No sessions: not signed in anywhere"
      />
      {own && others > 0 ? (
        <div className="adm-sessions__foot">
          <ConfirmAction
            label="End all other sessions"
            intent={SESSION_INTENTS.endOthers}
            fields={{}}
            icon="logout"
            confirmLabel="Yes, end them"
            inline
            question={
              <>
                End {others === 1 ? "the other session" : `all ${others} other sessions`}? Those
                browsers are signed out at their next request; this one stays signed in.
              </>
            }
          />
        </div>
      ) : null}
      {!own && sessions.length > 0 ? (
        <div className="adm-sessions__foot">
          <ConfirmAction
            label="End all sessions"
            intent={SESSION_INTENTS.endAll}
            fields={{}}
            icon="logout"
            confirmLabel="Yes, end them"
            inline
            question={
              <>
                End all sessions of <b>{name}</b>? They are signed out everywhere at their next
                request and sign in again with their password.
              </>
            }
          />
        </div>
      ) : null}
    </Panel>
  );
}

/** The loader's side: a model's session summaries as the panel's rows (dates as text). */
export function sessionItems(
  rows: {
    handle: string;
    browser: string;
    address: string;
    startedAt: Date;
    lastSeenAt: Date;
    current: boolean;
  }[],
): SessionItem[] {
  return rows.map((s) => ({
    handle: s.handle,
    browser: s.browser,
    address: s.address,
    startedAt: s.startedAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.current,
  }));
}

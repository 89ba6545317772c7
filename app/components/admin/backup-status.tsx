import type { BackupStatus } from "~/models/backup.server";
import { adminDateTime } from "~/utils/dates";

/** "12 s ago", "5 min ago", "3 h ago", "2 days ago". */
export function ageText(seconds: number) {
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 120 * 60) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 48 * 3600) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} days ago`;
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{adminDateTime(iso, { seconds: true })}</time>;
}

/**
 * The dashboard's line on the database's backup (app/models/backup.server.ts): when Litestream
 * last copied it, and red when there is no backup or changes have waited too long for a copy.
 */
export function BackupStatusPanel({ status }: { status: BackupStatus }) {
  const bad = status.state !== "current";
  return (
    <section
      aria-labelledby="backup-title"
      className={bad ? "adm-backup adm-backup--bad" : "adm-backup"}
      data-state={status.state}
    >
      <h2 id="backup-title">Backup</h2>
      {status.state === "off" ? (
        <p>
          Off: nothing copies the database. Set <code>BACKUP_URL</code> (README, Backups and
          restore).
        </p>
      ) : (
        <>
          <p>
            {status.lastCopyAt ? (
              <>
                Last copy <Time iso={status.lastCopyAt} />
                {status.lastCopyAgeSeconds !== null
                  ? ` (${ageText(status.lastCopyAgeSeconds)})`
                  : null}
              </>
            ) : (
              "No copy made yet"
            )}
            {status.state === "late" && status.lastWriteAt ? (
              <>
                : changes since <Time iso={status.lastWriteAt} /> are not copied yet.
              </>
            ) : status.state === "current" ? (
              ": every change is copied."
            ) : (
              "."
            )}
          </p>
          <p className="adm-backup__target">
            {`To ${status.target}`}
            {status.problem ? ` (Litestream did not answer: ${status.problem})` : null}
          </p>
        </>
      )}
    </section>
  );
}

import { getBackupStatus } from "~/models/backup.server";
import { checkDatabase } from "~/models/health.server";

export async function loader() {
  try {
    const result = checkDatabase();
    // A late backup is reported, not an outage: the site still serves (state "late" or "off").
    const backup = await getBackupStatus();
    return Response.json(
      { status: "ok", ...result, backup },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("healthcheck failed", error);
    return Response.json(
      { status: "error", database: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

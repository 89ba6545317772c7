import { checkDatabase } from "~/models/health.server";

export async function loader() {
  try {
    const result = checkDatabase();
    return Response.json({ status: "ok", ...result }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("healthcheck failed", error);
    return Response.json(
      { status: "error", database: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

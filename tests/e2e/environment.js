/**
 * What the end-to-end server (server.js) and the tests share: its port, where its database,
 * uploads and outbox live, the secret its session cookies are signed with, and the settings a
 * server of the tests starts with (its own, or one a test starts for itself: own-server.ts). One
 * place, so a test that writes a row or signs a cookie does it exactly where and as the server
 * does.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DIR = path.join(ROOT, "tests", ".tmp", "e2e");
export const E2E_DB = path.join(E2E_DIR, "e2e.sqlite");
/** The demo catalogue as seeded, copied before the server starts and any test writes. */
export const DEMO_DB = path.join(E2E_DIR, "demo.sqlite");
export const UPLOADS_DIR = path.join(E2E_DIR, "uploads");
export const OUTBOX = path.join(E2E_DIR, "outbox");
export const SESSION_SECRET = "e2e-session-secret";
/** The other origin of the site the e2e server lets call /api/bel with credentials (CORS_ORIGINS). */
export const CORS_ORIGIN = "http://app.bel-e2e.example";

/**
 * The environment of a production server of the tests on `port`, with its database, uploads and
 * outbox; `extra` settings on top.
 *
 * @param {{ port: number, database: string, uploads: string, outbox: string }} where
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv({ port, database, uploads, outbox }, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: database,
    UPLOADS_DIR: uploads,
    OUTBOX_DIR: outbox,
    SESSION_SECRET,
    SITE_URL: `http://127.0.0.1:${port}`,
    ...extra,
  };
}

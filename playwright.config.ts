import { defineConfig } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/chromium.js";
import { PORT } from "./tests/e2e/environment.js";

/**
 * End-to-end journeys against the production build with its own database and uploads, seeded
 * with the demo catalogue; every journey runs twice: JavaScript on and JavaScript off.
 *
 * No retries, in CI either: the tests share one server and database but each reads only what it
 * made itself (or seeded data no test changes), so a failure is a real one, not a race to rerun.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Time limits that hold on a loaded machine (two busy loops on both cores: every step several
  // times slower than on a quiet one). A test waits for what a person waits for (a text, an
  // address, a status), never for a fixed time; these only bound how long it may take to come.
  // A journey that needs more than a few seconds on a quiet machine is split into tests of their
  // own rather than given more time.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    browserName: "chromium",
    launchOptions: {
      // Debian's Chromium (or CHROMIUM_PATH); Playwright's own when that is the one there is.
      executablePath: chromiumExecutable() ?? undefined,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: /api\..*\.spec\.ts/ },
    // axe-core runs inside the page, which it cannot with JavaScript off: a11y runs in "js" only
    // (the server-rendered markup it checks is the same).
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      testIgnore: [/api\..*\.spec\.ts/, /a11y\.spec\.ts/, /csp\.spec\.ts/],
    },
    // HTTP contract tests of /api/bel: no browser page, so they run once.
    { name: "api", testMatch: /api\..*\.spec\.ts/ },
  ],
  webServer: {
    command: "node tests/e2e/server.js",
    url: `http://127.0.0.1:${PORT}/healthcheck`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    env: { E2E_PORT: String(PORT) },
  },
});

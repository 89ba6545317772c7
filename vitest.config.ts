import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/db-setup.ts", "tests/setup/dom-globals.ts"],
    pool: "forks",
    // Limits that hold on a loaded machine: a sign-in test hashes passwords twenty times over.
    testTimeout: 60_000,
  },
});

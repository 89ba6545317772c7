/**
 * The listing stays light (issue "Fast pages", point 1): /products on the demo catalogue is under
 * 64 KB of HTML and under 800 elements. (60 KB until each card listed six renditions, so that every
 * screen loads the narrowest one that covers the card: about 3 KB more markup, 150 bytes more
 * once compressed, against the hundreds of KB of images a phone no longer loads.) The home page
 * and a product page have no character past Latin-1, so the server builds them as one-byte
 * strings.
 *
 * Other tests add categories (to the menus and the filters) and products to the shared e2e
 * database while they run, so this one measures what the issue measures: a server of its own on
 * a freshly seeded demo catalogue. The bytes are the document as the server sends it, decoded
 * (the markup and the loader data in its scripts); the elements are those the browser's parser
 * makes of it, with JavaScript off so that nothing but the HTML adds any.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_DIR, PORT, ROOT, SESSION_SECRET } from "./environment.js";

const MAX_BYTES = 64 * 1024;
const MAX_ELEMENTS = 800;
const port = PORT + 8;

test.beforeEach(() => {
  test.skip(test.info().project.name !== "no-js", "the server's HTML, as parsed, once");
});

/** Runs `command` to its end; rejects with its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (c) => (log += c));
    child.stderr.on("data", (c) => (log += c));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}:\n${log}`)),
    );
  });
}

test("/products on the demo catalogue is under 64 KB of HTML and 800 elements; / and a product page are Latin-1", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(E2E_DIR, "page-weight-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: path.join(dir, "demo.sqlite"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    OUTBOX_DIR: path.join(dir, "outbox"),
    SESSION_SECRET,
    SITE_URL: `http://127.0.0.1:${port}`,
  };
  await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["db/seed/index.ts"], env);
  const server = spawn(process.execPath, ["server/index.js"], { cwd: ROOT, env, stdio: "ignore" });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/healthcheck`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 30_000 },
      )
      .toBe(200);

    const response = await page.goto(`http://127.0.0.1:${port}/products`);
    expect(response?.status()).toBe(200);
    const bytes = (await response!.body()).length;
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThan(MAX_BYTES);
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    expect(elements).toBeLessThan(MAX_ELEMENTS);

    // The home page and a product page of the demo catalogue are Latin-1 throughout: the layout's
    // own text keeps them one byte a character on the server (app/entry.server.tsx).
    const slug = new Database(env.DATABASE_PATH!, { readonly: true })
      .prepare("SELECT slug FROM products ORDER BY num_of_reviews DESC, id LIMIT 1")
      .pluck()
      .get() as string;
    for (const address of ["/", `/products/${slug}`]) {
      const html = await (await fetch(`http://127.0.0.1:${port}${address}`)).text();
      expect(
        [...html].filter((c) => c.charCodeAt(0) > 0xff),
        address,
      ).toEqual([]);
    }
  } finally {
    server.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

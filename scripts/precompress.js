#!/usr/bin/env node
/**
 * After `remix build`: each script and stylesheet of public/build is compressed once, at the
 * strongest settings (Brotli 11, gzip 9), into a `.br` and a `.gz` beside it, which the server
 * sends as they are (express-static-gzip in server/index.js). The files are immutable, so the
 * work that compressing on every request would repeat, at a weaker setting, is done here once.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dir = path.join(root, "public", "build");

async function files(at) {
  const entries = await fs.readdir(at, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? files(path.join(at, e.name)) : [path.join(at, e.name)])),
  );
  return nested.flat();
}

const targets = (await files(dir)).filter((f) => /\.(js|css|svg|json)$/.test(f));
let before = 0;
let after = 0;
await Promise.all(
  targets.map(async (file) => {
    const bytes = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    before += bytes.length;
    after += br.length;
  }),
);
console.log(
  `precompressed ${targets.length} files in public/build: ${(before / 1024).toFixed(0)} KB, ` +
    `${(after / 1024).toFixed(0)} KB with Brotli`,
);

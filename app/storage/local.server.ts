/** The upload store's bytes in a folder (UPLOADS_DIR), the default. */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pLimit from "p-limit";
import type { UploadBackend } from "./backend.server";

/** Files whose size and time a listing reads at a time. */
const STAT_CONCURRENCY = 16;

const missing = (error: unknown) =>
  ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

export function localBackend(root: string): UploadBackend {
  const absolute = path.resolve(root);
  const fileOf = (key: string) => path.join(absolute, key);

  return {
    location: absolute,

    async put(key, data) {
      const target = fileOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed over: a request reading the name gets all of it or nothing.
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.promises.writeFile(temporary, data);
        await fs.promises.rename(temporary, target);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      const stat = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stat.size };
    },

    async exists(key) {
      const stat = await fs.promises.stat(fileOf(key)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      return stat?.isFile() ?? false;
    },

    async list() {
      const entries = await fs.promises
        .readdir(absolute, { recursive: true, withFileTypes: true })
        .catch((error: unknown) => {
          if (missing(error)) return [];
          throw error;
        });
      const limit = pLimit(STAT_CONCURRENCY);
      const listed = await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            limit(async () => {
              const file = path.join(entry.parentPath, entry.name);
              // Removed since the folder was read: not listed.
              const stat = await fs.promises.stat(file).catch((error: unknown) => {
                if (missing(error)) return null;
                throw error;
              });
              if (!stat) return null;
              const key = path.relative(absolute, file).split(path.sep).join("/");
              return { key, size: stat.size, modifiedAt: stat.mtime };
            }),
          ),
      );
      return listed.filter((entry) => entry !== null);
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(fileOf(key), { force: true })));
    },
  };
}

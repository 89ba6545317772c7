/**
 * Copies one upload store into another: the uploads folder into a bucket before a site switches
 * to it (npm run uploads:copy, docs/deploy.md, "Uploads on object storage"). Names never change
 * once generated, so a file already there is the same file and is skipped: running it again
 * copies only what is new. Only what the store could have generated goes, and the renditions
 * marker when the target has none.
 */
import { buffer } from "node:stream/consumers";
import pLimit from "p-limit";
import { contentTypeOf, RENDITIONS_MARKER, type UploadBackend } from "~/storage.server";

/** Files copied at a time. */
const CONCURRENCY = 8;

export async function copyUploads(
  from: UploadBackend,
  to: UploadBackend,
  say: (line: string) => void = () => {},
) {
  const there = new Set((await to.list()).map((entry) => entry.key));
  const wanted = (await from.list())
    .map((entry) => entry.key)
    .filter((key) => contentTypeOf(key) !== null || key === RENDITIONS_MARKER)
    .sort();
  const missing = wanted.filter((key) => !there.has(key));
  const limit = pLimit(CONCURRENCY);
  let bytes = 0;
  const copied = await Promise.all(
    missing.map((key) =>
      limit(async () => {
        const found = await from.get(key);
        if (!found) return null; // removed meanwhile
        const data = await buffer(found.body);
        await to.put(key, data, contentTypeOf(key) ?? "text/plain");
        bytes += data.byteLength;
        say(`copied ${key}`);
        return key;
      }),
    ),
  );
  return {
    copied: copied.filter((key): key is string => key !== null),
    skipped: wanted.length - missing.length,
    bytes,
  };
}

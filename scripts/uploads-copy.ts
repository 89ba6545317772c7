/**
 * npm run uploads:copy: copies the uploads folder (UPLOADS_DIR) into the bucket UPLOADS_URL
 * names, with the AWS_* settings the server uses; run before starting the site with
 * UPLOADS_URL (docs/deploy.md, "Uploads on object storage"). Safe to run again: what is already
 * in the bucket is skipped. Prints each file it copies, then what it did.
 */
import { env, paths } from "~/env.server";
import { copyUploads } from "~/storage/copy.server";
import { localBackend } from "~/storage/local.server";
import { s3Backend } from "~/storage/s3.server";

if (!env.UPLOADS_BUCKET) {
  console.error("Set UPLOADS_URL (s3://bucket/prefix) and the AWS_* settings of the bucket first.");
  process.exit(1);
}
const from = localBackend(paths.uploads);
const to = s3Backend(env.UPLOADS_BUCKET);
console.log(`Copying ${from.location} to ${to.location}`);
const { copied, skipped, bytes } = await copyUploads(from, to, (line) => console.log(line));
const mb = (bytes / (1024 * 1024)).toFixed(1);
console.log(
  `Copied ${copied.length} file${copied.length === 1 ? "" : "s"} (${mb} MB); ` +
    `${skipped} already there.`,
);

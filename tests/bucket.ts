/**
 * An S3-compatible bucket for the tests of uploads on object storage: s3rver in this process, on
 * a free port, its files in a temporary folder. Shared by the vitest tests and the Playwright
 * API tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { UploadsBucket } from "~/env.server";

export type TestBucket = {
  /** The settings a server is started with to keep its uploads there. */
  env: Record<string, string>;
  /** The same, as app/env.server.ts parses them. */
  settings: UploadsBucket;
  /** Makes a stored object older (its LastModified): s3rver reads it from its file's time. */
  backdate: (key: string, when: Date) => void;
  stop: () => Promise<void>;
};

export async function startBucket({
  bucket = "bel-uploads",
  prefix = "site/uploads",
}: { bucket?: string; prefix?: string } = {}): Promise<TestBucket> {
  // The SDK's notice that its 2027 releases need Node 22, once per process: not this test's news.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bel-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own credentials: it accepts no others.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    env: {
      UPLOADS_URL: `s3://${bucket}/${prefix}`,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_REGION: "us-east-1",
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    },
    settings: {
      bucket,
      prefix,
      region: "us-east-1",
      endpoint,
      credentials,
      publicUrl: null,
    },
    backdate: (key, when) => {
      const parts = `${prefix ? `${prefix}/` : ""}${key}`.split("/");
      const name = `${parts.pop()}._S3rver_object`;
      fs.utimesSync(path.join(directory, bucket, ...parts, name), when, when);
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

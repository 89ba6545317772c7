/**
 * The upload store's bytes in an S3 or S3-compatible bucket (UPLOADS_URL, docs/deploy.md), under
 * the URL's prefix. The AWS SDK is loaded on the first call, so a server keeping its uploads in
 * a folder never loads it.
 */
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { UploadsBucket } from "~/env.server";
import type { StoredEntry, UploadBackend } from "./backend.server";

/** Names never change (the store generates them), so neither does a file: cached for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Backend(settings: UploadsBucket): UploadBackend {
  const { bucket, prefix } = settings;
  const keyOf = (key: string) => (prefix ? `${prefix}/${key}` : key);

  let connecting: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | null =
    null;
  const connect = () =>
    (connecting ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        credentials: settings.credentials,
        // S3-compatible stores (MinIO, R2, B2) address buckets by path, not by host name.
        forcePathStyle: Boolean(settings.endpoint),
        // Checksums only where S3 requires them: not every S3-compatible store knows the others.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));

  return {
    location: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,

    async put(key, data, contentType) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },

    async get(key) {
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }),
        );
        if (!(answer.Body instanceof Readable)) throw new TypeError("S3 answered no stream");
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },

    async list() {
      const { client, sdk } = await connect();
      const entries: StoredEntry[] = [];
      const under = prefix ? `${prefix}/` : "";
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: under,
            ContinuationToken: token,
          }),
        );
        for (const { Key, Size, LastModified } of page.Contents ?? []) {
          if (!Key) continue;
          entries.push({
            key: Key.slice(under.length),
            size: Size ?? 0,
            modifiedAt: LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return entries;
    },

    async remove(keys) {
      if (keys.length === 0) return;
      const { client, sdk } = await connect();
      // One request per key: an image has a handful of renditions, and every store knows DELETE.
      await Promise.all(
        keys.map((key) =>
          client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) })),
        ),
      );
    },
  };
}

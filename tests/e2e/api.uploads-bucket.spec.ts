/**
 * Uploads on object storage, as a deployment runs them: a server of its own started with
 * UPLOADS_URL and the AWS_* settings of an S3-compatible bucket (s3rver, started here). A
 * certificate's image and PDF uploaded through the API land in the bucket, are served at their
 * /uploads/… addresses with the same bytes, type and nosniff, are replaced, and once deleted
 * answer 404.
 */
import { expect, test } from "@playwright/test";
import { buffer } from "node:stream/consumers";
import { s3Backend } from "../../app/storage/s3.server";
import { startBucket, type TestBucket } from "../bucket";
import { pdfBytes, pngBytes } from "../sample-files";
import { createUser, sessionCookieHeader } from "./admin.fixtures";
import * as S from "./api.shapes";
import { clientAddress, json } from "./api.client";
import { uniqueWord } from "./data";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";

let bucket: TestBucket | undefined;
let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  await bucket?.stop();
});

const file = (name: string, mimeType: string, bytes: Uint8Array) => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

test("a certificate's image and PDF go to the bucket, are served from /uploads, replaced and removed", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  bucket = await startBucket();
  // The session is written before the server copies the database.
  const cookie = await sessionCookieHeader(createUser("manager"));
  server = await startOwnServer("uploads-bucket", {
    port: ownPort("uploads-bucket"),
    ownUploads: true,
    env: bucket.env,
  });
  const api = await playwright.request.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { Cookie: cookie, "X-Forwarded-For": clientAddress() },
  });
  const stored = s3Backend(bucket.settings);
  const keyOf = (url: string) => new URL(url, server!.origin).pathname.replace(/^\/uploads\//, "");
  /** The file at `url` as the site serves it, checked against the bucket's copy. */
  const served = async (url: string, type: string) => {
    const answer = await api.get(url);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()["content-type"]).toBe(type);
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = await answer.body();
    const object = await stored.get(keyOf(url));
    expect(object, `${keyOf(url)} in the bucket`).not.toBeNull();
    expect(body.equals(await buffer(object!.body))).toBe(true);
    return body;
  };

  const word = uniqueWord();
  const firstPdf = await pdfBytes();
  const created = await json(
    await api.post("/api/bel/admin/certificate/new", {
      multipart: {
        title: `Bucket ${word}`,
        description: "Kept in a bucket.",
        certificateImage: file("c.png", "image/png", await pngBytes()),
        certificateFile: file("c.pdf", "application/pdf", firstPdf),
      },
    }),
    S.CertificateAnswer,
    201,
  );
  const { _id: id, certificateImage: image, certificateFile: pdf } = created.certification;
  expect(image).toMatch(/\/uploads\/certificates\/[0-9a-f]{24}-\d+\.webp$/);
  expect(pdf).toMatch(/\/uploads\/certificates\/[0-9a-f]{24}\.pdf$/);
  await served(image, "image/webp");
  expect((await served(pdf, "application/pdf")).equals(Buffer.from(firstPdf))).toBe(true);
  // The bucket holds the image's renditions and the PDF.
  expect(
    (await stored.list()).filter(({ key }) => key.startsWith("certificates/")).length,
  ).toBeGreaterThan(1);

  // Replaced: new names served, the old files gone from the site and the bucket.
  const newImage = (
    await json(
      await api.put(`/api/bel/admin/certificate/${id}/update_image`, {
        multipart: { certificateImage: file("n.png", "image/png", await pngBytes(100, 100)) },
      }),
      S.CertificateAnswer,
    )
  ).certification.certificateImage;
  const secondPdf = await pdfBytes();
  const newPdf = (
    await json(
      await api.put(`/api/bel/admin/certificate/${id}`, {
        multipart: { certificateFile: file("d.pdf", "application/pdf", secondPdf) },
      }),
      S.CertificateAnswer,
    )
  ).certification.certificateFile;
  expect(newImage).not.toBe(image);
  expect(newPdf).not.toBe(pdf);
  await served(newImage, "image/webp");
  expect((await served(newPdf, "application/pdf")).equals(Buffer.from(secondPdf))).toBe(true);
  for (const old of [image, pdf]) {
    const answer = await api.get(old);
    expect(answer.status(), old).toBe(404);
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await stored.exists(keyOf(old))).toBe(false);
  }

  // Deleted: every file of it answers 404 and has left the bucket.
  expect(await json(await api.delete(`/api/bel/admin/certificate/${id}`), S.MessageAnswer)).toEqual(
    {
      success: true,
      message: "Certificate deleted successfully",
    },
  );
  for (const gone of [newImage, newPdf]) {
    expect((await api.get(gone)).status(), gone).toBe(404);
    expect(await stored.exists(keyOf(gone))).toBe(false);
  }
  expect((await stored.list()).filter(({ key }) => key.startsWith("certificates/"))).toEqual([]);
  await api.dispose();
});

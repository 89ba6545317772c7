/**
 * /uploads/…: a stored file is served with a type fixed by its generated name, nosniff and long
 * caching; nothing else resolves; a rendition an image lacks is answered by its next wider one,
 * briefly. The same whether the files are in the uploads folder or in an S3-compatible bucket
 * (UPLOADS_URL, s3rver started here), the app's modules loaded afresh with those settings; and
 * with a public address for the bucket (UPLOADS_PUBLIC_URL), images are redirected there.
 */
import fs from "node:fs";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Storage, UploadBackend } from "~/storage.server";
import { startBucket, type TestBucket } from "../bucket";
import { resetDb } from "../fixtures";

beforeEach(resetDb);

const args = (file: string) =>
  ({
    request: new Request(`http://localhost/uploads/${file}`),
    params: { "*": file },
    context: {},
  }) as unknown as LoaderFunctionArgs;

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#0b3c6f" } })
    .png()
    .toBuffer();

async function pdf() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("Datasheet", { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

const BUCKET_SETTINGS = [
  "UPLOADS_URL",
  "UPLOADS_PUBLIC_URL",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_REGION",
  "AWS_ENDPOINT_URL_S3",
];

/** The uploads route and the store as a server started with `settings` has them. */
async function app(settings: Record<string, string>) {
  for (const name of BUCKET_SETTINGS) delete process.env[name];
  Object.assign(process.env, settings);
  vi.resetModules();
  const { storage } = await import("~/storage.server");
  const { loader } = await import("~/routes/uploads.$");
  const { localBackend } = await import("~/storage/local.server");
  const { s3Backend } = await import("~/storage/s3.server");
  const { env, paths } = await import("~/env.server");
  const backend: UploadBackend = env.UPLOADS_BUCKET
    ? s3Backend(env.UPLOADS_BUCKET)
    : localBackend(paths.uploads);
  return { storage, backend, get: async (file: string) => (await loader(args(file))) as Response };
}

let bucket: TestBucket;
beforeAll(async () => {
  bucket = await startBucket();
});
afterAll(async () => {
  for (const name of BUCKET_SETTINGS) delete process.env[name];
  vi.resetModules();
  await bucket.stop();
});

describe.each(["folder", "bucket"])("kept in a %s", (kind) => {
  let storage: Storage;
  let backend: UploadBackend;
  let get: (file: string) => Promise<Response>;
  beforeAll(async () => {
    ({ storage, backend, get } = await app(kind === "bucket" ? bucket.env : {}));
  });

  it("serves a stored image with a fixed content type, nosniff and long caching", async () => {
    const stored = await storage.saveImage("products", await png());
    expect(stored.variants.map((v) => v.width)).toEqual([240, 360, 480, 640, 800]);
    const response = await get(stored.file);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.byteLength));
    expect((await sharp(body).metadata()).format).toBe("webp");
  });

  it("serves, replaces and forgets an image and a PDF", async () => {
    const bytes = await pdf();
    const first = await storage.savePdf("datasheets", bytes);
    const image = await storage.saveImage("products", await png(500, 500));
    const answer = await get(first);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe("inline");
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);

    // A replacement is a new name; the old one goes once the change has committed.
    const second = await storage.savePdf("datasheets", await pdf());
    await storage.remove(first);
    await storage.removeImages(image);
    expect((await get(second)).status).toBe(200);
    for (const gone of [first, image.file, image.variants[0].file]) {
      const response = await get(gone);
      expect(response.status, gone).toBe(404);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("never reaches outside the uploads", async () => {
    if (kind === "folder") {
      fs.writeFileSync(path.join(path.dirname(storage.root), "secret.txt"), "do not serve");
    } else {
      await backend.put("../secret.txt", Buffer.from("do not serve"), "text/plain");
    }
    for (const attempt of [
      "../secret.txt",
      "products/../../secret.txt",
      "%2e%2e/secret.txt",
      "/etc/passwd",
      "products/0123456789abcdef01234567-320.webp/../../../secret.txt",
      "products\\..\\..\\secret.txt",
      "products/0123456789abcdef01234567-320.webp", // well-formed but absent
      ".renditions",
    ]) {
      const response = await get(attempt);
      expect(response.status, attempt).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
  });

  it("answers a rendition an image stored under former widths lacks with its next wider one, briefly", async () => {
    // As an earlier version stored an 800 px picture: 320 and 640 px wide.
    const id = `${Date.now().toString(16)}`.padStart(24, "0");
    for (const w of [320, 640]) {
      const bytes = await sharp({
        create: { width: 800, height: 600, channels: 3, background: "#0b3c6f" },
      })
        .resize({ width: w })
        .webp()
        .toBuffer();
      await backend.put(`products/${id}-${w}.webp`, bytes, "image/webp");
    }
    const rendition = async (w: number) => {
      const response = await get(`products/${id}-${w}.webp`);
      const body = response.ok
        ? await sharp(Buffer.from(await response.arrayBuffer())).metadata()
        : null;
      return {
        status: response.status,
        cache: response.headers.get("Cache-Control"),
        width: body?.width,
      };
    };
    expect(await rendition(240)).toEqual({ status: 200, cache: "public, max-age=600", width: 320 });
    expect(await rendition(480)).toEqual({ status: 200, cache: "public, max-age=600", width: 640 });
    expect((await rendition(800)).status).toBe(404);

    await storage.completeRenditions(`products/${id}-640.webp`);
    expect(await rendition(240)).toEqual({
      status: 200,
      cache: "public, max-age=31536000, immutable",
      width: 240,
    });
  });

  it("refuses files that are not what they claim", async () => {
    const before = (await backend.list()).map((entry) => entry.key);
    await expect(
      storage.saveImage("products", Buffer.from("<script>alert(1)</script>")),
    ).rejects.toThrow(/not an image/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(storage.saveImage("products", svg)).rejects.toThrow(/not an image/);
    await expect(
      storage.savePdf("datasheets", Buffer.from("%PDF-1.7 but not really")),
    ).rejects.toThrow(/damaged/);
    await expect(storage.savePdf("datasheets", Buffer.from("GIF89a"))).rejects.toThrow(/not a PDF/);
    expect((await backend.list()).map((entry) => entry.key)).toEqual(before);
  });
});

describe("kept in a bucket with a public address", () => {
  it("redirects images there, a substitute briefly, and still streams PDFs under their title", async () => {
    const { storage, backend, get } = await app({
      ...bucket.env,
      UPLOADS_PUBLIC_URL: "https://cdn.example.com/uploads/",
    });
    const image = await storage.saveImage("products", await png(300, 300));
    const answer = await get(image.file);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe(`https://cdn.example.com/uploads/${image.file}`);
    expect(answer.headers.get("Cache-Control")).toContain("immutable");
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");

    // Only the 240 px rendition of a 300 px picture once stored as "-320": the 240 one missing.
    const [only] = image.variants;
    await backend.remove([only.file]);
    const legacy = only.file.replace(/-240\.webp$/, "-320.webp");
    await backend.put(legacy, Buffer.from("webp"), "image/webp");
    const substitute = await get(only.file);
    expect(substitute.status).toBe(302);
    expect(substitute.headers.get("Location")).toBe(`https://cdn.example.com/uploads/${legacy}`);
    expect(substitute.headers.get("Cache-Control")).toBe("public, max-age=600");
    expect((await get("products/0123456789abcdef01234567-240.webp")).status).toBe(404);

    const file = await storage.savePdf("datasheets", await pdf());
    const streamed = await get(file);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("Content-Type")).toBe("application/pdf");
  });
});

describe("the bucket settings", () => {
  it("read UPLOADS_URL into a bucket and prefix, and refuse half a setting", async () => {
    const { parseEnv } = await import("~/env.server");
    const bucketOf = (settings: Record<string, string>) =>
      parseEnv({ NODE_ENV: "test", ...settings }).UPLOADS_BUCKET;
    expect(bucketOf({})).toBeNull();
    expect(bucketOf({ UPLOADS_URL: "s3://bel-uploads" })).toEqual({
      bucket: "bel-uploads",
      prefix: "",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
      publicUrl: null,
    });
    expect(
      bucketOf({
        UPLOADS_URL: "s3://bel-uploads/site/uploads/",
        UPLOADS_PUBLIC_URL: "https://cdn.example.com/",
        AWS_ACCESS_KEY_ID: "id",
        AWS_SECRET_ACCESS_KEY: "secret",
        AWS_REGION: "auto",
        AWS_ENDPOINT_URL_S3: "https://s3.example.com",
      }),
    ).toEqual({
      bucket: "bel-uploads",
      prefix: "site/uploads",
      region: "auto",
      endpoint: "https://s3.example.com",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      publicUrl: "https://cdn.example.com",
    });
    for (const [settings, message] of [
      [{ UPLOADS_URL: "https://bel-uploads" }, "s3://bucket or s3://bucket/prefix"],
      [{ UPLOADS_URL: "s3://Bel_Uploads" }, "s3://bucket or s3://bucket/prefix"],
      [{ UPLOADS_PUBLIC_URL: "https://cdn.example.com" }, "UPLOADS_PUBLIC_URL: needs UPLOADS_URL"],
      [{ UPLOADS_URL: "s3://bel-uploads", AWS_ACCESS_KEY_ID: "id" }, "both or neither"],
    ] as const) {
      expect(() => bucketOf(settings), JSON.stringify(settings)).toThrow(message);
    }
  });
});

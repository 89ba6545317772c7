/**
 * The upload store refuses by content whatever a name or a declared type says, never writes
 * outside its folders, never decodes a picture too large for the box, and decodes a few at a
 * time: the same in a folder and in an S3-compatible bucket (s3rver, started here).
 */
import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import zlib from "node:zlib";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import sharp, { type Sharp } from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paths } from "~/env.server";
import {
  createStorage,
  newPublicId,
  type Storage,
  type UploadBackend,
  type UploadFolder,
} from "~/storage.server";
import { localBackend } from "~/storage/local.server";
import { s3Backend } from "~/storage/s3.server";
import { imageRenditions, imageStem, uploadUrl } from "~/utils/uploads";
import { startBucket } from "../bucket";

const backends: Record<
  string,
  () => Promise<{ backend: UploadBackend; stop?: () => Promise<void> }>
> = {
  folder: async () => ({ backend: localBackend(paths.uploads) }),
  bucket: async () => {
    const bucket = await startBucket();
    return { backend: s3Backend(bucket.settings), stop: bucket.stop };
  },
};

describe.each(Object.keys(backends))("in a %s", (kind) => {
  let backend: UploadBackend;
  let storage: Storage;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ backend, stop } = await backends[kind]());
    storage = createStorage(backend);
  });
  afterAll(() => stop?.());
  afterEach(async () => {
    await backend.remove(await keysIn());
    fs.rmSync(paths.uploads, { recursive: true, force: true });
  });

  const keysIn = async () => (await backend.list()).map((entry) => entry.key);
  const filesIn = async (folder: string) =>
    (await keysIn()).filter((key) => key.startsWith(`${folder}/`));
  const bytesOf = async (file: string) => {
    const found = await backend.get(file);
    return found ? buffer(found.body) : null;
  };

  const png = (width = 800, height = 600) =>
    sharp({ create: { width, height, channels: 3, background: "#0b3c6f" } })
      .png()
      .toBuffer();

  /**
   * An image as an earlier version stored it, under other widths: a WebP file per width (at most
   * the picture's own width), the widest its main file, which it returns.
   */
  async function storeLegacy(id: string, width: number, height: number, widths: number[]) {
    for (const w of widths) {
      const bytes = await sharp({ create: { width, height, channels: 3, background: "#0b3c6f" } })
        .resize({ width: Math.min(w, width) })
        .webp()
        .toBuffer();
      await backend.put(`products/${id}-${w}.webp`, bytes, "image/webp");
    }
    return `products/${id}-${widths[widths.length - 1]}.webp`;
  }

  /** A valid PNG header that claims huge dimensions over a tiny body: a decompression bomb. */
  function pngBomb(width: number, height: number) {
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body) >>> 0);
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 0, 0, 0, 0], 8);
    const idat = zlib.deflateSync(Buffer.alloc(1024 * 64));
    return Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      chunk("IHDR", ihdr),
      chunk("IDAT", idat),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }

  async function pdf(withScript = false) {
    const doc = await PDFDocument.create();
    doc.addPage().drawText("Datasheet");
    if (withScript) {
      const action = doc.context.obj({
        Type: "Action",
        S: "JavaScript",
        JS: PDFString.of("app.alert(1)"),
      });
      doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
    }
    return Buffer.from(await doc.save({ useObjectStreams: true }));
  }

  describe("images", () => {
    it("stores WebP renditions under a generated name, metadata stripped", async () => {
      const image = await storage.saveImage("products", await png(1500, 1000));
      expect(image.file).toMatch(/^products\/[0-9a-f]{24}-1024\.webp$/);
      expect(image.variants.map((v) => v.width)).toEqual([240, 360, 480, 640, 800, 1024]);
      const meta = await sharp((await bytesOf(image.file))!).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
    });

    // A listing card carries only its image's stem and width (product-card.tsx): the addresses
    // built from them are the renditions stored, whatever the size of the original.
    it.each([
      [1500, ["240w", "360w", "480w", "640w", "800w", "1024w"], "-360.webp"],
      [1024, ["240w", "360w", "480w", "640w", "800w", "1024w"], "-360.webp"],
      [700, ["240w", "360w", "480w", "640w"], "-360.webp"],
      [300, ["240w"], "-240.webp"],
      [200, ["200w"], "-240.webp"],
    ])(
      "names the renditions of a %i px wide original as imageRenditions builds them",
      async (width, descriptors, src) => {
        const image = await storage.saveImage("products", await png(width, width));
        const stored = image.variants.map((v) => `${uploadUrl(v.file)} ${v.width}w`).join(", ");
        const built = imageRenditions(imageStem(uploadUrl(image.file)!), image.width);
        expect(built.srcSet).toBe(stored);
        expect(built.srcSet.split(", ").map((s) => s.split(" ")[1])).toEqual(descriptors);
        expect(built.src.endsWith(src)).toBe(true);
        for (const [url] of built.srcSet.split(", ").map((s) => s.split(" "))) {
          expect(await backend.exists(url.replace("/uploads/", ""))).toBe(true);
        }
      },
    );

    it("gives an image stored under former widths the renditions it lacks, from its widest file, once", async () => {
      const id = newPublicId();
      const legacy = await storeLegacy(id, 1200, 900, [320, 640, 1024]);
      // Until it is completed, a rendition it lacks is answered by the next wider one.
      expect(await storage.widerRendition(`products/${id}-240.webp`)).toBe(
        `products/${id}-320.webp`,
      );
      expect(await storage.widerRendition(`products/${id}-800.webp`)).toBe(
        `products/${id}-1024.webp`,
      );
      expect(await storage.widerRendition(`products/${id}-1024.webp`)).toBeNull();
      expect(await storage.widerRendition(`products/${newPublicId()}-240.webp`)).toBeNull();
      expect(await storage.widerRendition("datasheets/0123456789abcdef01234567.pdf")).toBeNull();

      const { made, variants } = await storage.completeRenditions(legacy);
      expect(made).toEqual([240, 360, 480, 800].map((w) => `products/${id}-${w}.webp`));
      expect(variants).toEqual(
        [240, 320, 360, 480, 640, 800, 1024].map((w) => ({
          width: w,
          height: (w * 3) / 4,
          file: `products/${id}-${w}.webp`,
        })),
      );
      for (const w of [240, 800]) {
        const meta = await sharp((await bytesOf(`products/${id}-${w}.webp`))!).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, (w * 3) / 4]);
      }
      // Every address a page builds for it is a file now.
      for (const entry of imageRenditions(`/uploads/products/${id}`, 1024).srcSet.split(", ")) {
        const url = entry.split(" ")[0];
        expect(await backend.exists(url.replace("/uploads/", "")), url).toBe(true);
      }
      expect((await storage.completeRenditions(legacy)).made).toEqual([]);
    });

    it("gives a small image stored under the former narrowest width its new narrowest one", async () => {
      const id = newPublicId();
      // 300 px wide, stored as "-320" when 320 was the narrowest width.
      const legacy = await storeLegacy(id, 300, 300, [320]);
      const { made, variants } = await storage.completeRenditions(legacy);
      expect(made).toEqual([`products/${id}-240.webp`]);
      expect(variants.map((v) => [v.file, v.width])).toEqual([
        [`products/${id}-240.webp`, 240],
        [`products/${id}-320.webp`, 300],
      ]);
      expect(await storage.completeRenditions("products/not-a-rendition.webp")).toEqual({
        made: [],
        variants: [],
      });
    });

    it.each([
      [
        "SVG with a script",
        () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
          ),
        415,
      ],
      [
        "an HTML/JPEG polyglot",
        async () =>
          Buffer.concat([
            await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
              .jpeg()
              .toBuffer(),
            Buffer.from("<html><script>alert(1)</script></html>"),
          ]),
        415,
      ],
      ["a PDF renamed .jpg", () => pdf(), 415],
      [
        "a truncated JPEG",
        async () =>
          (
            await sharp({ create: { width: 400, height: 400, channels: 3, background: "#abc" } })
              .jpeg()
              .toBuffer()
          ).subarray(0, 600),
        400,
      ],
      ["a 20000×20000 PNG bomb", () => pngBomb(20000, 20000), 413],
      [
        "a GIF (not an accepted kind)",
        () =>
          sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
            .gif()
            .toBuffer(),
        415,
      ],
      ["not base64 in a data URL", () => "data:image/png;base64,***not base64***", 400],
    ])("refuses %s, and stores nothing", async (_label, make, status) => {
      await expect(storage.saveImage("products", await make())).rejects.toMatchObject({ status });
      expect(await filesIn("products")).toEqual([]);
    });

    it("accepts a data URL and refuses one over the size limit before decoding it", async () => {
      const url = `data:image/png;base64,${(await png()).toString("base64")}`;
      expect((await storage.saveImage("products", url)).file).toMatch(/\.webp$/);
      const huge = `data:image/png;base64,${"A".repeat(15 * 1024 * 1024)}`;
      await expect(storage.saveImage("products", huge)).rejects.toMatchObject({ status: 413 });
    });

    it("decodes at most two images at a time, whatever the number of uploads", async () => {
      let running = 0;
      let most = 0;
      const original = sharp.prototype.raw;
      const spy = vi.spyOn(sharp.prototype, "raw").mockImplementation(function (
        this: Sharp,
        ...args
      ) {
        running++;
        most = Math.max(most, running);
        const out = original.apply(this, args);
        const toBuffer = out.toBuffer.bind(out);
        (out as { toBuffer: unknown }).toBuffer = (...a: never[]) =>
          (toBuffer as (...x: never[]) => Promise<unknown>)(...a).finally(() => running--);
        return out;
      });
      const inputs = await Promise.all(Array.from({ length: 6 }, () => png(1200, 900)));
      await Promise.all(inputs.map((b) => storage.saveImage("products", b)));
      spy.mockRestore();
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(2);
    });
  });

  describe("PDFs", () => {
    it("stores a plain PDF and refuses one with an OpenAction script, an HTML file named .pdf and a damaged one", async () => {
      expect(await storage.savePdf("datasheets", await pdf())).toMatch(
        /^datasheets\/[0-9a-f]{24}\.pdf$/,
      );
      await expect(storage.savePdf("datasheets", await pdf(true))).rejects.toMatchObject({
        status: 415,
      });
      await expect(
        storage.savePdf("datasheets", Buffer.from("<html>hello</html>")),
      ).rejects.toMatchObject({ status: 415 });
      await expect(
        storage.savePdf("datasheets", (await pdf()).subarray(0, 200)),
      ).rejects.toMatchObject({ status: 400 });
      expect(await filesIn("datasheets")).toHaveLength(1);
    });
  });

  describe("folders and names", () => {
    it("refuses an unknown folder or one that climbs out, at run time", async () => {
      for (const folder of ["../../x", "products/../..", "secrets"]) {
        await expect(storage.saveImage(folder as UploadFolder, await png())).rejects.toThrow(
          /Unknown upload folder/,
        );
        await expect(storage.savePdf(folder as UploadFolder, await pdf())).rejects.toThrow(
          /Unknown upload folder/,
        );
      }
      expect(fs.existsSync(path.resolve(paths.uploads, "../../x"))).toBe(false);
      expect(await keysIn()).toEqual([]);
    });

    it("resolves only the names it generates", () => {
      expect(storage.resolve("products/0123456789abcdef01234567-320.webp")).not.toBeNull();
      for (const bad of [
        "../db/bel.sqlite",
        "products/../../x.webp",
        "/etc/passwd",
        "products/a.webp",
        "products/0123456789abcdef01234567.html",
      ]) {
        expect(storage.resolve(bad)).toBeNull();
      }
    });
  });

  describe("round trip", () => {
    it("opens what it stored with its type and size, finds a replacement, and forgets what it removed", async () => {
      const first = await storage.saveImage("products", await png(700, 500));
      const file = await storage.savePdf("datasheets", await pdf());
      for (const [stored, type] of [
        [first.file, "image/webp"],
        [file, "application/pdf"],
      ]) {
        const opened = (await storage.open(stored))!;
        const bytes = await buffer(opened.body);
        expect([opened.stored, opened.contentType, opened.substitute]).toEqual([
          stored,
          type,
          false,
        ]);
        expect(opened.size).toBe(bytes.byteLength);
        expect(bytes.equals((await bytesOf(stored))!)).toBe(true);
        expect(await storage.find(stored)).toEqual({
          stored,
          contentType: type,
          substitute: false,
        });
      }
      // Replaced: the new picture is stored under a new name, then the old one goes.
      const second = await storage.saveImage("products", await png(300, 300));
      await storage.removeImages(first);
      await storage.remove(file);
      expect(await storage.open(first.file)).toBeNull();
      expect(await storage.find(first.variants[0].file)).toBeNull();
      expect(await storage.open(file)).toBeNull();
      expect((await filesIn("products")).sort()).toEqual(second.variants.map((v) => v.file).sort());
      expect(await filesIn("datasheets")).toEqual([]);
      // Removing what is gone is no error.
      await storage.remove(file, first.file);
    });

    it("keeps the renditions marker beside the folders, and answers only generated names", async () => {
      expect(await storage.renditionsComplete()).toBe(false);
      await storage.markRenditionsComplete();
      expect(await storage.renditionsComplete()).toBe(true);
      expect(await keysIn()).toEqual([".renditions"]);
      expect(await storage.open(".renditions")).toBeNull();
      expect(await storage.find("../.renditions")).toBeNull();
    });

    it("copies an image under a new public id", async () => {
      const image = await storage.saveImage("products", await png(500, 400));
      const copy = await storage.copyImage(image);
      expect(copy.publicId).not.toBe(image.publicId);
      for (const [a, b] of image.variants.map((v, i) => [v.file, copy.variants[i].file])) {
        expect((await bytesOf(b))!.equals((await bytesOf(a))!)).toBe(true);
      }
    });
  });
});

/**
 * The admin product calls of /api/bel over HTTP, against the production build (whose server also
 * checks every answer against the registry's schemas): the answers' shapes checked here
 * with the same named components, data-URL images accepted and refused, who may call them, and
 * uploads an attacker would try — each refused with a 4xx, the product unchanged, the server
 * healthy. (That a refused upload leaves no file behind is proven in tests/routes, where a test
 * has an uploads folder of its own; here other tests upload at the same time.)
 *
 * Products made here live in TEST_FAMILY and carry a word of the test's own in their name.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { z } from "zod";
import * as C from "../../app/api/components";
import { MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES, MAX_MULTIPART_BYTES } from "../../app/constants";
import {
  dataUrl,
  htmlJpegPolyglot,
  pdf,
  picture,
  pngBomb,
  svgWithScript,
  truncatedJpeg,
} from "../uploads";
import { createUser, sessionCookieHeader } from "./admin.fixtures";
import { clientAddress, json, signedIn } from "./api.client";
import { TEST_FAMILY, uniqueWord, withDb } from "./data";
import { PORT, UPLOADS_DIR } from "./environment.js";

const ProductAnswer = C.ok({ product: C.AdminProduct });
const ImagesAnswer = C.ok({ product: C.AdminProduct, message: z.string() });
const ListAnswer = C.ok({
  products: z.array(C.AdminProductListItem),
  total: z.int(),
  page: z.int(),
  pageCount: z.int(),
  resPerPage: z.int(),
});

/** Ids of TEST_FAMILY's branch loudspeaker-cables › pa-va-speaker-cables, and a spec pair. */
function ids() {
  return withDb((db) => {
    const id = (sql: string, ...args: string[]) =>
      (db.prepare(sql).get(...args) as { id: number }).id;
    const category = (slug: string) => id("SELECT id FROM categories WHERE slug = ?", slug);
    const group = (slug: string) =>
      id("SELECT id FROM specifications WHERE slug = ? AND parent_id IS NULL", slug);
    const value = (groupSlug: string, slug: string) =>
      id(
        "SELECT v.id FROM specifications v JOIN specifications g ON g.id = v.parent_id WHERE g.slug = ? AND v.slug = ?",
        groupSlug,
        slug,
      );
    return {
      family: category(TEST_FAMILY),
      loudspeaker: category("loudspeaker-cables"),
      pava: category("pa-va-speaker-cables"),
      microphone: category("microphone-balanced-cables"),
      sheath: group("sheath-material"),
      lszh: value("sheath-material", "lszh"),
      pvc: value("sheath-material", "pvc"),
      cores: group("number-of-cores"),
      twoCore: value("number-of-cores", "2-core"),
      datasheet: id("SELECT min(id) AS id FROM datasheets"),
    };
  });
}

async function body(name: string, overrides: Record<string, unknown> = {}) {
  const t = ids();
  return {
    name,
    category: String(t.family),
    subcategory: String(t.loudspeaker),
    subSubcategory: String(t.pava),
    datasheet: String(t.datasheet),
    description: "A speaker cable made by an API test.",
    imagealt: `${name} on a drum`,
    shortdescription: `API-${name.slice(-8)}`,
    seo_title: name,
    seo_description: "Made by a test.",
    images: [dataUrl(await picture("png")), dataUrl(await picture("jpeg"), "image/jpeg")],
    specifications: [
      { specId: String(t.sheath), value: String(t.lszh) },
      { specId: t.cores, value: t.twoCore },
    ],
    ...overrides,
  };
}

const countNamed = (name: string) =>
  withDb(
    (db) =>
      (db.prepare("SELECT count(*) AS n FROM products WHERE name = ?").get(name) as { n: number })
        .n,
  );

test("a visitor gets 401 from every admin product call; another site's writes get 403", async ({
  request,
  playwright,
  baseURL,
}) => {
  const calls: [string, string][] = [
    ["GET", "/api/bel/admin/products"],
    ["POST", "/api/bel/admin/product"],
    ["GET", "/api/bel/admin/products/anything"],
    ["PUT", "/api/bel/admin/products/anything"],
    ["DELETE", "/api/bel/admin/products/1"],
    ["PUT", "/api/bel/admin/products/anything/upload_images"],
    ["PUT", "/api/bel/admin/products/anything/delete_image"],
  ];
  for (const [method, url] of calls) {
    const answer = await json(
      await request.fetch(url, { method, ...(method === "GET" ? {} : { data: {} }) }),
      C.ErrorAnswer,
      401,
    );
    expect(answer.message, `${method} ${url}`).toBe("Please sign in to access this resource");
  }
  const manager = await signedIn(playwright, baseURL, "manager");
  await json(
    await manager.post("/api/bel/admin/product", {
      data: await body(`Foreign ${uniqueWord()}`),
      headers: { Origin: "https://evil.example" },
    }),
    C.ErrorAnswer,
    403,
  );
  await manager.dispose();
});

test("a manager creates, reads, lists, updates, re-illustrates and deletes a product: the registry's shapes", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await signedIn(playwright, baseURL, "manager");
  const t = ids();
  const word = uniqueWord();
  const name = `Api speaker flex ${word}`;

  const { product } = await json(
    await api.post("/api/bel/admin/product", { data: await body(name) }),
    ProductAnswer,
    201,
  );
  expect(product).toMatchObject({
    name,
    slug: `api-speaker-flex-${word}`,
    category: { _id: String(t.family) },
    subcategory: { _id: String(t.loudspeaker) },
    subSubcategory: { _id: String(t.pava), name: "PA/VA & 100 V Line Cables" },
    datasheet: String(t.datasheet),
    specifications: [
      { specId: { _id: String(t.cores), title: "Number of Cores" }, value: { title: "2 Core" } },
      { specId: { _id: String(t.sheath) }, value: { _id: String(t.lszh) } },
    ],
    reviews: [],
  });
  expect(product.images).toHaveLength(2);
  for (const image of product.images) {
    const file = await api.get(image.url);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/webp");
  }

  // The list: the page's search, sort and paging, with the original client's alias.
  const list = await json(
    await api.get(`/api/bel/admin/products?q=${word}&sort=name&category=${t.family}`),
    ListAnswer,
  );
  expect(list).toMatchObject({ total: 1, page: 1, pageCount: 1, resPerPage: 25 });
  expect(list.products[0]).toMatchObject({
    _id: product._id,
    index: 1,
    subSubCategory: product.subSubcategory,
  });
  const big = await json(await api.get("/api/bel/admin/products?page=2&sort=reviews"), ListAnswer);
  expect(big.products[0].index).toBe(26);

  // The public list item carries the datasheet too.
  const publicList = await (await api.get(`/api/bel/products?keyword=${word}`)).json();
  expect(publicList.products[0].datasheet).toMatchObject({ _id: String(t.datasheet) });

  // Read by slug and by id.
  for (const key of [product.slug, product._id]) {
    const read = await json(await api.get(`/api/bel/admin/products/${key}`), ProductAnswer);
    expect(read.product._id).toBe(product._id);
  }

  // Update as JSON: a new name (and slug), specifications left out stay.
  const renamed = `Api speaker flex pvc ${word}`;
  const updated = await json(
    await api.put(`/api/bel/admin/products/${product.slug}`, {
      data: { ...(await body(renamed)), images: undefined, specifications: undefined },
    }),
    ProductAnswer,
  );
  expect(updated.product).toMatchObject({ slug: `api-speaker-flex-pvc-${word}` });
  expect(updated.product.specifications).toHaveLength(2);
  const redirect = await api.get(`/products/${product.slug}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()["location"]).toBe(`/products/${updated.product.slug}`);

  // Update as form data: another subcategory, no sub-subcategory, the specifications emptied.
  const asForm = await json(
    await api.put(`/api/bel/admin/products/${updated.product.slug}`, {
      form: {
        name: renamed,
        category: String(t.family),
        subcategory: String(t.microphone),
        subSubcategory: "",
        description: "Moved.",
        "specifications[0].specId": String(t.sheath),
        "specifications[0].value": "",
      },
    }),
    ProductAnswer,
  );
  expect(asForm.product).toMatchObject({
    subcategory: { _id: String(t.microphone) },
    subSubcategory: null,
    datasheet: null,
    specifications: [],
  });

  // Images: data URLs, then a multipart file; delete one by its public_id.
  const withThird = await json(
    await api.put(`/api/bel/admin/products/${product._id}/upload_images`, {
      data: { images: [dataUrl(await picture("webp"), "image/webp")] },
    }),
    ImagesAnswer,
  );
  expect(withThird.message).toBe("Images uploaded successfully");
  expect(withThird.product.images).toHaveLength(3);
  const withFourth = await json(
    await api.put(`/api/bel/admin/products/${product._id}/upload_images`, {
      multipart: {
        images: { name: "drum.png", mimeType: "image/png", buffer: await picture("png") },
      },
    }),
    ImagesAnswer,
  );
  expect(withFourth.product.images).toHaveLength(4);
  const [first] = withFourth.product.images;
  const afterDelete = await json(
    await api.put(`/api/bel/admin/products/${product._id}/delete_image`, {
      data: { imgId: first.public_id },
    }),
    ImagesAnswer,
  );
  expect(afterDelete.message).toBe("Image deleted successfully");
  expect(afterDelete.product.images.map((i) => i._id)).not.toContain(first._id);
  expect((await api.get(first.url)).status()).toBe(404);

  // Delete by _id.
  expect(
    await json(await api.delete(`/api/bel/admin/products/${product._id}`), C.MessageAnswer),
  ).toEqual({ success: true, message: "Product deleted successfully" });
  await json(await api.get(`/api/bel/admin/products/${product._id}`), C.ErrorAnswer, 404);
  // It is in the bin, with its files, until it is purged (docs/admin.md, Bin).
  const bin = await json(
    await api.get(`/api/bel/admin/bin?q=${word}`),
    C.ok({ products: z.array(C.BinnedProduct), ...C.pageFields }),
  );
  expect(bin.products.map((p) => p._id)).toEqual([product._id]);
  expect((await api.get(withFourth.product.images[1].url)).status()).toBe(200);
  await api.dispose();
});

test("an admin may too; unknown products are 404; bad input is a 400 with field errors", async ({
  playwright,
  baseURL,
}) => {
  const api = await signedIn(playwright, baseURL, "admin");
  const name = `Api admin flex ${uniqueWord()}`;
  const made = await json(
    await api.post("/api/bel/admin/product", { data: await body(name) }),
    ProductAnswer,
    201,
  );
  for (const [method, url, data] of [
    ["GET", "/api/bel/admin/products/no-such-product", undefined],
    ["PUT", "/api/bel/admin/products/no-such-product", await body("Nothing")],
    ["DELETE", "/api/bel/admin/products/no-such-product", undefined],
    [
      "PUT",
      "/api/bel/admin/products/no-such-product/upload_images",
      { images: [dataUrl(await picture())] },
    ],
    ["PUT", "/api/bel/admin/products/no-such-product/delete_image", { imgId: "abc" }],
    ["PUT", `/api/bel/admin/products/${made.product.slug}/delete_image`, { imgId: "not-an-image" }],
  ] as const) {
    await json(await api.fetch(url, { method, data }), C.ErrorAnswer, 404);
  }
  const invalid = await json(
    await api.post("/api/bel/admin/product", {
      data: { name: "", category: "not-an-id", subSubcategory: 12.5, images: "one.png" },
    }),
    C.ErrorAnswer,
    400,
  );
  expect(invalid.errors).toEqual({
    name: ["Please fill all required fields"],
    category: ["Please fill all required fields"],
    subSubcategory: ["Please choose a sub-subcategory from the list"],
    description: ["Please fill all required fields"],
    images: ["Please upload at least one image"],
  });
  const branch = await json(
    await api.put(`/api/bel/admin/products/${made.product.slug}`, {
      data: { ...(await body(name)), subcategory: null, images: undefined },
    }),
    C.ErrorAnswer,
    400,
  );
  expect(branch.errors).toEqual({
    subcategory: ["Please choose the subcategory of this sub-subcategory"],
  });
  expect(
    await json(await api.delete(`/api/bel/admin/products/${made.product.slug}`), C.MessageAnswer),
  ).toEqual({ success: true, message: "Product deleted successfully" });
  await api.dispose();
});

test("data-URL images: accepted by content; wrong type, SVG, oversize and not-base64 refused", async ({
  playwright,
  baseURL,
}) => {
  const api = await signedIn(playwright, baseURL, "manager");
  const word = uniqueWord();
  // A PNG sent as image/jpeg is a PNG: the content decides.
  const accepted = await json(
    await api.post("/api/bel/admin/product", {
      data: await body(`Api content ${word}`, {
        images: [dataUrl(await picture("png"), "image/jpeg")],
      }),
    }),
    ProductAnswer,
    201,
  );
  expect(accepted.product.images).toHaveLength(1);
  const refused: [string, string, number][] = [
    ["wrong type", dataUrl(Buffer.from("plain text, not a picture"), "text/plain"), 415],
    ["SVG", dataUrl(svgWithScript(), "image/svg+xml"), 415],
    ["oversize", dataUrl(Buffer.alloc(10 * 1024 * 1024 + 1, 9), "image/png"), 413],
    ["not base64", "data:image/png;base64,@@@@not*base64@@@@", 400],
  ];
  for (const [kind, image, status] of refused) {
    const name = `Api refused ${kind} ${word}`;
    const answer = await json(
      await api.post("/api/bel/admin/product", {
        data: await body(name, { images: [dataUrl(await picture()), image] }),
      }),
      C.ErrorAnswer,
      status,
    );
    expect(answer.errors?.images?.[0], kind).toEqual(expect.any(String));
    expect(countNamed(name), kind).toBe(0);
  }
  await api.delete(`/api/bel/admin/products/${accepted.product._id}`);
  await api.dispose();
});

test("an AVIF picture is accepted by its content, whatever its name and type, and stored as the WebP renditions", async ({
  playwright,
  baseURL,
}) => {
  const api = await signedIn(playwright, baseURL, "manager");
  const made = await json(
    await api.post("/api/bel/admin/product", { data: await body(`Api avif ${uniqueWord()}`) }),
    ProductAnswer,
    201,
  );
  const upload = `/api/bel/admin/products/${made.product.slug}/upload_images`;
  const avif = await picture("avif", { width: 1280, height: 960, color: "#10a010" });
  expect(avif.subarray(4, 12).toString("latin1")).toBe("ftypavif");
  // Named and typed as something else: the bytes decide, by multipart and by data URL alike.
  const viaForm = await json(
    await api.put(upload, {
      multipart: {
        images: { name: "photo.jpg", mimeType: "application/octet-stream", buffer: avif },
      },
    }),
    ImagesAnswer,
  );
  const viaJson = await json(
    await api.put(upload, { data: { images: [dataUrl(avif, "image/png")] } }),
    ImagesAnswer,
  );
  expect(viaJson.product.images.map((i) => i._id)).toEqual([
    ...viaForm.product.images.map((i) => i._id),
    expect.any(String),
  ]);
  const added = viaJson.product.images.slice(made.product.images.length);
  expect(added).toHaveLength(2);

  for (const image of added) {
    // Six WebP renditions under the generated name, with their sizes, and nothing else.
    const row = withDb(
      (db) =>
        db
          .prepare("SELECT file, width, height, variants FROM product_images WHERE public_id = ?")
          .get(image.public_id) as {
          file: string;
          width: number;
          height: number;
          variants: string;
        },
    );
    expect(image.public_id).toMatch(/^[0-9a-f]{24}$/);
    const variants = JSON.parse(row.variants) as { width: number; height: number; file: string }[];
    expect(variants).toEqual(
      [
        [240, 180],
        [360, 270],
        [480, 360],
        [640, 480],
        [800, 600],
        [1024, 768],
      ].map(([width, height]) => ({
        width,
        height,
        file: `products/${image.public_id}-${width}.webp`,
      })),
    );
    expect(row).toMatchObject({ file: `products/${image.public_id}-1024.webp`, width: 1024 });
    expect(
      fs
        .readdirSync(path.join(UPLOADS_DIR, "products"))
        .filter((f) => f.startsWith(image.public_id))
        .sort(),
    ).toEqual(variants.map((v) => path.basename(v.file)).sort());
    for (const variant of variants) {
      const meta = await sharp(path.join(UPLOADS_DIR, variant.file)).metadata();
      expect(meta).toMatchObject({ format: "webp", width: variant.width, height: variant.height });
    }
    // Served as WebP from its URL.
    const served = await api.get(image.url);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const bytes = await served.body();
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  }
  await api.delete(`/api/bel/admin/products/${made.product._id}`);
  await api.dispose();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; json: unknown };

/**
 * A multipart body of parts of `sizes` bytes (files in the field `images`) for `path`.
 *
 * - `declared`: only the headers go, with the body's Content-Length; a server that refuses it
 *   before reading answers at once (one that waited for the body would never answer).
 * - `streamed`: no Content-Length, the body in 1 MB chunks (chunked): only the streaming parser
 *   can tell it is too large. Writing stops once the server answers.
 */
function sendMultipart(
  path: string,
  cookie: string,
  sizes: number[],
  mode: "declared" | "streamed",
): Promise<Answer> {
  const boundary = `----e2e${randomBytes(8).toString("hex")}`;
  const head = (i: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="part-${i}.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
  const crlf = Buffer.from("\r\n");
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length =
    sizes.reduce((n, size, i) => n + head(i).length + size + crlf.length, 0) + tail.length;
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  function* pieces() {
    for (const [i, size] of sizes.entries()) {
      yield head(i);
      for (let left = size; left > 0; left -= chunk.length) yield chunk.subarray(0, left);
      yield crlf;
    }
    yield tail;
  }
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({
      host: "127.0.0.1",
      port: PORT,
      method: "PUT",
      path,
      headers: {
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "X-Forwarded-For": clientAddress(),
        ...(mode === "declared" ? { "Content-Length": String(length) } : {}),
      },
    });
    request.on("response", (response) => {
      answered = true;
      const body: Buffer[] = [];
      response.on("data", (data: Buffer) => body.push(data));
      response.on("error", reject);
      response.on("end", () => {
        request.destroy();
        const text = Buffer.concat(body).toString("utf8");
        try {
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            json: JSON.parse(text),
          });
        } catch {
          reject(new Error(`Not JSON (${response.statusCode}): ${text.slice(0, 200)}`));
        }
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (mode === "declared") return void request.flushHeaders();
    const next = pieces();
    const write = () => {
      while (!answered) {
        const piece = next.next();
        if (piece.done) return void request.end();
        if (!request.write(piece.value)) return void request.once("drain", write);
      }
    };
    write();
  });
}

test("the multipart reader's limits: a body over 64 MB in all (declared or streamed) and 13 files are refused with a clear JSON answer, the server healthy", async ({
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await signedIn(playwright, baseURL, "manager");
  const made = await json(
    await api.post("/api/bel/admin/product", { data: await body(`Api limits ${uniqueWord()}`) }),
    ProductAnswer,
    201,
  );
  const upload = `/api/bel/admin/products/${made.product.slug}/upload_images`;
  const cookie = await sessionCookieHeader(createUser("manager"));
  const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

  // Files each within their own limit, together just over the whole body's: the parser
  // refuses the streamed body once it has read 64 MB, when little of it is left to send.
  const total = MAX_MULTIPART_BYTES + 64 * 1024;
  const count = Math.ceil(total / (MAX_IMAGE_BYTES - 1024 * 1024));
  const sizes = Array.from({ length: count }, () => Math.ceil(total / count));
  expect(count).toBeLessThanOrEqual(MAX_FILES_PER_REQUEST);
  expect(Math.max(...sizes)).toBeLessThan(MAX_IMAGE_BYTES);
  const tooLarge = {
    success: false,
    message: `Request body is too large (${mb(MAX_MULTIPART_BYTES)} at most)`,
  };
  for (const mode of ["declared", "streamed"] as const) {
    const answer = await sendMultipart(upload, cookie, sizes, mode);
    expect(answer.status, mode).toBe(413);
    expect(answer.headers["content-type"], mode).toMatch(/^application\/json/);
    expect(answer.json, mode).toEqual(tooLarge);
  }

  // One file more than a request may carry, each a real (small) picture.
  const small = await picture("png", { width: 64, height: 48 });
  const files = new FormData();
  for (let i = 0; i <= MAX_FILES_PER_REQUEST; i++)
    files.append("images", new File([new Uint8Array(small)], `p${i}.png`, { type: "image/png" }));
  const tooMany = await api.put(upload, { multipart: files });
  expect(tooMany.status()).toBe(413);
  expect(await tooMany.json()).toEqual({
    success: false,
    message: "Too many files or fields in one request",
  });

  // Nothing stored, and the server takes the next upload as usual.
  const after = await json(
    await api.get(`/api/bel/admin/products/${made.product._id}`),
    ProductAnswer,
  );
  expect(after.product.images).toEqual(made.product.images);
  const health = await request.get("/healthcheck");
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe("ok");
  const accepted = await json(
    await api.put(upload, {
      multipart: { images: { name: "ok.png", mimeType: "image/png", buffer: small } },
    }),
    ImagesAnswer,
  );
  expect(accepted.product.images).toHaveLength(made.product.images.length + 1);
  await api.delete(`/api/bel/admin/products/${made.product._id}`);
  await api.dispose();
});

test("upload attacks are refused with a 4xx, the product unchanged, the server healthy", async ({
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await signedIn(playwright, baseURL, "manager");
  const made = await json(
    await api.post("/api/bel/admin/product", { data: await body(`Api target ${uniqueWord()}`) }),
    ProductAnswer,
    201,
  );
  const upload = `/api/bel/admin/products/${made.product.slug}/upload_images`;
  const attacks: [string, { name: string; mimeType: string; buffer: Buffer }, number][] = [
    [
      "SVG with a script",
      { name: "logo.svg", mimeType: "image/svg+xml", buffer: svgWithScript() },
      415,
    ],
    [
      "HTML/JPEG polyglot",
      { name: "photo.jpg", mimeType: "image/jpeg", buffer: await htmlJpegPolyglot() },
      415,
    ],
    ["PDF renamed .jpg", { name: "photo.jpg", mimeType: "image/jpeg", buffer: await pdf() }, 415],
    [
      "20,000 × 20,000 PNG bomb",
      { name: "bomb.png", mimeType: "image/png", buffer: pngBomb() },
      413,
    ],
    [
      "truncated JPEG",
      { name: "cut.jpg", mimeType: "image/jpeg", buffer: await truncatedJpeg() },
      400,
    ],
    [
      "a ../ name",
      {
        name: "../../../build/index.js",
        mimeType: "image/png",
        buffer: Buffer.from("<html><script>1</script></html>"),
      },
      415,
    ],
  ];
  for (const [kind, file, status] of attacks) {
    const viaForm = await json(
      await api.put(upload, { multipart: { images: file } }),
      C.ErrorAnswer,
      status,
    );
    expect(viaForm.errors?.images?.[0], kind).toEqual(expect.any(String));
    await json(
      await api.put(upload, { data: { images: [dataUrl(file.buffer, file.mimeType)] } }),
      C.ErrorAnswer,
      status,
    );
  }
  const after = await json(
    await api.get(`/api/bel/admin/products/${made.product._id}`),
    ProductAnswer,
  );
  expect(after.product.images).toEqual(made.product.images);
  const health = await request.get("/healthcheck");
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe("ok");
  await api.delete(`/api/bel/admin/products/${made.product._id}`);
  await api.dispose();
});

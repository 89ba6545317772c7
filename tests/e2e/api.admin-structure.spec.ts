/**
 * The staff /api/bel calls of the catalogue's structure, over HTTP against the production build
 * (which checks every answer against the registry's schema too): multipart bodies where the
 * original sends form data, JSON elsewhere, the answers' shapes, 401 and the cross-site 403,
 * JSON 404s (a missing id included), field errors, 413 for an oversize file and 415 for files
 * that only pretend to be PDFs. Every name carries the test's own word.
 */
import {
  expect,
  test,
  type APIRequest,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import * as S from "./api.shapes";
import { createUser, sessionCookieHeader } from "./admin.fixtures";
import { clientAddress, json } from "./api.client";
import { createProducts, uniqueWord, withDb } from "./data";
import {
  htmlBytes,
  oversizeBytes,
  pdfBytes,
  pngBytes,
  scriptedPdfBytes,
  dataUrl,
} from "../sample-files";

const MB = 1024 * 1024;

/** A request context signed in as a manager of the test's own (a session row and its cookie). */
async function staff(playwright: { request: APIRequest }, baseURL: string) {
  const cookie = await sessionCookieHeader(createUser("manager"));
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: cookie, "X-Forwarded-For": clientAddress() },
  });
}

const file = (name: string, mimeType: string, buffer: Uint8Array) => ({
  name,
  mimeType,
  buffer: Buffer.from(buffer),
});

let api: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL }) => {
  api = await staff(playwright, baseURL!);
});
test.afterEach(async () => {
  await api.dispose();
});

test("categories: create (multipart and JSON), read, rename, new image, refused and allowed deletes", async ({
  request,
}) => {
  const word = uniqueWord();
  expect((await request.get("/api/bel/admin/category")).status()).toBe(401);

  const top = await json(
    await api.post("/api/bel/admin/category/new", {
      multipart: {
        name: `Optic ${word}`,
        categoryImage: file("tile.png", "image/png", await pngBytes()),
      },
    }),
    S.CategoryAnswer,
    201,
  );
  expect(top).toMatchObject({
    message: "Category created successfully",
    category: { name: `Optic ${word}`, slug: `optic-${word}`, level: 1, parentId: null },
  });
  expect(top.category.categoryImage).toMatch(/\/uploads\/categories\/[0-9a-f]{24}-\d+\.webp$/);
  expect((await request.get(top.category.categoryImage)).headers()["content-type"]).toBe(
    "image/webp",
  );
  const sub = await json(
    await api.post("/api/bel/admin/category/new", {
      data: { name: `Patch ${word}`, parentId: top.category._id },
    }),
    S.CategoryAnswer,
    201,
  );
  expect(sub.category).toMatchObject({ level: 2, parentId: top.category._id });

  const tree = await json(await api.get("/api/bel/admin/category"), S.CategoryListAnswer);
  expect(tree.categoryList.find((c) => c._id === top.category._id)?.children).toEqual([
    { _id: sub.category._id, name: `Patch ${word}`, slug: `patch-${word}`, children: [] },
  ]);
  const details = await json(
    await api.get(`/api/bel/admin/category/details/${sub.category._id}`),
    S.CategoryDetailsAnswer,
  );
  expect(details.category).toEqual(sub.category);
  // A missing or unknown id is a JSON 404, not an error page.
  for (const path of [
    "/api/bel/admin/category/details/",
    "/api/bel/admin/category/details/999999",
  ]) {
    expect(await json(await api.get(path), S.ErrorAnswer, 404)).toEqual({
      success: false,
      message: "Category not found",
    });
  }

  const renamed = await json(
    await api.put(`/api/bel/admin/category/${sub.category._id}`, {
      data: { name: `Patch Leads ${word}`, intro: "Short leads." },
    }),
    S.CategoryAnswer,
  );
  expect(renamed.category).toMatchObject({ name: `Patch Leads ${word}`, intro: "Short leads." });
  const blank = await json(
    await api.put(`/api/bel/admin/category/${sub.category._id}`, { data: { name: "" } }),
    S.ErrorAnswer,
    400,
  );
  expect(blank.errors).toEqual({ name: ["Category name cannot be empty"] });

  const image = await json(
    await api.put(`/api/bel/admin/category/${top.category._id}/update_image`, {
      multipart: { images: file("new.png", "image/png", await pngBytes(200, 200, "#ff8800")) },
    }),
    S.CategoryAnswer,
  );
  expect(image.message).toBe("Images updated successfully");
  expect(image.category.categoryImage).not.toBe(top.category.categoryImage);
  expect((await request.get(top.category.categoryImage)).status()).toBe(404);

  const held = await json(
    await api.delete(`/api/bel/admin/category/${top.category._id}`),
    S.ErrorAnswer,
    409,
  );
  expect(held.message).toBe(
    `“Optic ${word}” cannot be deleted: it still holds 1 subcategory. Move or delete them first.`,
  );
  expect(
    await json(await api.delete(`/api/bel/admin/category/${sub.category._id}`), S.MessageAnswer),
  ).toEqual({ success: true, message: "Subcategory deleted successfully" });
  expect(
    await json(await api.delete(`/api/bel/admin/category/${top.category._id}`), S.MessageAnswer),
  ).toEqual({ success: true, message: "Category deleted successfully" });
  await json(await api.delete(`/api/bel/admin/category/${top.category._id}`), S.ErrorAnswer, 404);

  const foreign = await api.post("/api/bel/admin/category/new", {
    data: { name: "x" },
    headers: { Origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
});

test("specifications: a group and a value (JSON), details, rename, delete with the products it leaves", async ({
  request,
}) => {
  const word = uniqueWord();
  expect((await request.get("/api/bel/admin/fields")).status()).toBe(401);
  const group = await json(
    await api.post("/api/bel/admin/field/new", { data: { title: `Armour ${word}` } }),
    S.SpecificationAnswer,
    201,
  );
  expect(group.message).toBe("Specification created successfully!!!");
  const value = await json(
    await api.post("/api/bel/admin/field/new", {
      data: { title: "Steel Wire", parentId: group.specification._id },
    }),
    S.SpecificationAnswer,
    201,
  );
  const [product] = createProducts(word, [{}]);
  withDb((db) =>
    db
      .prepare(
        "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
      )
      .run(product.id, Number(group.specification._id), Number(value.specification._id)),
  );
  const all = await json(await api.get("/api/bel/admin/fields"), S.FieldsAnswer);
  expect(all.specifications.find((g) => g._id === group.specification._id)?.children).toEqual([
    { _id: value.specification._id, title: "Steel Wire", slug: "steel-wire" },
  ]);
  const details = await json(
    await api.get(`/api/bel/admin/field/details/${group.specification._id}`),
    S.SpecificationDetailsAnswer,
  );
  expect(details.specification).toMatchObject({ products: 1, children: [{ title: "Steel Wire" }] });
  await json(await api.get("/api/bel/admin/field/details/"), S.ErrorAnswer, 404);

  const renamed = await json(
    await api.put(`/api/bel/admin/field/${value.specification._id}`, {
      data: { title: "Galvanised Steel Wire" },
    }),
    S.SpecificationAnswer,
  );
  expect(renamed.message).toBe("Specification updated successfully!!!");
  // The storefront's search and filters follow at once.
  const found = await json(
    await request.get(`/api/bel/products?keyword=galvanised ${word}`),
    S.ProductListAnswer,
  );
  expect(found.products.map((p) => p.slug)).toEqual([product.slug]);
  const blank = await json(
    await api.put(`/api/bel/admin/field/${value.specification._id}`, { data: { title: " " } }),
    S.ErrorAnswer,
    400,
  );
  expect(blank.errors).toEqual({ title: ["Title field must be filled."] });

  expect(
    await json(
      await api.delete(`/api/bel/admin/field/${group.specification._id}`),
      S.SpecificationDeletedAnswer,
    ),
  ).toEqual({ success: true, message: "Spec deleted successfully", products: 1 });
  const after = await json(await request.get(`/api/bel/products/${product.slug}`), S.ProductAnswer);
  expect(after.product.specifications).toEqual([]);
});

test("datasheets: a PDF by multipart and by data URL, served inline with its title; fakes refused (415), oversize refused (413)", async ({
  request,
}) => {
  const word = uniqueWord();
  expect((await request.get("/api/bel/admin/datasheets")).status()).toBe(401);
  const created = await json(
    await api.post("/api/bel/admin/datasheet/new", {
      multipart: {
        title: `Câble ${word} “10 mm”`,
        datasheet: file("sheet.pdf", "application/pdf", await pdfBytes(word)),
      },
    }),
    S.DatasheetAnswer,
    201,
  );
  expect(created.message).toBe("Datasheet uploaded successfully!!!");
  const served = await request.get(created.datasheet.datasheet);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-disposition"]).toBe(
    `inline; filename="Cable ${word} _10 mm_.pdf"; filename*=UTF-8''C%C3%A2ble%20${word}%20%E2%80%9C10%20mm%E2%80%9D.pdf`,
  );
  const byJson = await json(
    await api.post("/api/bel/admin/datasheet/new", {
      data: { title: `Sheet ${word} 2`, datasheet: dataUrl(await pdfBytes(), "application/pdf") },
    }),
    S.DatasheetAnswer,
    201,
  );
  const list = await json(await api.get("/api/bel/admin/datasheets"), S.DatasheetsAnswer);
  expect(list.datasheets.filter((d) => d.title.includes(word)).map((d) => d._id)).toEqual([
    created.datasheet._id,
    byJson.datasheet._id,
  ]);

  const refusals: [string, Uint8Array, number, string][] = [
    ["fake.pdf", htmlBytes(), 415, "The file is not a PDF"],
    [
      "script.pdf",
      await scriptedPdfBytes(),
      415,
      "PDFs with scripts, launch actions or embedded files are not accepted",
    ],
  ];
  for (const [name, bytes, status, message] of refusals) {
    const refused = await json(
      await api.post("/api/bel/admin/datasheet/new", {
        multipart: { title: `Refused ${word}`, datasheet: file(name, "application/pdf", bytes) },
      }),
      S.ErrorAnswer,
      status,
    );
    expect(refused).toEqual({ success: false, message, errors: { datasheet: [message] } });
  }
  const oversize = await api.post("/api/bel/admin/datasheet/new", {
    multipart: {
      title: `Huge ${word}`,
      datasheet: file("huge.pdf", "application/pdf", oversizeBytes(20 * MB + 1)),
    },
  });
  expect(oversize.status()).toBe(413);
  expect(await oversize.json()).toEqual({ success: false, message: "A file is larger than 20 MB" });
  expect(
    withDb((db) =>
      db.prepare("SELECT count(*) AS n FROM datasheets WHERE title LIKE ?").get(`%${word}%`),
    ),
  ).toEqual({ n: 2 });

  // Deleting one that a product links leaves the product without a datasheet.
  const [product] = createProducts(word, [{}]);
  withDb((db) =>
    db
      .prepare("UPDATE products SET datasheet_id = ? WHERE id = ?")
      .run(Number(created.datasheet._id), product.id),
  );
  expect(
    await json(
      await api.delete(`/api/bel/admin/datasheet/${created.datasheet._id}`),
      S.DatasheetDeletedAnswer,
    ),
  ).toEqual({ success: true, message: "Datasheet deleted successfully!!!", products: 1 });
  expect(
    (await json(await request.get(`/api/bel/products/${product.slug}`), S.ProductAnswer)).product
      .datasheet,
  ).toBeNull();
  await json(
    await api.delete(`/api/bel/admin/datasheet/${created.datasheet._id}`),
    S.ErrorAnswer,
    404,
  );
});

test("certificates: create (multipart and JSON), read, edit, image, delete the file, order, delete; the public list carries name", async ({
  request,
}) => {
  const word = uniqueWord();
  expect((await request.get("/api/bel/admin/certificate")).status()).toBe(401);
  const first = await json(
    await api.post("/api/bel/admin/certificate/new", {
      multipart: {
        title: `Mark ${word} A`,
        description: "Tested.",
        certificateImage: file("c.png", "image/png", await pngBytes()),
        certificateFile: file("c.pdf", "application/pdf", await pdfBytes()),
      },
    }),
    S.CertificateAnswer,
    201,
  );
  expect(first).toMatchObject({
    message: "Certificate created successfully",
    certification: { title: `Mark ${word} A`, name: `Mark ${word} A`, url: "" },
  });
  const second = await json(
    await api.post("/api/bel/admin/certificate/new", {
      data: { name: `Mark ${word} B`, description: "Also tested.", url: "https://example.com/b" },
    }),
    S.CertificateAnswer,
    201,
  );
  expect(second.certification.title).toBe(`Mark ${word} B`);
  const both = await json(
    await api.post("/api/bel/admin/certificate/new", {
      multipart: {
        title: `Both ${word}`,
        url: "https://example.com/x",
        certificateFile: file("c.pdf", "application/pdf", await pdfBytes()),
      },
    }),
    S.ErrorAnswer,
    400,
  );
  expect(both.message).toBe("Please provide only a file or a URL, not both.");
  const empty = await json(
    await api.post("/api/bel/admin/certificate/new", { multipart: { title: "", description: "" } }),
    S.ErrorAnswer,
    400,
  );
  expect(empty.message).toBe("Please fill all fields.");

  const id = first.certification._id;
  expect(
    (await json(await api.get(`/api/bel/admin/certificate/${id}`), S.CertificationAnswer))
      .certification,
  ).toEqual(first.certification);
  await json(await api.get("/api/bel/admin/certificate/999999"), S.ErrorAnswer, 404);

  const edited = await json(
    await api.put(`/api/bel/admin/certificate/${id}`, {
      multipart: { title: `Mark ${word} A2`, url: "https://example.com/a" },
    }),
    S.CertificateAnswer,
  );
  expect(edited).toMatchObject({
    message: "Certificate updated successfully",
    certification: { title: `Mark ${word} A2`, url: "https://example.com/a" },
  });
  const image = await json(
    await api.put(`/api/bel/admin/certificate/${id}/update_image`, {
      multipart: { certificateImage: file("n.png", "image/png", await pngBytes(100, 100)) },
    }),
    S.CertificateAnswer,
  );
  expect(image.message).toBe("Images updated successfully");
  const noFile = await json(
    await api.put(`/api/bel/admin/certificate/${id}/delete_file`),
    S.CertificateAnswer,
  );
  expect(noFile).toMatchObject({
    message: "Verification file deleted successfully",
    certification: { certificateFile: "" },
  });
  expect((await request.get(first.certification.certificateFile)).status()).toBe(404);

  // B before A: the public list (with name) follows.
  await json(
    await api.put(`/api/bel/admin/certificate/${second.certification._id}`, {
      data: { index: 0 },
    }),
    S.CertificateAnswer,
  );
  const publicList = await json(await request.get("/api/bel/certificate"), S.CertificatesAnswer);
  const mine = publicList.certificates.filter((c) => c.name.includes(word));
  // A's edit sent only a title: its name stays as it was.
  expect(mine.map((c) => [c.name, c.title])).toEqual([
    [`Mark ${word} B`, `Mark ${word} B`],
    [`Mark ${word} A`, `Mark ${word} A2`],
  ]);

  expect(await json(await api.delete(`/api/bel/admin/certificate/${id}`), S.MessageAnswer)).toEqual(
    { success: true, message: "Certificate deleted successfully" },
  );
  await json(await api.delete(`/api/bel/admin/certificate/${id}`), S.ErrorAnswer, 404);
});

test("certificates: an image over 10 MB or a verification file over 20 MB is refused with 413 and a clear message, by multipart and data URL, nothing stored", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  // A real PNG, padded past the image limit; a PDF header padded past the PDF limit.
  const png = await pngBytes();
  const hugeImage = new Uint8Array(10 * MB + 1);
  hugeImage.set(png);
  const hugePdf = oversizeBytes(20 * MB + 1);
  const image = file("c.png", "image/png", png);

  type Refusal = [string, () => Promise<APIResponse>, string, string | null];
  const tooLarge = (limit: string) => `The file is larger than ${limit}`;
  const creates: Refusal[] = [
    [
      "a multipart image",
      () =>
        api.post("/api/bel/admin/certificate/new", {
          multipart: {
            title: `Huge image ${word}`,
            description: "Too big.",
            certificateImage: file("huge.png", "image/png", hugeImage),
          },
        }),
      tooLarge("10 MB"),
      "certificateImage",
    ],
    [
      "a multipart file",
      () =>
        api.post("/api/bel/admin/certificate/new", {
          multipart: {
            title: `Huge file ${word}`,
            description: "Too big.",
            certificateImage: image,
            certificateFile: file("huge.pdf", "application/pdf", hugePdf),
          },
        }),
      // Refused by the body's reader, before any part is stored.
      "A file is larger than 20 MB",
      null,
    ],
    [
      "a data-URL image",
      () =>
        api.post("/api/bel/admin/certificate/new", {
          data: {
            title: `Huge image ${word} JSON`,
            description: "Too big.",
            certificateImage: dataUrl(hugeImage, "image/png"),
          },
        }),
      tooLarge("10 MB"),
      "certificateImage",
    ],
    [
      "a data-URL file",
      () =>
        api.post("/api/bel/admin/certificate/new", {
          data: {
            title: `Huge file ${word} JSON`,
            description: "Too big.",
            certificateImage: dataUrl(png, "image/png"),
            certificateFile: dataUrl(hugePdf, "application/pdf"),
          },
        }),
      tooLarge("20 MB"),
      "certificateFile",
    ],
  ];

  // A certificate of the test's own, for the edit and the image update.
  const made = await json(
    await api.post("/api/bel/admin/certificate/new", {
      multipart: {
        title: `Kept ${word}`,
        description: "Stays as it is.",
        certificateImage: image,
        certificateFile: file("c.pdf", "application/pdf", await pdfBytes(word)),
      },
    }),
    S.CertificateAnswer,
    201,
  );
  const id = made.certification._id;
  const updates: Refusal[] = [
    [
      "a multipart file on edit",
      () =>
        api.put(`/api/bel/admin/certificate/${id}`, {
          multipart: { certificateFile: file("huge.pdf", "application/pdf", hugePdf) },
        }),
      "A file is larger than 20 MB",
      null,
    ],
    [
      "a multipart image on the image update",
      () =>
        api.put(`/api/bel/admin/certificate/${id}/update_image`, {
          multipart: { certificateImage: file("huge.png", "image/png", hugeImage) },
        }),
      "A file is larger than 10 MB",
      null,
    ],
    [
      "a data-URL image on the image update",
      () =>
        api.put(`/api/bel/admin/certificate/${id}/update_image`, {
          data: { certificateImage: dataUrl(hugeImage, "image/png") },
        }),
      tooLarge("10 MB"),
      "certificateImage",
    ],
  ];

  for (const [kind, send, message, field] of [...creates, ...updates]) {
    const refused = await send();
    expect(refused.status(), kind).toBe(413);
    expect(refused.headers()["content-type"], kind).toMatch(/^application\/json/);
    expect(await refused.json(), kind).toEqual({
      success: false,
      message,
      ...(field ? { errors: { [field]: [message] } } : {}),
    });
  }

  // Nothing new stored, the kept certificate as it was, and the server still answers.
  expect(
    withDb((db) =>
      db.prepare("SELECT title FROM certificates WHERE title LIKE ? ORDER BY id").all(`%${word}%`),
    ),
  ).toEqual([{ title: `Kept ${word}` }]);
  // Its place in the list aside: the journey above reorders certificates at the same time.
  const { index: _now, ...kept } = (
    await json(await api.get(`/api/bel/admin/certificate/${id}`), S.CertificationAnswer)
  ).certification;
  const { index: _then, ...asMade } = made.certification;
  expect(kept).toEqual(asMade);
  expect((await request.get(made.certification.certificateFile)).status()).toBe(200);
  expect((await request.get("/healthcheck")).status()).toBe(200);
  await json(await api.delete(`/api/bel/admin/certificate/${id}`), S.MessageAnswer);
});

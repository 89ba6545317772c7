/**
 * The catalogue's files, as staff upload them and visitors then open them: datasheets (linked
 * from the product page and the technical library) and certificates (their verification file or
 * URL, and their order on /certification). Runs in the "js" and "no-js" projects; names carry
 * the test's own word. A product is made straight in the database, then given its datasheet
 * through the product form, as staff would.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./admin.fixtures";
import { createProducts, uniqueWord, withDb } from "./data";
import { hydrated } from "./hydration";
import { htmlBytes, pdfBytes, pngBytes } from "../sample-files";

const pdf = async (text: string) => ({
  name: "document.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(await pdfBytes(text)),
});

test("datasheets: upload a PDF (a fake one is refused), link it to a product in the product form, open it from the product page and the technical library, delete it", async ({
  page,
  login,
}) => {
  const word = uniqueWord();
  const title = `Datasheet ${word}`;
  await login("manager");
  await page.goto("/admin/datasheet");
  await page.getByRole("link", { name: "Add Datasheet" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Datasheet" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Datasheet (PDF)").setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(htmlBytes()),
  });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByText("The file is not a PDF")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await dialog.getByLabel("Datasheet (PDF)").setInputFiles(await pdf(title));
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Datasheet uploaded successfully!!!")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // A product of the test's own links it, chosen in the product form.
  const [product] = createProducts(word, [{ name: "Datasheet cable" }]);
  await page.goto(`/admin/products/${product.slug}`);
  const choice = page.getByLabel("Datasheet", { exact: true });
  await expect(choice).toHaveValue("");
  await choice.fill(title);
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Product updated successfully !!!")).toBeVisible();
  const file = withDb(
    (db) =>
      db
        .prepare(
          `SELECT d.file FROM products p JOIN datasheets d ON d.id = p.datasheet_id
           WHERE p.id = ? AND d.title = ?`,
        )
        .get(product.id, title) as { file: string } | undefined,
  )?.file;
  expect(file).toMatch(/^datasheets\/[0-9a-f]{24}\.pdf$/);
  await page.goto(`/admin/products/${product.slug}`);
  await expect(choice).toHaveValue(title);

  await page.goto(`/products/${product.slug}`);
  // (The page may show its actions in more than one place.)
  const links = page.getByRole("link", { name: /^Manufacturer's datasheet \(PDF\)/ });
  await expect(links.first()).toHaveAttribute("href", `/uploads/${file}`);
  for (const link of await links.all())
    await expect(link).toHaveAttribute("href", `/uploads/${file}`);
  const served = await page.request.get(`/uploads/${file}`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-disposition"]).toBe(`inline; filename="${title}.pdf"`);
  expect((await served.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto(`/technical-library?keyword=${word}`);
  await expect(page.getByRole("status")).toHaveText(`1 datasheet for "${word}"`);
  await expect(page.locator(".datasheet-card")).toHaveAttribute("href", `/uploads/${file}`);

  // Deleting it says how many products link it, and leaves them without one.
  await page.goto(`/admin/datasheet?q=${word}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Linked by 1 product");
  await row.getByLabel(`Delete ${title}`, { exact: true }).first().click();
  await expect(
    row.getByText("is linked by 1 product. Delete it? They will be left without a datasheet."),
  ).toBeVisible();
  await row.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Datasheet deleted successfully!!!")).toBeVisible();
  await expect(page.getByText("No datasheets available")).toBeVisible();
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("link", { name: /^Manufacturer's datasheet/ })).toHaveCount(0);
  expect((await page.request.get(`/uploads/${file}`)).status()).toBe(404);
});

const certificatePicture = async () => ({
  name: "certificate.png",
  mimeType: "image/png",
  buffer: Buffer.from(await pngBytes(300, 400, "#f4f1e8")),
});

/** A certificate's card on /certification (open there), by its title. */
const certificateCard = (page: Page, title: string) =>
  page.locator(".info-card").filter({ has: page.getByRole("heading", { name: title }) });

/**
 * Certificates made through the staff API one after another (each goes last), with a picture
 * and a verification file each: the starting point of a test about the screens, not its subject.
 */
async function createCertificates(page: Page, titles: string[]) {
  for (const title of titles) {
    const answer = await page.request.post("/api/bel/admin/certificate/new", {
      multipart: {
        title,
        description: "Tested to the standard.",
        certificateImage: await certificatePicture(),
        certificateFile: await pdf(title),
      },
    });
    expect(answer.status()).toBe(201);
  }
}

test("add a certificate with a verification file: an empty form is refused, a file and a URL together too; /certification shows its picture and its file", async ({
  page,
  login,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const word = uniqueWord();
  const first = `Approval ${word} A`;
  await login("manager");

  await page.goto("/admin/certificates");
  await page.getByRole("link", { name: "Add Certificate" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Certificate" });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Please fill all fields.")).toBeVisible();
  // With JavaScript, choosing a file disables the URL: the page must be hydrated to see it.
  await hydrated(page);
  await dialog.getByLabel("Title").fill(first);
  await dialog.getByLabel("Description").fill("Tested to the standard.");
  await dialog.getByLabel("Image", { exact: true }).setInputFiles(await certificatePicture());
  await dialog.getByLabel("Verification file (PDF)").setInputFiles(await pdf(first));
  if (js) {
    // Choosing a file disables the URL, and typing a URL the file input.
    await expect(dialog.getByLabel("Verification URL")).toBeDisabled();
  } else {
    // Without JavaScript both can be sent, and the server refuses both.
    await dialog.getByLabel("Verification URL").fill(`https://verify.example.com/${word}`);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText("Please provide only a file or a URL, not both.")).toBeVisible();
    await dialog.getByLabel("Verification URL").fill("");
    await dialog.getByLabel("Image", { exact: true }).setInputFiles(await certificatePicture());
    await dialog.getByLabel("Verification file (PDF)").setInputFiles(await pdf(first));
  }
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Certificate created successfully")).toBeVisible();

  await page.goto("/certification");
  const verify = certificateCard(page, first).getByRole("link", { name: /Verify/ });
  await expect(verify).toHaveAttribute("href", /^\/uploads\/certificates\/[0-9a-f]{24}\.pdf$/);
  await expect(certificateCard(page, first).getByRole("img")).toHaveAttribute(
    "src",
    /^\/uploads\/certificates\//,
  );
  const file = await verify.getAttribute("href");
  expect((await page.request.get(file!)).headers()["content-type"]).toBe("application/pdf");
});

test("a certificate's verification: a URL given beside the file becomes the link; the file deleted, the modal offers a file input again", async ({
  page,
  login,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const word = uniqueWord();
  const first = `Approval ${word} A`;
  const verifyUrl = `https://verify.example.com/${word}`;
  await login("manager");
  await createCertificates(page, [first]);
  await page.goto("/certification");
  const file = await certificateCard(page, first)
    .getByRole("link", { name: /Verify/ })
    .getAttribute("href");
  expect(file).toMatch(/^\/uploads\/certificates\/[0-9a-f]{24}\.pdf$/);

  // The edit modal shows the file (400 px high) and takes a URL beside it: the URL is the link.
  await page.goto(`/admin/certificates?q=${word}`);
  await page.getByRole("link", { name: `Edit ${first}` }).click();
  let dialog = page.getByRole("dialog", { name: "Edit Certificate" });
  const preview = dialog.locator(`iframe[title="Verification file of ${first}"]`);
  await expect(preview).toHaveAttribute("src", file!);
  expect(await preview.evaluate((el) => el.getBoundingClientRect().height)).toBe(400);
  await expect(dialog.getByLabel("Verification file (PDF)")).toHaveCount(0);
  await dialog.getByLabel("Verification URL").fill(verifyUrl);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Certificate updated successfully")).toBeVisible();
  await page.goto("/certification");
  await expect(certificateCard(page, first).getByRole("link", { name: /Verify/ })).toHaveAttribute(
    "href",
    verifyUrl,
  );

  // The file deleted: the modal stays open and offers a file input again.
  await page.goto(`/admin/certificates?q=${word}`);
  await page.getByRole("link", { name: `Edit ${first}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Certificate" });
  await dialog.getByRole("button", { name: "Delete file" }).click();
  await expect(page.getByText("Verification file deleted successfully")).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveCount(0);
  await expect(dialog.getByLabel("Verification URL")).toHaveValue(verifyUrl);
  await expect(dialog.getByLabel("Verification file (PDF)")).toBeVisible();
  if (js) await expect(dialog.getByLabel("Verification file (PDF)")).toBeDisabled();
  expect((await page.request.get(file!)).status()).toBe(404);
});

test("move a certificate up: /certification follows the admin's order", async ({ page, login }) => {
  const word = uniqueWord();
  const [first, second] = [`Approval ${word} A`, `Approval ${word} B`];
  await login("manager");
  await createCertificates(page, [first]);
  // The second with neither picture nor verification: a title and a description are enough.
  await page.goto("/admin/certificates?new");
  const dialog = page.getByRole("dialog", { name: "Add Certificate" });
  await dialog.getByLabel("Title").fill(second);
  await dialog.getByLabel("Description").fill("Another approval.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Certificate created successfully")).toBeVisible();
  const mine = async () =>
    (await page.locator(".info-card h2").allTextContents()).filter((t) => t.includes(word));
  await page.goto("/certification");
  expect(await mine()).toEqual([first, second]);

  // Searched for the test's word, the table shows only the two: one move puts the second before
  // the first, whatever other journeys add meanwhile.
  await page.goto(`/admin/certificates?q=${word}`);
  const rows = page.getByRole("row").filter({ hasText: word });
  await expect(rows).toHaveText([new RegExp(first), new RegExp(second)]);
  await expect(page.getByRole("button", { name: `Move ${first} up` })).toBeDisabled();
  await page.getByRole("button", { name: `Move ${second} up` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Certificate order updated" }),
  ).toBeVisible();
  await expect(rows).toHaveText([new RegExp(second), new RegExp(first)]);
  await expect(page.getByRole("button", { name: `Move ${second} up` })).toBeDisabled();
  await page.goto("/certification");
  expect(await mine()).toEqual([second, first]);
});

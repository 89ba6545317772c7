/**
 * "BEL Cables" is written once, as the default of BRAND_NAME: the sender of e-mails, the legal
 * name and the PDFs follow the configured brand unless they are set themselves.
 */
import fs from "node:fs";
import { afterEach, expect, it } from "vitest";
import { env, parseEnv, paths } from "~/env.server";
import { datasheetPdf } from "~/pdf/datasheet.server";
import { documentPdf } from "~/pdf/document.server";
import { deliver } from "~/models/mail.server";
import { pdfText } from "../pdf-text";
import { outboxMessages } from "../routes/admin.helpers";

const saved = { brand: env.BRAND_NAME, from: env.MAIL_FROM };
afterEach(() => {
  env.BRAND_NAME = saved.brand;
  env.MAIL_FROM = saved.from;
});

it("names the sender of e-mails and the company after BRAND_NAME unless they are set", async () => {
  const rebranded = parseEnv({
    NODE_ENV: "test",
    BRAND_NAME: "Acme, Wires & Co",
    COMPANY_EMAIL: "sales@acme.example",
  });
  expect(rebranded.MAIL_FROM).toBe('"Acme, Wires & Co" <no-reply@acme.example>');
  expect(rebranded.COMPANY_LEGAL_NAME).toBe("Acme, Wires & Co Ltd");

  expect(parseEnv({ NODE_ENV: "test" })).toMatchObject({
    MAIL_FROM: '"BEL Cables" <no-reply@belcables.co.uk>',
    COMPANY_LEGAL_NAME: "BEL Cables Ltd",
  });
  expect(
    parseEnv({
      NODE_ENV: "test",
      BRAND_NAME: "Acme",
      MAIL_FROM: "Acme Sales <sales@acme.example>",
      COMPANY_LEGAL_NAME: "Acme Holdings plc",
    }),
  ).toMatchObject({
    MAIL_FROM: "Acme Sales <sales@acme.example>",
    COMPANY_LEGAL_NAME: "Acme Holdings plc",
  });

  // The derived sender is one address (the comma stays inside the quoted name).
  fs.rmSync(paths.outbox, { recursive: true, force: true });
  env.MAIL_FROM = rebranded.MAIL_FROM;
  await deliver({ to: "buyer@example.com", subject: "Your quotation", text: "Body" });
  expect(outboxMessages()[0]).toMatch(/^From: "Acme, Wires & Co" <no-reply@acme\.example>$/m);
});

it("draws the configured brand on a PDF given none", async () => {
  env.BRAND_NAME = "Acme Wires";
  const datasheet = pdfText(
    await datasheetPdf({
      name: "Cat6 U/UTP LSZH",
      reference: "AC-C6-305",
      description: "Data cable.",
      specs: [{ title: "Conductor", value: "23 AWG solid copper" }],
    }),
  );
  expect(datasheet).toContain("Acme Wires");
  expect(datasheet).not.toContain("BEL Cables");

  const document = pdfText(await documentPdf({ title: "Warranty", paragraphs: ["Ten years."] }));
  expect(document).toContain("Acme Wires");
  expect(document).not.toContain("BEL Cables");
});

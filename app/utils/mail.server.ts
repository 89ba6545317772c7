/**
 * Sending e-mail. Over SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to the outbox folder (OUTBOX_DIR, `outbox/` by default), which any mail client opens,
 * so a fresh clone can follow a password-reset link without a mail server.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env, paths } from "~/env.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

let smtp: nodemailer.Transporter | undefined;

/** Sends a message; without SMTP returns the path of the .eml file written. */
export async function sendMail(mail: Mail): Promise<{ file?: string }> {
  const message = { from: env.MAIL_FROM, ...mail };
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(env.SMTP_URL);
    await smtp.sendMail(message);
    return {};
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const info = await transport.sendMail(message);
  await fs.mkdir(paths.outbox, { recursive: true });
  const file = path.join(paths.outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  return { file };
}

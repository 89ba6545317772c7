/**
 * The one place that reads the environment. Parsed with zod once, at start-up.
 *
 * A fresh clone runs with no environment at all (development defaults); a process started with
 * NODE_ENV=production and without the secrets it needs stops with a message naming them.
 *
 * This module imports nothing from the app, so the scripts under db/ may use it too.
 */
import path from "node:path";
import { z } from "zod";
import { backupSettings, DEFAULT_DATABASE_PATH, type BackupSettings } from "../db/backup.js";

const DEV_SESSION_SECRET = "bel-development-session-secret-not-for-production";

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** A limit in milliseconds: a whole number above 0 (0 would turn the limit off). */
const milliseconds = (fallback: number) =>
  z.coerce
    .number()
    .int("a whole number of milliseconds")
    .positive("a whole number of milliseconds above 0")
    .default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The interface the HTTP server listens on (all of them unless set). */
  HOST: z.string().optional(),
  /**
   * The proxies in front whose X-Forwarded-For is believed (Express's `trust proxy`): unset,
   * "false" or "0" trusts none; a number is the count of proxies in front; anything else is a
   * list of their addresses or subnets ("loopback", "10.0.0.0/8, 127.0.0.1"). Never "true",
   * which would believe any client's X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined || value === "false" || value === "0") return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === "true") {
        ctx.issues.push({
          code: "custom",
          message:
            "true would trust any X-Forwarded-For: give the number of proxies in front, or their addresses",
          input: value,
        });
        return false;
      }
      return value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  /** How long a request, headers and body, may take (server/timeouts.js). */
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  /** How long a connection may stay silent while a request is open (server/timeouts.js). */
  IDLE_TIMEOUT_MS: milliseconds(120_000),
  /**
   * The in-process page cache of the production server (server/page-cache.js): "off" renders
   * every page (the benchmark's "cold" server).
   */
  PAGE_CACHE: z
    .enum(["on", "off"])
    .default("on")
    .transform((value) => value === "on"),
  /**
   * How often a process writes the visitors' search counts it has added up in memory
   * (app/models/search-counts.server.ts).
   */
  SEARCH_COUNTS_FLUSH_MS: milliseconds(5_000),
  /**
   * How often each process publishes the products whose scheduled time has come
   * (app/models/product-schedule.server.ts): a product goes live at most this long after its time.
   */
  SCHEDULE_TICK_MS: milliseconds(30_000),
  /** Public address of the site, used in e-mails, canonical links and the sitemap. */
  SITE_URL: z.url().optional(),
  /**
   * Other origins of the site (its own single-page app on a sibling host…) that may call /api/bel
   * with credentials: comma-separated, e.g. "https://app.example.com, https://shop.example.com".
   * server/cors.js answers their preflights; the API accepts their state-changing calls.
   */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? "")
        .split(",")
        .map((s) => s.trim().replace(/\/$/, ""))
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = null;
        }
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
          ctx.issues.push({
            code: "custom",
            message: `"${origin}" is not an origin (https://host[:port])`,
            input: value,
          });
        }
      }
      return origins;
    }),
  DATABASE_PATH: z.string().min(1).default(DEFAULT_DATABASE_PATH),
  UPLOADS_DIR: z.string().min(1).default("uploads"),
  /**
   * Uploads in a bucket instead of UPLOADS_DIR: s3://bucket or s3://bucket/prefix (S3 and
   * S3-compatible stores, reached with the AWS_* settings below; docs/deploy.md).
   */
  UPLOADS_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w.!*'()/-]*)?$/,
      "s3://bucket or s3://bucket/prefix",
    )
    .optional()
    .transform((value) => {
      if (!value) return null;
      const [bucket, ...rest] = value.slice("s3://".length).split("/");
      return { bucket, prefix: rest.filter(Boolean).join("/") };
    }),
  /**
   * The public address of UPLOADS_URL (a CDN or the bucket's website): /uploads/… then redirects
   * images there instead of streaming them through the app.
   */
  UPLOADS_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((value) => value?.replace(/\/+$/, "")),
  /**
   * The bucket's credentials, region and, for S3-compatible stores, endpoint: the standard AWS
   * variables, shared with the backup (db/backup.js). Without the keys the AWS SDK looks for
   * credentials where it always does (a profile, an instance role).
   */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_REGION: z.string().optional(),
  AWS_ENDPOINT_URL_S3: z.url({ protocol: /^https?$/ }).optional(),
  /** Comma-separated; the first signs new cookies, the others are still accepted (rotation). */
  SESSION_SECRET: z.string().min(1).optional(),
  /** smtp(s)://user:pass@host:port; without it e-mails are written as .eml files to OUTBOX_DIR. */
  SMTP_URL: z.string().optional(),
  OUTBOX_DIR: z.string().min(1).default("outbox"),
  /** Sender of e-mails; defaults to the brand name at no-reply@ the domain of COMPANY_EMAIL. */
  MAIL_FROM: z.string().optional(),
  /**
   * Check every /api/bel answer against its declared schema (a mismatch is a 500 and a log line).
   * On by default outside production; the end-to-end server turns it on in production too.
   */
  VALIDATE_API_RESPONSES: bool.optional(),

  /** The one place the brand's name is written; everything else that names it derives from it. */
  BRAND_NAME: z.string().trim().min(1).default("BEL Cables"),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default("bel"),
  /** Defaults to "{BRAND_NAME} Ltd". */
  COMPANY_LEGAL_NAME: z.string().optional(),
  COMPANY_NUMBER: z.string().default("09123456"),
  COMPANY_ADDRESS: z
    .string()
    .default("Unit 7, Colnbrook Business Park, Slough, SL3 0HN, United Kingdom"),
  COMPANY_EMAIL: z.email().default("sales@belcables.co.uk"),
  /** Where enquiries from the quote basket are announced (docs/quotes.md); COMPANY_EMAIL if unset. */
  SALES_EMAIL: z.email().optional(),
  EXPORT_EMAIL: z.email().default("export@belcables.co.uk"),
  COMPANY_PHONE: z.string().default("+44 1753 000 000"),
  /** International number without "+" for the quotation chat link (https://wa.me/{number}). */
  CHAT_NUMBER: z
    .string()
    .regex(/^\d{6,15}$/, "digits only, country code first")
    .default("441753000000"),
});

export type Env = Omit<
  z.infer<typeof schema>,
  "MAIL_FROM" | "COMPANY_LEGAL_NAME" | "SALES_EMAIL"
> & {
  MAIL_FROM: string;
  SALES_EMAIL: string;
  COMPANY_LEGAL_NAME: string;
  SESSION_SECRETS: string[];
  /** Continuous backup with Litestream (BACKUP_URL and its companions, db/backup.js), or null. */
  BACKUP: BackupSettings | null;
  /** Uploads in a bucket (UPLOADS_URL and the AWS_* settings), or null: in UPLOADS_DIR. */
  UPLOADS_BUCKET: UploadsBucket | null;
};

/** Where uploads are kept when UPLOADS_URL names a bucket (app/storage/s3.server.ts). */
export type UploadsBucket = {
  bucket: string;
  /** Folder of the bucket the uploads go under ("" for its root), without slashes around it. */
  prefix: string;
  region: string;
  /** An S3-compatible store's address; unset: AWS S3. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The public address of the prefix, or null: files are streamed by the app. */
  publicUrl: string | null;
};

/** `"Brand" <no-reply@domain>`: the name quoted, so a comma or a bracket in it stays a name. */
function sender(name: string, companyEmail: string) {
  const domain = companyEmail.slice(companyEmail.lastIndexOf("@") + 1);
  return `"${name.replace(/["\\]/g, "\\$&")}" <no-reply@${domain}>`;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  // Throws "Invalid environment" naming the wrong BACKUP_* setting, as the schema above does.
  const backup = backupSettings(cleaned);
  const uploadsBucket = bucketOf(env);
  const missing: string[] = [];
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) missing.push("SESSION_SECRET");
  // E-mailed links and canonical addresses must not come from a request's Host header.
  if (env.NODE_ENV === "production" && !env.SITE_URL) missing.push("SITE_URL");
  if (missing.length) {
    throw new Error(
      `Missing environment for production: ${missing.join(", ")}. ` +
        "Set them (see .env.example) or start without NODE_ENV=production for a local demo.",
    );
  }
  const secrets = (env.SESSION_SECRET ?? DEV_SESSION_SECRET)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ...env,
    MAIL_FROM: env.MAIL_FROM ?? sender(env.BRAND_NAME, env.COMPANY_EMAIL),
    COMPANY_LEGAL_NAME: env.COMPANY_LEGAL_NAME ?? `${env.BRAND_NAME} Ltd`,
    SALES_EMAIL: env.SALES_EMAIL ?? env.COMPANY_EMAIL,
    SESSION_SECRETS: secrets,
    BACKUP: backup,
    UPLOADS_BUCKET: uploadsBucket,
  };
}

/** The bucket settings UPLOADS_URL asks for, refused when half of them are missing. */
function bucketOf(env: z.infer<typeof schema>): UploadsBucket | null {
  const problems: string[] = [];
  if (env.UPLOADS_PUBLIC_URL && !env.UPLOADS_URL) {
    problems.push("UPLOADS_PUBLIC_URL: needs UPLOADS_URL (the bucket it is the address of)");
  }
  if (!env.AWS_ACCESS_KEY_ID !== !env.AWS_SECRET_ACCESS_KEY) {
    problems.push("AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: both or neither");
  }
  if (problems.length) throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  if (!env.UPLOADS_URL) return null;
  return {
    ...env.UPLOADS_URL,
    region: env.AWS_REGION ?? "us-east-1",
    endpoint: env.AWS_ENDPOINT_URL_S3,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.UPLOADS_PUBLIC_URL ?? null,
  };
}

export const env = parseEnv();

const database = path.resolve(env.DATABASE_PATH);

/** Absolute paths, resolved once against the working directory. */
export const paths = {
  database,
  uploads: path.resolve(env.UPLOADS_DIR),
  outbox: path.resolve(env.OUTBOX_DIR),
  /**
   * The catalogue imports' files and jobs (app/models/catalogue-import.server.ts), beside the
   * database as its -wal is: every process of the site reads the same, where each would have a
   * /tmp of its own under systemd's PrivateTmp (docs/deploy.md).
   */
  imports: `${database}-imports`,
};

/**
 * Small secrets the server must read back (a two-factor secret), sealed with AES-256-GCM under a
 * key derived from SESSION_SECRET (docs/admin.md, Two-factor sign-in): no new setting, and the
 * same rotation rule as the cookies: the first secret seals, every listed one still opens.
 * A value reads "v1.<kid>.<iv>.<ciphertext+tag>" (base64url), kid naming the key that sealed it.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env } from "~/env.server";

type Key = { kid: string; key: Buffer };

let cache: { secrets: string[]; keys: Key[] } | null = null;

function keys(): Key[] {
  if (cache?.secrets !== env.SESSION_SECRETS) {
    const list = env.SESSION_SECRETS.map((secret) => {
      const key = Buffer.from(hkdfSync("sha256", secret, "bel", "totp-secret v1", 32));
      return { kid: createHash("sha256").update(key).digest("hex").slice(0, 8), key };
    });
    cache = { secrets: env.SESSION_SECRETS, keys: list };
  }
  return cache.keys;
}

export function seal(plain: string): string {
  const { kid, key } = keys()[0];
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return ["v1", kid, iv.toString("base64url"), body.toString("base64url")].join(".");
}

/** The plain text, or null when no listed secret opens it (a retired key, a tampered value). */
export function open(sealed: string): string | null {
  const [version, kid, iv, body] = sealed.split(".");
  const found = keys().find((k) => k.kid === kid);
  if (version !== "v1" || !found || !iv || !body) return null;
  try {
    const bytes = Buffer.from(body, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", found.key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - 16)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

/** Whether a sealed value was sealed with a key other than the current first one. */
export const sealedWithOldKey = (sealed: string) => sealed.split(".")[1] !== keys()[0].kid;

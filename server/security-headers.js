/**
 * Headers on every answer (OWASP ASVS V3): a Content-Security-Policy with a fresh nonce per
 * request (`script-src 'nonce-…' 'strict-dynamic'`, no inline script without it), no plugins,
 * no <base>, no framing by other sites; Permissions-Policy; HSTS when the site is served over
 * https in production; nosniff, a strict Referer policy. helmet writes them but the policy,
 * which this module alone writes, for rendered answers and the page cache's shared copies alike
 * (contentSecurityPolicy, sharedCopy). The nonce reaches the app through Remix's load context
 * (server/index.js) and is put on <Scripts>, <ScrollRestoration> and every inline script that
 * runs (structured data, a data block, needs none: app/utils/nonce.ts).
 *
 * Routes that answer with a policy of their own (stored files: `default-src 'none'; sandbox`)
 * replace this one on their answer.
 */
import { createHash, randomBytes } from "node:crypto";
import helmet from "helmet";

/** The video site whose player the technical library embeds, and whose thumbnails it shows. */
export const VIDEO_FRAME = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];
export const VIDEO_IMAGES = ["https://i.ytimg.com"];
/** The chat service the quotation form may redirect to (a form's redirect is a form-action). */
export const CHAT = ["https://wa.me", "https://api.whatsapp.com"];

const NONCE_BYTES = 16;
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A nonce of its own for every answer: 16 bytes from the system's CSPRNG. They are read 4 KiB at
 * a time, one call to the generator for 256 answers instead of one each; no bytes are used twice.
 */
export function nonce(_req, res, next) {
  if (nonceOffset === nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  res.locals.cspNonce = nonceBytes.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  next();
}

/** The policy's directives but `script-src`, which says how an answer's inline scripts are trusted. */
function directives({ production, https, development }) {
  return {
    defaultSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:", "blob:", ...VIDEO_IMAGES],
    fontSrc: ["'self'"],
    // The dev server's live reload talks over a websocket.
    connectSrc: development ? ["'self'", "ws:"] : ["'self'"],
    frameSrc: ["'self'", ...VIDEO_FRAME],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'", ...CHAT],
    frameAncestors: ["'none'"],
    ...(production && https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The one Content-Security-Policy of the site, as the header value for these script sources:
 * the nonce of a rendered answer, or the hashes of a shared copy's scripts (sharedCopy below).
 * Whatever they are, what they load is trusted too ('strict-dynamic').
 */
export function contentSecurityPolicy(options) {
  const rest = Object.entries(directives(options))
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(" "),
    )
    .join(";");
  return (scriptSources) =>
    `${rest};script-src ${[...scriptSources, "'strict-dynamic'"].join(" ")}`;
}

/** Inline scripts: their attributes and their text (which can't hold `</script>`). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The copy of an answer that may be sent to every visitor (server/page-cache.js keeps it), or
 * null when there can be none. A nonce is one answer's alone: the copy has none. Its policy is
 * the one above, trusting by their SHA-256 hashes the inline scripts the answer's nonce trusted,
 * and nothing else: a script the nonce did not trust stays untrusted. A script that can't be
 * trusted by its hash makes a copy impossible (an external one: a hash covers only inline text;
 * a carriage return, which the browser's parser would change before hashing).
 *
 * An answer whose route gave it a policy of its own (a stored file's sandbox) is shared as it is.
 */
export function sharedCopy(options) {
  const policy = contentSecurityPolicy(options);
  /**
   * @param {import("express").Response} res
   * @param {Buffer} body
   * @param {Record<string, string | number | string[]>} headers lower-case names
   */
  return (res, body, headers) => {
    const nonce = res.locals.cspNonce;
    if (!nonce || headers["content-security-policy"] !== policy([`'nonce-${nonce}'`])) {
      return { body, headers };
    }
    const attribute = ` nonce="${nonce}"`;
    let text = body.toString("utf8");
    const sources = new Set();
    if (text.includes(attribute)) {
      for (const [, attributes, script] of text.matchAll(SCRIPT)) {
        if (!attributes.includes(attribute)) continue;
        if (/\bsrc\s*=/.test(attributes) || script.includes("\r")) return null;
        sources.add(`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
      }
      text = text.replaceAll(attribute, "");
      body = Buffer.from(text);
    }
    return { body, headers: { ...headers, "content-security-policy": policy([...sources]) } };
  };
}

export function securityHeaders(options) {
  const { production, https } = options;
  const policy = contentSecurityPolicy(options);
  const others = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity:
      production && https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: "none" },
  });
  const video = VIDEO_FRAME.map((o) => `"${o}"`).join(" ");
  const permissions = [
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "payment=()",
    "usb=()",
    "serial=()",
    "bluetooth=()",
    "hid=()",
    "display-capture=()",
    "interest-cohort=()",
    `autoplay=(self ${video})`,
    `encrypted-media=(self ${video})`,
    `fullscreen=(self ${video})`,
    `picture-in-picture=(self ${video})`,
  ].join(", ");
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", policy([`'nonce-${res.locals.cspNonce}'`]));
    res.setHeader("Permissions-Policy", permissions);
    others(req, res, next);
  };
}

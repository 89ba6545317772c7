/**
 * Headers on every answer (OWASP ASVS V3): a Content-Security-Policy with a fresh nonce per
 * request (`script-src 'nonce-…' 'strict-dynamic'`, no inline script without it), no plugins,
 * no <base>, no framing by other sites; Permissions-Policy; HSTS when the site is served over
 * https in production; nosniff, a strict Referer policy. helmet writes them; the nonce reaches
 * the app through Remix's load context (server/index.js) and is put on <Scripts>,
 * <ScrollRestoration> and every inline script.
 *
 * Routes that answer with a policy of their own (stored files: `default-src 'none'; sandbox`)
 * replace this one on their answer.
 */
import { randomBytes } from "node:crypto";
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

/**
 * The policy's directives but `script-src`, which says how this answer's inline scripts are
 * trusted: by the request's nonce (a rendered page), or by their hashes (a copy from the page
 * cache, server/page-cache.js, whose bytes are the same for every visitor).
 */
export function policyDirectives({ production, https, development }) {
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

/** `script-src` trusting these sources (nonces or hashes), and what they load ('strict-dynamic'). */
const scriptSrc = (sources) => [...sources, "'strict-dynamic'"];

/**
 * The header value of a policy, written as helmet writes it (directives in order, camelCase to
 * kebab-case, values joined by spaces): the cache's copies and the rendered pages say the same
 * policy but for the script sources (tests/server/page-cache.test.ts compares them).
 */
export function formatPolicy(directives, scriptSources) {
  return Object.entries({ ...directives, scriptSrc: scriptSrc(scriptSources) })
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(" "),
    )
    .join(";");
}

export function securityHeaders(options) {
  const { production, https } = options;
  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...policyDirectives(options),
        scriptSrc: scriptSrc([(_req, res) => `'nonce-${res.locals.cspNonce}'`]),
      },
    },
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
    res.setHeader("Permissions-Policy", permissions);
    csp(req, res, next);
  };
}

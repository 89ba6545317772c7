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

export function nonce(_req, res, next) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

export function securityHeaders({ production, https, development }) {
  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => `'nonce-${res.locals.cspNonce}'`, "'strict-dynamic'"],
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

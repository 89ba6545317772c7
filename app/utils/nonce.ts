import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered (server/security-headers.js
 * makes one per request): every inline script that runs carries it. Structured data
 * (`<script type="application/ld+json">`) does not: a data block never runs, and the policy's
 * script-src does not apply to it. Empty in the browser, which never needs it after the page has
 * loaded.
 */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

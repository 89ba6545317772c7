import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered (server/security-headers.js
 * makes one per request): every inline script carries it. Empty in the browser, which never
 * needs it after the page has loaded.
 */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

/**
 * The client's address, as the HTTP server (server/http-guards.js) found it: the socket's, or
 * with TRUST_PROXY the first untrusted hop of X-Forwarded-For. The server drops any copy of the
 * header a client sends, so it cannot be forged; without the server in front (tests), "unknown".
 */
export const CLIENT_ADDRESS_HEADER = "x-bel-client-address";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim().slice(0, 100) || "unknown";
}

/**
 * The browser's half of passkeys (docs/admin.md, Passkeys), shared by the profile's "Add a
 * passkey" and the sign-in page's "Sign in with a passkey": whether the browser has WebAuthn, the
 * JSON calls to /api/bel, and what to say when the browser's dialog ends without a passkey.
 * @simplewebauthn/browser itself is imported by the click handlers, so no page carries it.
 */

/** Whether this browser has WebAuthn (what @simplewebauthn/browser's browserSupportsWebAuthn reads). */
export const supportsWebAuthn = () =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

export type ApiAnswer = { success?: boolean; options?: unknown; message?: string };

/** POSTs JSON to an /api/bel address; its answer, or an Error with the answer's message. */
export async function postJson(url: string, body: unknown = {}): Promise<ApiAnswer> {
  const res = await fetch(url, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as ApiAnswer;
  if (!res.ok) throw new Error(answer.message ?? "Something went wrong, please try again later");
  return answer;
}

/**
 * What to tell a person whose passkey step failed: the browser's dialog cancelled or timed out
 * (`cancelled`), the device already holding one of theirs, or the server's message.
 */
export function passkeyProblem(error: unknown, cancelled: string): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return cancelled;
  if (name === "InvalidStateError") return "This device already has a passkey of yours here.";
  return error instanceof Error && error.message
    ? error.message
    : "Something went wrong, please try again later";
}

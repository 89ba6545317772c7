/**
 * Signing in with a passkey (docs/admin.md, Passkeys), the sign-in page's button and its
 * /api/bel twin alike: no e-mail, no password, no code. A passkey is itself two factors (the
 * device, and the PIN or biometric that unlocks it: user verification is required), so it skips
 * the second step and meets "require two-factor sign-in for every staff account".
 *
 * Public, so under the sign-in limits of the address (app/models/rate-limits.server.ts): one that
 * has failed too often is refused, and a passkey that is not recognised counts as a failure.
 */
import {
  authenticationOptions,
  PASSKEY_NOT_RECOGNISED,
  relyingParty,
  verifyPasskeySignIn,
} from "~/models/passkey.server";
import {
  beforePasskeyOptions,
  beforePasskeySignIn,
  passkeySignInFailed,
} from "~/models/rate-limits.server";
import { recordSignInFailure } from "~/models/session.server";
import type { User } from "~/models/user.server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { startSession } from "~/screens/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { DomainError } from "~/utils/domain-error";

export { PASSKEY_NOT_RECOGNISED };

/** The options of a passkey sign-in (a challenge of 5 minutes), unless the address is refused. */
export async function passkeySignInOptions(request: Request) {
  await beforePasskeyOptions(clientAddress(request));
  return authenticationOptions(relyingParty(request));
}

/**
 * Checks the browser's answer and starts the session: the user and the session cookie's
 * Set-Cookie value. A failure is counted against the address and thrown (401).
 */
export async function signInWithPasskey(
  request: Request,
  { response, remember }: { response: AuthenticationResponseJSON; remember?: boolean },
): Promise<{ user: User; cookie: string }> {
  const address = clientAddress(request);
  await beforePasskeySignIn(address);
  let user: User;
  try {
    user = await verifyPasskeySignIn(response, relyingParty(request));
  } catch (error) {
    if (error instanceof DomainError && error.status === 401) {
      await passkeySignInFailed(address);
      const userAgent = request.headers.get("User-Agent") ?? "";
      recordSignInFailure({ email: "", address, userAgent }, "passkey");
    }
    throw error;
  }
  // The session notes the way in, and its start writes "Signed in with a passkey" to the log.
  const cookie = await startSession(user.id, request, {
    remember: remember === true,
    method: "passkey",
  });
  return { user, cookie };
}

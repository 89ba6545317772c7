/**
 * Inputs of passkeys (docs/admin.md, Passkeys): one schema each, used by the profile's actions,
 * their /api/bel twins and the forms' constraints. A WebAuthn answer of the browser comes as the
 * JSON object @simplewebauthn/browser makes (the API), or as its JSON text in a hidden field (the
 * profile's form); both are read the same way here, and checked for their shape only: what they
 * prove is checked by app/models/passkey.server.ts.
 */
import { z } from "zod";
import { idParams } from "~/schemas/admin-fields";

export const PASSKEY_NAME_MAX = 60;
export const PASSKEY_NOT_FOUND = "Passkey not found";
export const PASSKEY_NAME_REQUIRED = "Please enter a name for the passkey";
export const PASSKEY_NAME_TOO_LONG = `A passkey's name is at most ${PASSKEY_NAME_MAX} characters`;
/** Said of an answer of the browser that is not one (nothing a person typed). */
export const PASSKEY_ANSWER_INVALID = "The browser's passkey answer was not understood: try again";

/** What a person calls the passkey: "Work laptop", "Phone". */
export const passkeyNameField = z
  .string({ error: PASSKEY_NAME_REQUIRED })
  .trim()
  .min(1, PASSKEY_NAME_REQUIRED)
  .max(PASSKEY_NAME_MAX, PASSKEY_NAME_TOO_LONG);

/** The JSON text of an object (a form's hidden field) read as the object; anything else as it came. */
function jsonObject(value: unknown): unknown {
  if (typeof value !== "string" || !/^\s*\{/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const base64url = z
  .string({ error: PASSKEY_ANSWER_INVALID })
  .max(16_384, PASSKEY_ANSWER_INVALID)
  .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_ANSWER_INVALID);

const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
const isTransport = (t: string): t is (typeof TRANSPORTS)[number] =>
  (TRANSPORTS as readonly string[]).includes(t);

/** The parts of a credential's answer both ceremonies have. */
const credential = {
  id: base64url.min(1, PASSKEY_ANSWER_INVALID).max(1_024, PASSKEY_ANSWER_INVALID),
  rawId: base64url.min(1, PASSKEY_ANSWER_INVALID).max(1_024, PASSKEY_ANSWER_INVALID),
  type: z.literal("public-key", { error: PASSKEY_ANSWER_INVALID }),
  authenticatorAttachment: z
    .enum(["platform", "cross-platform"], { error: PASSKEY_ANSWER_INVALID })
    .optional(),
  clientExtensionResults: z.looseObject({}).default({}),
};

/** `RegistrationResponseJSON`: what `startRegistration` answers. */
export const RegistrationResponseSchema = z.preprocess(
  jsonObject,
  z.looseObject(
    {
      ...credential,
      response: z.looseObject({
        clientDataJSON: base64url,
        attestationObject: base64url,
        transports: z
          .array(z.string().max(32))
          .max(10)
          .optional()
          // A newer browser may name a transport not known here: it is left out, not refused.
          .transform((list) => list?.filter(isTransport)),
      }),
    },
    { error: PASSKEY_ANSWER_INVALID },
  ),
);

/** `AuthenticationResponseJSON`: what `startAuthentication` answers. */
export const AuthenticationResponseSchema = z.preprocess(
  jsonObject,
  z.looseObject(
    {
      ...credential,
      response: z.looseObject({
        clientDataJSON: base64url,
        authenticatorData: base64url,
        signature: base64url,
        userHandle: base64url.optional(),
      }),
    },
    { error: PASSKEY_ANSWER_INVALID },
  ),
);

/** Adding a passkey: its name and the browser's answer to the options. */
export const PasskeyAddSchema = z.object({
  name: passkeyNameField,
  response: RegistrationResponseSchema.describe(
    "What @simplewebauthn/browser's startRegistration answered (RegistrationResponseJSON); in a form, its JSON text",
  ),
});

/** Renaming one. */
export const PasskeyRenameSchema = z.object({ name: passkeyNameField });

export const PasskeyIdParams = idParams(PASSKEY_NOT_FOUND);

/** The profile's rename form: the passkey's id and its new name. */
export const PasskeyRenameForm = PasskeyRenameSchema.safeExtend(PasskeyIdParams.shape);

/** Signing in with a passkey: the browser's answer, and Remember me. */
export const PasskeySignInSchema = z.object({
  response: AuthenticationResponseSchema.describe(
    "What @simplewebauthn/browser's startAuthentication answered (AuthenticationResponseJSON)",
  ),
  remember: z.boolean().optional(),
});

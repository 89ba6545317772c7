/**
 * Passkeys (docs/api.md, Passkeys): a staff member's own, under /me/passkeys, and the public
 * passkey sign-in beside the password's (/admin-{slug}/passkey). The profile's forms and the
 * sign-in page's button call the same model functions with the same schemas.
 */
import { z } from "zod";
import { errorResponse, ok, Passkey as PasskeyShape, PasskeyOptions, User } from "~/api/components";
import { endpoint, reply } from "~/api/endpoint";
import { apiUser } from "~/api/json";
import { resource } from "~/api/resource.server";
import { env } from "~/env.server";
import {
  addPasskey,
  listPasskeys,
  PASSKEY_ADDED,
  PASSKEY_NOT_RECOGNISED,
  PASSKEY_REMOVED,
  PASSKEY_RENAMED,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
  type Passkey,
} from "~/models/passkey.server";
import {
  PASSKEY_NOT_FOUND,
  PasskeyAddSchema,
  PasskeyIdParams,
  PasskeyRenameSchema,
  PasskeySignInSchema,
} from "~/schemas/passkey";
import { passkeySignInOptions, signInWithPasskey } from "~/screens/passkey-sign-in.server";

export function passkeyJson(_origin: string, p: Passkey): z.infer<typeof PasskeyShape> {
  return {
    _id: String(p.id),
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
    backedUp: p.backedUp,
  };
}

/** The signed-in user's own passkeys: another's id is not found. */
const passkeys = resource({
  tag: "Passkeys",
  id: { params: PasskeyIdParams, notFound: PASSKEY_NOT_FOUND },
  answer: { passkey: PasskeyShape },
  json: passkeyJson,
});

const OptionsAnswer = ok({ options: PasskeyOptions });

export const passkeyEndpoints = [
  passkeys.endpoint({
    method: "GET",
    path: "/me/passkeys",
    summary: "Your passkeys, oldest first",
    responses: {
      200: { description: "Your passkeys", schema: ok({ passkeys: z.array(PasskeyShape) }) },
    },
    handler: ({ user, origin }) => ({
      success: true as const,
      passkeys: listPasskeys(user.id).map((p) => passkeyJson(origin, p)),
    }),
  }),

  passkeys.endpoint({
    method: "POST",
    path: "/me/passkeys/options",
    summary:
      "Start adding a passkey: the options for startRegistration (a discoverable, user-verified credential for the site's host; none of yours again)",
    responses: {
      200: { description: "The options", schema: OptionsAnswer },
      409: errorResponse("You have the most passkeys an account may have (20)"),
    },
    handler: async ({ user, request }) => ({
      success: true as const,
      options: await registrationOptions(user.id, relyingParty(request)),
    }),
  }),

  passkeys.create({
    path: "/me/passkeys",
    summary:
      "Add the passkey the browser made for the last options (its challenge is used once, within 5 minutes)",
    body: PasskeyAddSchema,
    message: PASSKEY_ADDED,
    responses: {
      409: errorResponse("The passkey is already added, or you have the most an account may have"),
    },
    write: ({ body, actor, request }) => addPasskey(actor, body, relyingParty(request)),
  }),

  passkeys.update({
    path: "/me/passkeys/{id}",
    summary: "Rename one of your passkeys",
    body: PasskeyRenameSchema,
    message: PASSKEY_RENAMED,
    write: ({ params, body, actor }) => renamePasskey(actor, params.id, body.name),
  }),

  passkeys.remove({
    path: "/me/passkeys/{id}",
    summary: "Remove one of your passkeys: it signs in no more",
    message: PASSKEY_REMOVED,
    remove: ({ params, actor }) => removePasskey(actor, params.id),
  }),

  endpoint({
    method: "POST",
    path: `/admin-${env.BRAND_SLUG}/passkey/options`,
    summary:
      "Start signing in with a passkey: the options for startAuthentication (no account named, the browser offers the site's passkeys)",
    tag: "Staff sign-in",
    access: "public",
    responses: {
      200: { description: "The options", schema: OptionsAnswer },
      429: errorResponse(
        "Too many failed sign-ins, or passkey sign-ins asked for, from this address",
      ),
    },
    handler: async ({ request }) => ({
      success: true as const,
      options: await passkeySignInOptions(request),
    }),
  }),

  endpoint({
    method: "POST",
    path: `/admin-${env.BRAND_SLUG}/passkey`,
    summary:
      "Sign in with a passkey: no password and no code; sets the bel_session cookie as the password sign-in does",
    tag: "Staff sign-in",
    access: "public",
    body: PasskeySignInSchema,
    responses: {
      200: { description: "Signed in", schema: ok({ user: User }) },
      400: errorResponse("Invalid input"),
      401: errorResponse(`${PASSKEY_NOT_RECOGNISED}: whatever failed, nothing more is said`),
      429: errorResponse("Too many failed sign-ins from this address"),
    },
    handler: async ({ request, body }) => {
      const { user, cookie } = await signInWithPasskey(request, body);
      return reply(200, { success: true as const, user: apiUser(user) }, { "Set-Cookie": cookie });
    },
  }),
];

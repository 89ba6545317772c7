/**
 * The profile's Passkeys panel (docs/admin.md, Passkeys), its loader's part and its action's
 * intents, so the profile route only includes them. Adding one needs the browser (WebAuthn):
 * the form sends the name and the browser's answer as JSON text; renaming (`?edit={id}`, a modal
 * of the URL) and removing (the kit's confirmation) are plain forms. A user sees and changes
 * only their own passkeys: another's id is not found.
 */
import type { Actor } from "~/models/audit.server";
import {
  addPasskey,
  getOwnPasskey,
  listPasskeys,
  PASSKEY_ADDED,
  PASSKEY_REMOVED,
  PASSKEY_RENAMED,
  relyingParty,
  removePasskey,
  renamePasskey,
} from "~/models/passkey.server";
import {
  PASSKEY_NOT_FOUND,
  PasskeyAddSchema,
  PasskeyIdParams,
  PasskeyRenameForm,
} from "~/schemas/passkey";
import { formIntent, rowIntent, type Intent } from "~/screens/intent-action.server";
import { constraintsOf } from "~/utils/constraints.server";
import { openModal } from "~/utils/url-modal.server";

export const PROFILE_PATH = "/admin/profile";

/** The panel's data: the user's passkeys, the one being renamed, the forms' constraints. */
export async function passkeysPanel(request: Request, userId: number) {
  const { record } = await openModal(
    request,
    { edit: (id) => getOwnPasskey(userId, id) },
    PASSKEY_NOT_FOUND,
  );
  return {
    list: listPasskeys(userId),
    editing: record,
    constraints: {
      add: constraintsOf(PasskeyAddSchema),
      rename: constraintsOf(PasskeyRenameForm),
    },
  };
}

/** The panel's intents, for the profile's intentAction. */
export function passkeyIntents(actor: Actor, request: Request): Record<string, Intent> {
  return {
    "passkey-add": formIntent(
      PasskeyAddSchema,
      (value) => addPasskey(actor, value, relyingParty(request)),
      PASSKEY_ADDED,
      { to: PROFILE_PATH, hideFields: ["response"] },
    ),
    "passkey-rename": formIntent(
      PasskeyRenameForm,
      ({ id, name }) => renamePasskey(actor, id, name),
      PASSKEY_RENAMED,
      { to: PROFILE_PATH },
    ),
    "passkey-remove": rowIntent(
      PasskeyIdParams,
      ({ id }) => removePasskey(actor, id),
      PASSKEY_REMOVED,
      { back: PROFILE_PATH },
    ),
  };
}

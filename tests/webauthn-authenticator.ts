/**
 * A software passkey authenticator for tests (WebAuthn Level 2, "none" attestation, ES256): it
 * answers the options @simplewebauthn/server makes the way a browser and a platform
 * authenticator do, so the model's checks run against real signatures, not stubs. It keeps its
 * discoverable credentials (one per RP ID and user) and counts signatures; a test can turn user
 * verification off, answer for another origin, or reuse an old counter, to see each refused.
 *
 * Layouts: https://www.w3.org/TR/webauthn-2/#sctn-authenticator-data (authenticator data),
 * #sctn-attested-credential-data, and RFC 9053 for the COSE EC2 key.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Credential = {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
};

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url");

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

function authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

export function softwareAuthenticator({ origin }: { origin: string }) {
  const credentials: Credential[] = [];
  const settings = { userVerified: true, origin };

  const clientData = (type: string, challenge: string) =>
    Buffer.from(
      JSON.stringify({ type, challenge, origin: settings.origin, crossOrigin: false }),
      "utf8",
    );

  return {
    credentials,
    settings,

    /** navigator.credentials.create(), as startRegistration answers it. */
    create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const rpId = options.rp.id!;
      const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
      if (credentials.some((c) => c.rpId === rpId && excluded.has(b64url(c.id)))) {
        throw Object.assign(new Error("Already registered"), { name: "InvalidStateError" });
      }
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const credential: Credential = {
        id: randomBytes(16),
        rpId,
        userHandle: options.user.id,
        privateKey,
        publicKey,
        counter: 0,
      };
      // A resident key replaces the one of the same user and RP.
      const same = credentials.findIndex(
        (c) => c.rpId === rpId && c.userHandle === options.user.id,
      );
      if (same >= 0) credentials.splice(same, 1);
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const attested = Buffer.concat([
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credential.id,
        Buffer.from(coseKey(publicKey)),
      ]);
      const flags = FLAG_UP | FLAG_AT | (settings.userVerified ? FLAG_UV : 0);
      const data = authData(rpId, flags, credential.counter, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", data],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      const id = b64url(credential.id);
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
      };
    },

    /**
     * navigator.credentials.get() with no allowCredentials: the discoverable credential of the RP
     * (the first, or `pick`), as startAuthentication answers it. `counter` replays an old count.
     */
    get(
      options: PublicKeyCredentialRequestOptionsJSON,
      { pick = 0, counter }: { pick?: number; counter?: number } = {},
    ): AuthenticationResponseJSON {
      const mine = credentials.filter((c) => c.rpId === options.rpId);
      const credential = mine[pick];
      if (!credential) throw Object.assign(new Error("No passkey"), { name: "NotAllowedError" });
      credential.counter = counter ?? credential.counter + 1;
      const flags = FLAG_UP | (settings.userVerified ? FLAG_UV : 0);
      const data = authData(credential.rpId, flags, credential.counter);
      const client = clientData("webauthn.get", options.challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([data, sha256(client)]),
        credential.privateKey,
      );
      const id = b64url(credential.id);
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}

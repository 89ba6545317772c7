/**
 * Passkeys (docs/admin.md, Passkeys) in the browser.
 *
 * With JavaScript, on a server of the test's own: WebAuthn refuses an IP address as the relying
 * party, and the shared server's SITE_URL is http://127.0.0.1:…, so this one's is
 * http://localhost:… and the browser goes there. Chromium's virtual authenticator (DevTools
 * protocol, WebAuthn domain) is the passkey: a platform authenticator with resident keys and user
 * verification that says yes at once. The journey adds "Work laptop" from the profile, signs out,
 * signs in with it alone, renames and removes it, and is then refused with it.
 *
 * Without JavaScript, on the shared server: the profile lists passkeys and renames and removes
 * them with plain forms, and the profile and the sign-in page say that adding one and signing in
 * with one need JavaScript. The same test with JavaScript goes through the modal and the
 * confirmation. The passkey there is a row the test writes: no browser ceremony is needed to show
 * a list.
 */
import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { analyze } from "./axe";
import { createUser, expect, signIn, test, type TestUser } from "./admin.fixtures";
import { withDb } from "./data";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";

/** The port of this spec's own server (the journey runs in the "js" project only). */
const OWN_PORT = ownPort("passkeys");

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Chromium's virtual authenticator on the page: a platform passkey that verifies the user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

async function signOut(page: Page) {
  await page.getByLabel("Account menu").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-bel$/);
}

const panel = (page: Page) => page.getByRole("region", { name: "Passkeys" });

const js = () => test.info().project.name === "js";

test.describe("with JavaScript", () => {
  test.skip(() => !js(), "WebAuthn and axe run inside the page: JavaScript on");

  test("add a passkey and sign in with it using Chromium's virtual authenticator", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Made before the copy is taken, so the own server has it.
    const user = createUser("manager");
    server = await startOwnServer("passkeys", {
      port: OWN_PORT,
      env: { SITE_URL: `http://localhost:${OWN_PORT}` },
    });
    const origin = `http://localhost:${OWN_PORT}`;
    const authenticator = await virtualAuthenticator(page);

    await page.goto(`${origin}/admin-bel`);
    await signIn(page, user);
    await expect(page).toHaveURL(`${origin}/admin/dashboard`);

    // The WebAuthn library is loaded on the click, not with the page.
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    const library = async () => {
      for (const url of scripts) {
        const body = await (await page.request.get(url)).text();
        if (body.includes("WebAuthn is not supported in this browser")) return url;
      }
      return null;
    };
    await page.goto(`${origin}/admin/profile`);
    await expect(panel(page).getByText("No passkeys yet.")).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Add a passkey" })).toBeVisible();
    expect(await library()).toBeNull();
    // An empty name is refused before the browser's dialog: no passkey is made.
    await panel(page).getByRole("button", { name: "Add a passkey" }).click();
    expect(await authenticator.credentials()).toHaveLength(0);
    await panel(page).getByLabel("Name of the new passkey").fill("Work laptop");
    await panel(page).getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Passkey added")).toBeVisible();
    expect(await library()).not.toBeNull();
    await expect(panel(page).getByRole("cell", { name: "Work laptop", exact: true })).toBeVisible();
    await expect(panel(page).getByRole("cell", { name: "Never", exact: true })).toBeVisible();
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(`${origin}/admin/dashboard`);
    await expect(page.getByText(`Hi, ${user.name}`)).toBeVisible();

    await page.goto(`${origin}/admin/profile`);
    await expect(panel(page).getByRole("cell", { name: "Never", exact: true })).toHaveCount(0);
    await panel(page).getByRole("link", { name: "Rename passkey Work laptop" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename passkey" });
    await dialog.getByLabel("Name").fill("Desk");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByText("Passkey renamed")).toBeVisible();
    await expect(panel(page).getByRole("cell", { name: "Desk", exact: true })).toBeVisible();

    await panel(page).locator('summary[aria-label="Remove passkey Desk"]').click();
    await panel(page).getByRole("button", { name: "Yes, remove" }).click();
    await expect(page.getByText("Passkey removed")).toBeVisible();
    await expect(panel(page).getByText("No passkeys yet.")).toBeVisible();

    // The device still holds it; the site no longer knows it.
    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passkey not recognised");
    await expect(page).toHaveURL(`${origin}/admin-bel`);
  });

  for (const width of [375, 1024, 1280]) {
    test(`the profile's passkeys panel at ${width} px: no sideways scroll, no serious violations`, async ({
      page,
      login,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const user = await login("manager");
      const id = insertPasskey(user, "A passkey with a rather long name for a phone");
      insertPasskey(user, "Laptop");
      for (const path of ["/admin/profile", `/admin/profile?edit=${id}`]) {
        await page.goto(path);
        await expect(panel(page).getByRole("button", { name: "Add a passkey" })).toBeVisible();
        await panel(page).scrollIntoViewIfNeeded();
        await page.screenshot({
          path: testInfo.outputPath(
            `passkeys-${width}${path.includes("edit") ? "-rename" : ""}.png`,
          ),
          fullPage: true,
        });
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          path,
        ).toBeLessThanOrEqual(0);
        const serious = (await analyze(page)).violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
        expect(serious, path).toEqual([]);
      }
    });
  }
});

/** A passkey row of the user's own, written as the model writes one (its key is not used here). */
function insertPasskey(user: TestUser, name: string) {
  return withDb(
    (db) =>
      (
        db
          .prepare(
            `INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES (?, ?, ?, ?)
             RETURNING id`,
          )
          .get(user.id, randomBytes(16).toString("base64url"), randomBytes(77), name) as {
          id: number;
        }
      ).id,
  );
}

test("the profile lists passkeys and renames and removes them; adding one needs JavaScript", async ({
  page,
  login,
}) => {
  const user = await login("manager");
  insertPasskey(user, "Phone");
  insertPasskey(user, "Old key");

  await page.goto("/admin/profile");
  await expect(panel(page).getByRole("cell", { name: "Phone", exact: true })).toBeVisible();
  await expect(panel(page).getByRole("cell", { name: "Old key", exact: true })).toBeVisible();
  if (js()) {
    await expect(panel(page).getByRole("button", { name: "Add a passkey" })).toBeVisible();
  } else {
    await expect(panel(page).getByTestId("passkey-needs-js")).toHaveText(
      /Adding a passkey, and signing in with one, needs JavaScript/,
    );
    await expect(panel(page).getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  }

  await panel(page).getByRole("link", { name: "Rename passkey Phone" }).click();
  await expect(page).toHaveURL(/\/admin\/profile\?edit=\d+$/);
  const dialog = page.getByRole("dialog", { name: "Rename passkey" });
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByRole("button", { name: "Rename" }).click();
  await expect(dialog.getByText("Please enter a name for the passkey")).toBeVisible();
  await dialog.getByLabel("Name").fill("Work phone");
  await dialog.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("Passkey renamed")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(panel(page).getByRole("cell", { name: "Work phone", exact: true })).toBeVisible();

  await panel(page).locator('summary[aria-label="Remove passkey Old key"]').click();
  const confirm = panel(page).getByRole("group", { name: "Remove passkey Old key" });
  await expect(confirm).toContainText("Remove the passkey Old key? It will no longer sign you in.");
  await confirm.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByText("Passkey removed")).toBeVisible();
  await expect(panel(page).getByRole("cell", { name: "Old key", exact: true })).toHaveCount(0);
  await expect(panel(page).getByRole("cell", { name: "Work phone", exact: true })).toBeVisible();
});

test("the sign-in page offers a passkey with JavaScript and says it needs it without", async ({
  page,
}, testInfo) => {
  for (const width of [375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin-bel");
    if (js()) {
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    } else {
      await expect(page.getByText("Signing in with a passkey needs JavaScript.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    }
    await page.screenshot({ path: testInfo.outputPath(`sign-in-${width}.png`), fullPage: true });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  }
});

/**
 * Sessions (docs/admin.md, Sessions), JavaScript on and off: one person signed in from two
 * browsers sees both on the profile, this one marked, ends the other, and that browser is signed
 * out at its next request, told so on the sign-in page; an admin ends a manager's sessions from
 * the user screen; the audit log shows the sign-in and the ended session with address and
 * browser. The profile's panel, the user screen and the audit log fit 375, 1024 and 1280 px
 * without a sideways scroll, and axe finds nothing serious on them.
 *
 * The browsers sign in through the form (not a fixture's session row) so the sign-in and its
 * browser reach the audit log as a person's would. Each browser has its own address.
 */
import type { Browser, Page } from "@playwright/test";
import { analyze } from "./axe";
import { createUser, expect, signIn, startSession, test, type TestUser } from "./admin.fixtures";

const FIREFOX_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";

const js = () => test.info().project.name === "js";

/** A second browser: Firefox on Windows by its User-Agent, from an address of its own. */
async function otherBrowser(browser: Browser, address: string) {
  const context = await browser.newContext({
    javaScriptEnabled: js(),
    userAgent: FIREFOX_UA,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  return { context, page: await context.newPage() };
}

const randomAddress = () =>
  `198.19.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

async function signInThroughForm(page: Page, user: TestUser) {
  await page.goto("/admin-bel");
  await signIn(page, user);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const sessionsPanel = (page: Page) => page.getByRole("region", { name: "Sessions" });

/** Asks, then confirms, through the kit's confirmation (a <details>, so JavaScript off too). */
async function confirm(
  page: Page,
  scope: ReturnType<Page["locator"]>,
  button: string,
  yes: string,
) {
  await scope.getByText(button, { exact: true }).click();
  await scope.getByRole("button", { name: yes }).click();
}

test("end another session and see that browser signed out on its next request", async ({
  page,
  browser,
}) => {
  const user = createUser("manager");
  const laptopAddress = randomAddress();
  await signInThroughForm(page, user);
  const laptop = await otherBrowser(browser, laptopAddress);
  try {
    await signInThroughForm(laptop.page, user);

    await page.goto("/admin/profile");
    const panel = sessionsPanel(page);
    const rows = panel.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    const here = rows.filter({ hasText: "This browser" });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText("Chrome");
    const there = rows.filter({ hasText: "Firefox 125 on Windows 10" });
    await expect(there).toContainText(laptopAddress);
    await expect(there).not.toContainText("This browser");

    await confirm(page, there, "End", "Yes, end it");
    await expect(page.getByText("Session ended")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("This browser");

    // The laptop's next request (a link: with JavaScript, a data request): the sign-in page, and why.
    await laptop.page.getByRole("link", { name: /^Messages\b/ }).click();
    await expect(laptop.page).toHaveURL(/\/admin-bel\?redirectTo=%2Fadmin%2Fmessages/);
    await expect(laptop.page.getByText("You were signed out")).toBeVisible();
    await expect(laptop.page.getByRole("button", { name: "LOGIN" })).toBeVisible();
    // This browser is still signed in.
    await page.goto("/admin/dashboard");
    await expect(page.getByText(`Hi, ${user.name}`)).toBeVisible();

    // An admin reads it in the audit log: the laptop's sign-in and its end, address and browser.
    const adminContext = await browser.newContext({ javaScriptEnabled: js() });
    try {
      await startSession(adminContext, createUser("admin"));
      const admin = await adminContext.newPage();
      await admin.goto(`/admin/audit?entity=sign-in-activity&user=${user.id}`);
      const signedIn = admin
        .getByRole("row")
        .filter({ hasText: "Signed in with a password" })
        .filter({ hasText: laptopAddress });
      await expect(signedIn).toHaveCount(1);
      await expect(signedIn).toContainText("Firefox 125 on Windows 10");
      await expect(signedIn).toContainText(user.email);
      const ended = admin
        .getByRole("row")
        .filter({ hasText: `Ended own session (Firefox 125 on Windows 10, ${laptopAddress})` });
      await expect(ended).toHaveCount(1);
      await expect(ended).toContainText("Chrome");
    } finally {
      await adminContext.close();
    }
  } finally {
    await laptop.context.close();
  }
});

test("end all other sessions from the profile", async ({ page, browser, login }) => {
  const user = await login("manager");
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    for (const other of others) await startSession(other, user);
    await page.goto("/admin/profile");
    const panel = sessionsPanel(page);
    await expect(panel.locator("tbody tr")).toHaveCount(3);
    await confirm(page, panel, "End all other sessions", "Yes, end them");
    await expect(page.getByText("2 sessions ended")).toBeVisible();
    await expect(panel.locator("tbody tr")).toHaveCount(1);
    await expect(panel.getByText("End all other sessions")).toHaveCount(0);
    const after = await others[0].newPage();
    await after.goto("/admin/profile");
    await expect(after).toHaveURL(/\/admin-bel\?redirectTo=/);
  } finally {
    await Promise.all(others.map((c) => c.close()));
  }
});

test("an admin ends a manager's sessions from the user screen", async ({
  page,
  browser,
  login,
}) => {
  await login("admin");
  const manager = createUser("manager");
  const managerBrowser = await browser.newContext({ javaScriptEnabled: js() });
  try {
    await startSession(managerBrowser, manager);
    const managerPage = await managerBrowser.newPage();
    await managerPage.goto("/admin/dashboard");
    await expect(managerPage.getByText(`Hi, ${manager.name}`)).toBeVisible();

    await page.goto(`/admin/users/${manager.id}`);
    const panel = sessionsPanel(page);
    await expect(panel.locator("tbody tr")).toHaveCount(1);
    await confirm(page, panel, "End all sessions", "Yes, end them");
    await expect(page.getByText("1 session ended")).toBeVisible();
    await expect(panel.getByText("No sessions: not signed in anywhere")).toBeVisible();

    await managerPage.goto("/admin/dashboard");
    await expect(managerPage).toHaveURL(/\/admin-bel\?redirectTo=%2Fadmin%2Fdashboard/);
    await expect(managerPage.getByText("You were signed out")).toBeVisible();
  } finally {
    await managerBrowser.close();
  }
});

/** The page is no wider than the window: nothing scrolls sideways (as tests/e2e/admin-kit.spec.ts). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: ${scroll} px wide in a ${inner} px window`).toBeLessThanOrEqual(inner);
}

test("the sessions panel, the user screen and the audit log fit 375, 1024 and 1280 px; axe finds nothing serious", async ({
  page,
  browser,
  login,
}) => {
  const admin = await login("admin");
  const other = await otherBrowser(browser, randomAddress());
  try {
    await signInThroughForm(other.page, admin);
    const screens = [
      ["profile", "/admin/profile"],
      ["user", `/admin/users/${admin.id}`],
      ["audit", `/admin/audit?entity=sign-in-activity&user=${admin.id}`],
    ] as const;
    for (const width of [375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of screens) {
        await page.goto(url);
        if (name === "audit") {
          await expect(page.getByText("Firefox 125 on Windows 10").first()).toBeVisible();
        } else {
          await expect(sessionsPanel(page).locator("tbody tr")).toHaveCount(2);
        }
        await expectNoSidewaysScroll(page, `${name} at ${width} px`);
        await page.screenshot({
          path: test.info().outputPath(`${name}-${width}.png`),
          fullPage: true,
        });
        if (js() && width !== 1024) {
          const serious = (await analyze(page)).violations.filter(
            (v) => v.impact === "serious" || v.impact === "critical",
          );
          expect(serious, `${name} at ${width} px`).toEqual([]);
        }
      }
    }
  } finally {
    await other.context.close();
  }
});

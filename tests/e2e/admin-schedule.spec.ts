/**
 * Scheduled publishing (docs/admin.md, Schedule), in the "js" and "no-js" projects: a draft
 * scheduled two minutes ahead from its editor goes live by itself; a schedule moved and cancelled;
 * a time the clocks skip refused beside the field.
 *
 * Two minutes are not waited for. The e2e server looks at the schedule every second
 * (SCHEDULE_TICK_MS=1000, tests/e2e/server.js), and the test makes the two minutes pass for its
 * product by moving the stored moment two minutes back, as if the clock had moved on: everything
 * after that (the server's look, the publication, its audit entry, the catalogue's version, the
 * page) is the server's own doing, which the test waits for.
 */
import { expect, test } from "./admin.fixtures";
import { createProducts, siteVersion, withDb } from "./data";
import { siteDateTimeInput, siteDateTimeLabel } from "../../app/utils/dates";

test.use({ viewport: { width: 1280, height: 900 } });

type Row = { status: string; publishAt: number | null };
const rowOf = (id: number) =>
  withDb(
    (db) =>
      db
        .prepare("SELECT status, publish_at AS publishAt FROM products WHERE id = ?")
        .get(id) as Row,
  );

function draft(word: string, name: string) {
  const [product] = createProducts(word, [{ name }]);
  withDb((db) => db.prepare("UPDATE products SET status = 'draft' WHERE id = ?").run(product.id));
  return product;
}

/** The moment a datetime-local field's minute stands for. */
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

test("a draft scheduled two minutes ahead goes live by itself, recorded as done by the schedule", async ({
  page,
  request,
  login,
  word,
}) => {
  const product = draft(word, "Launch day");
  await login("manager");
  await page.goto(`/admin/products/${product.slug}`);
  const panel = page.getByRole("region", { name: "Schedule" });
  await expect(panel).toContainText(
    "This product is a draft: visitors do not see it. It is not scheduled.",
  );

  const at = minuteOf(new Date(Date.now() + 2 * 60_000));
  await panel.getByLabel("Publish at").fill(siteDateTimeInput(at));
  await panel.getByRole("button", { name: "Schedule" }).click();
  const label = siteDateTimeLabel(at);
  await expect(page.getByText(`Scheduled to go live on ${label}`)).toBeVisible();
  await expect(panel).toContainText(`It goes live on ${label}.`);
  expect(rowOf(product.id)).toEqual({ status: "draft", publishAt: at.getTime() });

  // Two minutes pass for this product: its moment is now behind the server's clock.
  const version = siteVersion();
  withDb((db) =>
    db.prepare("UPDATE products SET publish_at = publish_at - 120000 WHERE id = ?").run(product.id),
  );
  await expect.poll(() => rowOf(product.id).status).toBe("published");
  expect(rowOf(product.id).publishAt).toBeNull();
  // The catalogue's version moved: the page cache and the sitemap follow it.
  expect(siteVersion()).not.toBe(version);
  const entry = withDb(
    (db) =>
      db
        .prepare(
          "SELECT user_id AS userId, user_name AS userName, summary FROM audit_log WHERE entity = 'product' AND entity_id = ? ORDER BY id DESC LIMIT 1",
        )
        .get(String(product.id)) as { userId: number | null; userName: string; summary: string },
  );
  expect(entry).toEqual({
    userId: null,
    userName: "The schedule",
    summary: `Published product ${product.name}, as scheduled for ${siteDateTimeLabel(at.getTime() - 120_000)}`,
  });

  await page.reload();
  await expect(panel).toContainText("This product is published: visitors see it");
  // A visitor (no session) is shown its page.
  const visitor = await request.get(`/products/${product.slug}`);
  expect(visitor.status()).toBe(200);
  expect(await visitor.text()).toContain(product.name);
});

test("a schedule moved, then cancelled: the product stays a draft", async ({
  page,
  login,
  word,
}) => {
  const product = draft(word, "Moved launch");
  await login("manager");
  await page.goto(`/admin/products/${product.slug}`);
  const panel = page.getByRole("region", { name: "Schedule" });
  const first = minuteOf(new Date(Date.now() + 24 * 3_600_000));
  await panel.getByLabel("Publish at").fill(siteDateTimeInput(first));
  await panel.getByRole("button", { name: "Schedule" }).click();
  await expect(panel).toContainText(`It goes live on ${siteDateTimeLabel(first)}.`);

  // The field shows the moment it has; a new one moves it.
  await expect(panel.getByLabel("Publish at")).toHaveValue(siteDateTimeInput(first));
  const second = minuteOf(new Date(Date.now() + 48 * 3_600_000));
  await panel.getByLabel("Publish at").fill(siteDateTimeInput(second));
  await panel.getByRole("button", { name: "Reschedule" }).click();
  await expect(panel).toContainText(`It goes live on ${siteDateTimeLabel(second)}.`);
  expect(rowOf(product.id).publishAt).toBe(second.getTime());

  await panel.getByRole("button", { name: "Unschedule" }).click();
  await expect(page.getByText("The schedule is cancelled")).toBeVisible();
  await expect(panel).toContainText("It is not scheduled.");
  expect(rowOf(product.id)).toEqual({ status: "draft", publishAt: null });
});

test("a time the clocks skip is refused beside the field, what was typed kept", async ({
  page,
  login,
  word,
}) => {
  const product = draft(word, "Spring launch");
  await login("manager");
  await page.goto(`/admin/products/${product.slug}`);
  const panel = page.getByRole("region", { name: "Schedule" });
  // 29 March 2099: London's clocks go from 01:00 to 02:00.
  await panel.getByLabel("Publish at").fill("2099-03-29T01:30");
  await panel.getByRole("button", { name: "Schedule" }).click();
  await expect(
    panel.getByText(
      "2099-03-29 01:30 does not exist in Europe/London: the clocks go forward over it",
    ),
  ).toBeVisible();
  await expect(panel.getByLabel("Publish at")).toHaveValue("2099-03-29T01:30");
  expect(rowOf(product.id).publishAt).toBeNull();
});

/**
 * The dashboard's Backup line (docs/deploy.md, Backups and restore). The shared e2e server runs
 * without BACKUP_URL, so the dashboard says the backup is off, in red, and how to turn it on; the
 * line for a server under Litestream is checked in api.backup.spec.ts. JavaScript on and off.
 */
import { expect, test } from "./admin.fixtures";

test("the dashboard says, in red, that nothing backs the database up", async ({ page, login }) => {
  await login("manager");
  await page.goto("/admin/dashboard");
  const backup = page.getByRole("region", { name: "Backup" });
  await expect(backup).toContainText("Off: nothing copies the database. Set BACKUP_URL");
  await expect(backup).toHaveAttribute("data-state", "off");
  await expect(backup).toHaveCSS("border-left-color", "rgb(180, 35, 24)");
});

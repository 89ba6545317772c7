import type { Page } from "@playwright/test";
import { expect, test, uniqueTag } from "./admin.fixtures";
import { createProduct, withDb } from "./data";

// Runs in the "js" and "no-js" projects; each test sends or writes the messages it reads.

test("a contact message sent on the storefront is found unhandled in Messages, read and handled", async ({
  page,
  login,
}) => {
  const subject = `Drum lengths ${uniqueTag()}`;
  await page.goto("/contact-us");
  await page.getByLabel("Name", { exact: true }).fill("Chris Contractor");
  await page.getByLabel("Email").fill("chris@example.com");
  await page.getByLabel("Country").selectOption("Ireland");
  await page.getByLabel("Phone").fill("871234567");
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Message", { exact: true })
    .fill("Do you cut SWA to length?\nWe need three drums of 50 m.");
  await page.getByRole("button", { name: "SEND" }).click();
  await expect(page.getByText("Your message has been sent.")).toBeVisible();

  await login("manager");
  await page.goto("/admin/dashboard");
  // The sidebar counts unhandled messages (this one at least).
  const count = page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /Messages/ });
  await expect(count).toContainText(/\d+ unhandled/);

  await count.click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
  await page.getByLabel("Search messages").fill(subject);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?q=/);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Unhandled");
  await expect(row).toContainText("Chris Contractor");

  // Read it in full.
  await row.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByText("Do you cut SWA to length?")).toBeVisible();
  await expect(page.getByText("We need three drums of 50 m.")).toBeVisible();
  await expect(page.getByText("Ireland (dial code +353)")).toBeVisible();
  await expect(page.getByText("+353 871234567")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:chris@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );

  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByText("Message marked as handled")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as unhandled" })).toBeVisible();
  await page.goto(`/admin/messages?status=handled&q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("row").filter({ hasText: subject })).toContainText("Handled");
  await page.goto(`/admin/messages?status=unhandled&q=${encodeURIComponent(subject)}`);
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
});

test("quotation enquiries are listed beside contact messages, filtered by kind, and deleted after confirming", async ({
  page,
  login,
}) => {
  const tag = uniqueTag();
  const product = createProduct({});
  const { lastInsertRowid: id } = withDb((db) =>
    db
      .prepare(
        `INSERT INTO contact_messages (kind, name, email, country, country_code, phone, message,
           company, product_id, product_name, quantity, length)
         VALUES ('quotation', 'Quinn Quote', 'quinn@example.com', 'United Kingdom', '44',
           '7911123456', ?, ?, ?, ?, '3 drums', '250 m')`,
      )
      .run(`Please quote ${tag}`, `Acme ${tag}`, product.id, product.name),
  );
  await login("admin");
  await page.goto(`/admin/messages?kind=quotation&q=${tag}`);
  const row = page.getByRole("row").filter({ hasText: `Quotation: ${product.name}` });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: `Quotation: ${product.name}` }).click();
  await expect(page.getByText("Quotation request")).toBeVisible();
  await expect(page.getByText(`Acme ${tag}`)).toBeVisible();
  await expect(page.getByText("3 drums")).toBeVisible();
  await expect(page.getByText("250 m")).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toHaveAttribute(
    "href",
    `/products/${product.slug}`,
  );
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    // The reply's subject carries the enquiry's reference (docs/quotes.md).
    `mailto:quinn@example.com?subject=${encodeURIComponent(`Re: Quotation Q-${String(id).padStart(6, "0")} for ${product.name}`)}`,
  );

  await page.goto(`/admin/messages?kind=contact&q=${tag}`);
  await expect(page.getByText("No messages match these filters.")).toBeVisible();

  await page.goto(`/admin/messages?q=${tag}`);
  const confirm = row.locator("summary", { hasText: "Delete" });
  await expect(confirm).toHaveAttribute("aria-label", "Delete the message from Quinn Quote");
  await confirm.click();
  await row.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Message deleted successfully")).toBeVisible();
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
});

/** Messages not handled, by the rule (docs/quotes.md, Handled), and by the flag alone. */
function unhandledInDb() {
  return withDb((db) => {
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      rule: n(
        `SELECT count(*) AS n FROM contact_messages
         WHERE (kind = 'contact' AND handled = 0) OR (kind = 'quotation' AND status = 'new')`,
      ),
      flag: n("SELECT count(*) AS n FROM contact_messages WHERE handled = 0"),
    };
  });
}

/**
 * The sidebar's number, read while no other test changed the messages (they run alongside): the
 * count in the database is the same before and after the page is read, else it is read again.
 */
async function sidebarAgainstDb(page: Page) {
  let seen: { shown: number; rule: number; flag: number } | null = null;
  await expect
    .poll(
      async () => {
        const before = unhandledInDb();
        await page.goto("/admin/dashboard");
        const link = page
          .getByRole("navigation", { name: "Admin" })
          .getByRole("link", { name: /Messages/ });
        const text = (await link.textContent()) ?? "";
        const after = unhandledInDb();
        if (before.rule !== after.rule || before.flag !== after.flag) return "moved";
        seen = { shown: Number(/(\d+)\s*unhandled/.exec(text)?.[1] ?? 0), ...after };
        return "still";
      },
      { timeout: 30_000 },
    )
    .toBe("still");
  return seen!;
}

test("an enquiry set to Quoted is handled: its badge, the lists' filters and the sidebar's count say so", async ({
  page,
  login,
}) => {
  const tag = uniqueTag();
  const { id } = withDb(
    (db) =>
      db
        .prepare(
          `INSERT INTO contact_messages (kind, name, email, country, phone, message, company,
             product_name, quantity)
           VALUES ('quotation', 'Holly Handled', 'holly@example.com', '', '', ?, ?, 'SWA 3 core',
             '2 drums')
           RETURNING id`,
        )
        .get(`Quote please ${tag}`, `Holly ${tag}`) as { id: number },
  );
  const staff = await login("manager");

  // New and assigned: not handled yet.
  await page.goto(`/admin/messages/${id}`);
  await page.getByLabel("Assigned to").selectOption({ label: staff.name });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Assignee updated")).toBeVisible();
  const badges = page.locator(".adm-message__badges");
  await expect(badges).toContainText("Unhandled");
  // Its status says whether it is handled: no button marks it.
  await expect(page.getByRole("button", { name: /Mark as (un)?handled/ })).toHaveCount(0);
  await page.goto(`/admin/messages?status=unhandled&q=${tag}`);
  await expect(page.getByRole("row").filter({ hasText: "Holly Handled" })).toContainText(
    "Unhandled",
  );

  // Quoted: handled everywhere.
  await page.goto(`/admin/messages/${id}`);
  await page.getByLabel("Status", { exact: true }).selectOption("quoted");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByText("Status updated")).toBeVisible();
  await expect(badges).toContainText("Handled");
  await expect(badges).not.toContainText("Unhandled");
  await expect(badges).toContainText("Quoted");
  // Its status history says who quoted it.
  const history = page.getByRole("list", { name: "Status history" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Received as New");
  await expect(history.nth(1)).toContainText(`New → Quoted by ${staff.name}`);

  await page.goto(`/admin/messages?status=unhandled&q=${tag}`);
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
  await page.goto(`/admin/messages?status=handled&q=${tag}`);
  const row = page.getByRole("row").filter({ hasText: "Holly Handled" });
  await expect(row).toContainText("Handled");
  await expect(row).toContainText("Quoted");
  await expect(row).toContainText(staff.name);

  // The sidebar counts by the rule (this enquiry left out), not by the handled flag, which still
  // says unhandled for it.
  const count = await sidebarAgainstDb(page);
  expect(count.shown).toBe(count.rule);
  expect(count.flag).toBeGreaterThan(count.rule);
  const flag = withDb(
    (db) =>
      (
        db.prepare("SELECT handled FROM contact_messages WHERE id = ?").get(id) as {
          handled: number;
        }
      ).handled,
  );
  expect(flag).toBe(0);
});

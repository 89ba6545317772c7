// @vitest-environment happy-dom
/**
 * The admin lists as staff see them, rendered from their routes' real loaders: what an empty
 * list says, and what a row's actions offer (see app/components/admin/table.tsx).
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { db } from "~/db.server";
import * as adminLayout from "~/routes/admin";
import * as messages from "~/routes/admin.messages._index";
import * as users from "~/routes/admin.users._index";
import { resetDb } from "../fixtures";
import { cookieFor, insertUser } from "../routes/admin.helpers";
import { CookieJar, renderApp, route } from "./remix-stub";

beforeEach(resetDb);
afterEach(cleanup);

const adminRoutes = [
  route("routes/admin", "admin", adminLayout, {
    children: [
      route("routes/admin.messages._index", "messages", messages),
      route("routes/admin.users._index", "users", users),
    ],
  }),
];

async function renderAdmin(url: string, staff: { id: number }) {
  const jar = new CookieJar();
  jar.add((await cookieFor(staff.id)).cookie);
  return renderApp(url, adminRoutes, jar);
}

describe("Messages", () => {
  it("an empty inbox says so once", async () => {
    await renderAdmin("/admin/messages", insertUser({ role: "manager" }));
    await screen.findByText("No messages available");
    expect(screen.queryByText("Every message has been handled.")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("with every message handled, says so above the list, and filters that match none say that", async () => {
    db.insert(contactMessages)
      .values({
        name: "Chris",
        email: "chris@example.com",
        country: "Ireland",
        phone: "871234567",
        subject: "Drum lengths",
        message: "Do you cut SWA to length?",
        handled: true,
      })
      .run();
    const staff = insertUser({ role: "manager" });
    await renderAdmin("/admin/messages", staff);
    await screen.findByText("Every message has been handled.");
    expect(within(screen.getByRole("table")).getByText("Drum lengths")).toBeTruthy();
    cleanup();
    await renderAdmin("/admin/messages?status=unhandled", staff);
    await screen.findByText("No messages match these filters.");
    expect(screen.getByText("Every message has been handled.")).toBeTruthy();
  });
});

describe("All Users", () => {
  it("offers Delete after a confirmation on other users' rows, and not on one's own", async () => {
    const me = insertUser({ role: "admin", name: "Alex Admin", email: "alex@example.com" });
    insertUser({ role: "manager", name: "Sam Manager", email: "sam@example.com" });
    await renderAdmin("/admin/users", me);
    const other = (await screen.findByRole("cell", { name: "Sam Manager" })).closest("tr")!;
    const confirmation = within(other).getByRole("group", { name: "Delete Sam Manager" });
    expect(within(confirmation).getByRole("button", { name: "Yes, delete" })).toBeTruthy();
    const own = screen.getByRole("cell", { name: "Alex Admin" }).closest("tr")!;
    expect(within(own).queryByRole("button", { name: "Yes, delete" })).toBeNull();
    expect(within(own).getByTitle("You cannot delete your own account").textContent).toContain(
      "Delete",
    );
  });
});

// @vitest-environment happy-dom
/**
 * The admin lists as staff see them, rendered from their routes' real loaders: what an empty
 * list says, and what a row's actions offer (see app/components/admin/table.tsx).
 */
import { cleanup, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { softBreaks } from "~/components/admin/table";
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

  it("says an enquiry set to Quoted is handled, with no button to mark it; a contact message keeps its own", async () => {
    const values = {
      country: "Ireland",
      phone: "871234567",
      message: "Hello",
    };
    db.insert(contactMessages)
      .values([
        { ...values, name: "Chris", email: "chris@example.com", subject: "Drum lengths" },
        {
          ...values,
          kind: "quotation",
          name: "Quinn",
          email: "procurement.department@northern-electrical-wholesale.example.com",
          productName: "SWA 3 core",
          status: "quoted",
        },
        {
          ...values,
          kind: "quotation",
          name: "Nell",
          email: "nell@example.com",
          productName: "RG6",
        },
      ])
      .run();
    await renderAdmin("/admin/messages", insertUser({ role: "manager" }));
    // The name is in its From cell (and in the row's delete question).
    const row = async (name: string) => (await screen.findAllByText(name))[0].closest("tr")!;
    const quoted = await row("Quinn");
    expect(within(quoted).getByText("Handled")).toBeTruthy();
    expect(within(quoted).getByText("Quoted")).toBeTruthy();
    expect(within(quoted).queryByRole("button", { name: /Mark/ })).toBeNull();
    const waiting = await row("Nell");
    expect(within(waiting).getByText("Unhandled")).toBeTruthy();
    expect(within(waiting).queryByRole("button", { name: /Mark/ })).toBeNull();
    const contact = await row("Chris");
    expect(within(contact).getByText("Unhandled")).toBeTruthy();
    expect(
      within(contact).getByRole("button", { name: "Mark the message from Chris as handled" }),
    ).toBeTruthy();
    // The sidebar and the note count the two waiting, not the quoted enquiry.
    expect(screen.getByText("2 unhandled messages.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Messages/ }).textContent?.replace(/\s+/g, " ")).toBe(
      "Messages2 unhandled",
    );
    // The e-mail may wrap after its @ and before the dots of its long parts, nowhere else.
    const email = within(quoted).getByText(/^procurement/, { selector: ".adm-muted" });
    expect(email.innerHTML).toBe(
      "procurement<wbr>.department@<wbr>northern-electrical-wholesale<wbr>.example<wbr>.com",
    );
  });
});

describe("softBreaks", () => {
  const html = (text: string) => renderToStaticMarkup(<>{softBreaks(text)}</>);

  it("marks where an address may wrap, and leaves other text as it is", () => {
    expect(html("ann@lee.example.com")).toBe("ann@<wbr/>lee.example.com");
    expect(html("Mail procurement.department@example.com today")).toBe(
      "Mail procurement<wbr/>.department@<wbr/>example.com today",
    );
    expect(html("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https:<wbr/>/<wbr/>/<wbr/>www.youtube.com/<wbr/>watch?<wbr/>v=<wbr/>dQw4w9WgXcQ",
    );
    expect(html("2001:db8:85a3::7348")).toBe("2001:<wbr/>db8:<wbr/>85a3:<wbr/>:<wbr/>7348");
    // No address: the very same string, dots and all.
    expect(softBreaks("Tri-Rated 0.75mm² Blue 100m")).toBe("Tri-Rated 0.75mm² Blue 100m");
    expect(softBreaks("In progress")).toBe("In progress");
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

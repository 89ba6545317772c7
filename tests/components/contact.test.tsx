// @vitest-environment happy-dom
/** The contact form, submitted by a user, against the real loader and action. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { db } from "~/db.server";
import * as contactUs from "~/routes/contact-us";
import { resetDb } from "../fixtures";
import { messageOf, renderApp, route, valueOf } from "./remix-stub";

beforeEach(resetDb);
afterEach(cleanup);

function renderContact() {
  return renderApp("/contact-us", [route("routes/contact-us", "contact-us", contactUs)]);
}

type User = ReturnType<typeof renderContact>["user"];

async function fill(user: User, values: { email: string }) {
  await user.type(await screen.findByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), values.email);
  await user.selectOptions(screen.getByLabelText("Country"), "United Kingdom");
  await user.type(screen.getByLabelText("Phone"), "1753000000");
  await user.type(screen.getByLabelText("Message"), "Do you stock Cat6 LSZH in blue?");
}

describe("contact form /contact-us", () => {
  it("shows a bad e-mail's message beside the Email field and keeps what was typed", async () => {
    const { user } = renderContact();
    await fill(user, { email: "ada@example" });
    expect(valueOf(screen.getByLabelText("Dial code"))).toBe("+44");
    await user.click(screen.getByRole("button", { name: "SEND" }));

    const email = screen.getByLabelText("Email");
    await screen.findByText("Please enter a valid email.");
    expect(messageOf(email)).toBe("Please enter a valid email.");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    // Only the e-mail is wrong: the other fields carry no message and keep their values.
    expect(messageOf(screen.getByLabelText("Name"))).toBeNull();
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Ada Lovelace");
    expect(valueOf(email)).toBe("ada@example");
    expect(valueOf(screen.getByLabelText("Message"))).toBe("Do you stock Cat6 LSZH in blue?");
    expect(screen.queryByText("Your message has been sent.")).toBeNull();
    expect(db.select().from(contactMessages).all()).toEqual([]);
  });

  it("sends a valid message: the confirmation in the form's place, then an empty form, and the message stored", async () => {
    const { user } = renderContact();
    await fill(user, { email: "Ada@Example.co.uk" });
    await user.click(screen.getByRole("button", { name: "SEND" }));

    const panel = await screen.findByRole("status");
    expect(panel.textContent).toContain("Your message has been sent.");
    expect(panel.id).toBe("contact-sent");
    expect(screen.queryByLabelText("Name")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Send another message" }));
    expect(valueOf(await screen.findByLabelText("Name"))).toBe("");
    expect(valueOf(screen.getByLabelText("Message"))).toBe("");
    expect(db.select().from(contactMessages).all()).toMatchObject([
      {
        name: "Ada Lovelace",
        email: "ada@example.co.uk",
        country: "United Kingdom",
        countryCode: "44",
        phone: "1753000000",
        message: "Do you stock Cat6 LSZH in blue?",
      },
    ]);
  });
});

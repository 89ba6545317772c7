// @vitest-environment happy-dom
/**
 * The staff forms, submitted by a user, against their routes' real loaders and actions: sign-in,
 * Create User, Update User and the two forms of Edit Profile. Staff pages are signed in with a
 * session row and its cookie in the stub's cookie jar (see remix-stub.tsx).
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getUserByEmail, getUserById, verifyLogin } from "~/models/user.server";
import * as adminLayout from "~/routes/admin";
import * as dashboard from "~/routes/admin.dashboard";
import * as profile from "~/routes/admin.profile";
import * as newUser from "~/routes/admin.user.new";
import * as editUser from "~/routes/admin.users.$id";
import * as usersList from "~/routes/admin.users._index";
import * as signIn from "~/sign-in/route";
import { SIGN_IN_PATH } from "~/screens/auth.server";
import { resetDb } from "../fixtures";
import { cookieFor, insertUser } from "../routes/admin.helpers";
import { CookieJar, findToast, messageOf, renderApp, route, valueOf } from "./remix-stub";

beforeEach(resetDb);
afterEach(cleanup);

const adminRoutes = [
  route("sign-in", SIGN_IN_PATH.slice(1), signIn),
  route("routes/admin", "admin", adminLayout, {
    children: [
      route("routes/admin.dashboard", "dashboard", dashboard),
      route("routes/admin.user.new", "user/new", newUser),
      route("routes/admin.users._index", "users", usersList, { index: true }),
      route("routes/admin.users.$id", "users/:id", editUser),
      route("routes/admin.profile", "profile", profile),
    ],
  }),
];

/**
 * An admin screen under its layout, signed in as `staff`: a session row and its cookie in the
 * jar, since the stub's requests would otherwise reach the guards without one.
 */
async function renderAdmin(url: string, staff: { id: number }) {
  const jar = new CookieJar();
  jar.add((await cookieFor(staff.id)).cookie);
  return renderApp(url, adminRoutes, jar);
}

/** The form that holds the button named `button`. */
function formWith(button: string) {
  return screen.getByRole("button", { name: button }).closest("form")!;
}

describe("sign-in form", () => {
  it("refuses a wrong password: “Invalid email or password”, the e-mail kept, the password emptied", async () => {
    const staff = insertUser({ email: "ops@belcables.co.uk" });
    const { user, jar } = renderApp(SIGN_IN_PATH, adminRoutes);
    await user.type(await screen.findByLabelText("Email"), staff.email);
    await user.type(screen.getByLabelText("Password"), "not the password");
    await user.click(screen.getByRole("button", { name: "LOGIN" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect(valueOf(screen.getByLabelText("Email"))).toBe(staff.email);
    expect(valueOf(screen.getByLabelText("Password"))).toBe("");
    expect(jar.has("bel_session")).toBe(false);
  });

  it("signs in with the right password: the session cookie set and the dashboard shown", async () => {
    const staff = insertUser({ name: "Ops Desk", email: "ops@belcables.co.uk" });
    const { user, jar } = renderApp(SIGN_IN_PATH, adminRoutes);
    await user.type(await screen.findByLabelText("Email"), "OPS@belcables.co.uk");
    await user.type(screen.getByLabelText("Password"), staff.password);
    await user.click(screen.getByRole("button", { name: "LOGIN" }));

    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(jar.has("bel_session")).toBe(true);
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});

describe("Create User form", () => {
  async function fill(
    user: ReturnType<typeof renderApp>["user"],
    values: { email: string; confirm: string },
  ) {
    await user.type(await screen.findByLabelText("Name"), "Katherine Johnson");
    await user.selectOptions(screen.getByLabelText("Role"), "Manager");
    await user.type(screen.getByLabelText("Email"), values.email);
    await user.type(screen.getByLabelText("Password"), "orbital mechanics");
    await user.type(screen.getByLabelText("Confirm Password"), values.confirm);
    await user.click(screen.getByRole("button", { name: "Create" }));
  }

  it("shows “Passwords does not match” beside Confirm Password and keeps the other fields", async () => {
    const admin = insertUser({ role: "admin" });
    const { user } = await renderAdmin("/admin/user/new", admin);
    await fill(user, { email: "kj@belcables.co.uk", confirm: "orbital mechanic" });

    await screen.findByText("Passwords does not match");
    expect(messageOf(screen.getByLabelText("Confirm Password"))).toBe("Passwords does not match");
    expect(messageOf(screen.getByLabelText("Password"))).toBeNull();
    expect(messageOf(screen.getByLabelText("Email"))).toBeNull();
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Katherine Johnson");
    expect(valueOf(screen.getByLabelText("Role"))).toBe("manager");
    expect(valueOf(screen.getByLabelText("Email"))).toBe("kj@belcables.co.uk");
    expect(valueOf(screen.getByLabelText("Password"))).toBe("");
    expect(valueOf(screen.getByLabelText("Confirm Password"))).toBe("");
    expect(getUserByEmail("kj@belcables.co.uk")).toBeNull();
  });

  it("shows a taken e-mail's message beside Email", async () => {
    const admin = insertUser({ role: "admin" });
    insertUser({ email: "taken@belcables.co.uk" });
    const { user } = await renderAdmin("/admin/user/new", admin);
    await fill(user, { email: "Taken@belcables.co.uk", confirm: "orbital mechanics" });

    await screen.findByText("A user with this email already exists");
    expect(messageOf(screen.getByLabelText("Email"))).toBe("A user with this email already exists");
    expect(messageOf(screen.getByLabelText("Confirm Password"))).toBeNull();
    expect(screen.getByRole("heading", { name: "Create User" })).toBeTruthy();
  });

  it("creates the user: back on the users list with a toast and the new row", async () => {
    const admin = insertUser({ role: "admin" });
    const { user } = await renderAdmin("/admin/user/new", admin);
    await fill(user, { email: "kj@belcables.co.uk", confirm: "orbital mechanics" });

    await findToast("User created successfully");
    const row = screen.getByText("kj@belcables.co.uk").closest("tr")!;
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 4)).toEqual(["Katherine Johnson", "kj@belcables.co.uk", "Manager"]);
    expect(await verifyLogin("kj@belcables.co.uk", "orbital mechanics")).toMatchObject({
      name: "Katherine Johnson",
      role: "manager",
    });
  });
});

describe("Update User form", () => {
  it("shows the user's details, refuses another user's e-mail beside Email, then saves", async () => {
    const admin = insertUser({ role: "admin" });
    const other = insertUser({ email: "other@belcables.co.uk" });
    const target = insertUser({ name: "Dorothy Vaughan", email: "dv@belcables.co.uk" });
    const { user } = await renderAdmin(`/admin/users/${target.id}`, admin);

    const email = await screen.findByLabelText("Email");
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Dorothy Vaughan");
    expect(valueOf(email)).toBe("dv@belcables.co.uk");
    expect(valueOf(screen.getByLabelText("Role"))).toBe("manager");
    await user.clear(email);
    await user.type(email, other.email);
    await user.click(screen.getByRole("button", { name: "Update" }));

    await screen.findByText("A user with this email already exists");
    expect(messageOf(screen.getByLabelText("Email"))).toBe("A user with this email already exists");
    expect(getUserById(target.id)?.email).toBe("dv@belcables.co.uk");

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "dorothy@belcables.co.uk");
    await user.selectOptions(screen.getByLabelText("Role"), "Admin");
    await user.click(screen.getByRole("button", { name: "Update" }));

    await findToast("User Updated");
    expect(screen.getByText("dorothy@belcables.co.uk")).toBeTruthy();
    expect(getUserById(target.id)).toMatchObject({
      email: "dorothy@belcables.co.uk",
      role: "admin",
    });
  });
});

describe("Edit Profile: two forms told apart by intent", () => {
  const details = () => within(formWith("Save profile"));
  const passwords = () => within(formWith("Change password"));

  async function renderProfile() {
    const me = insertUser({ name: "Mary Jackson", email: "mj@belcables.co.uk" });
    const page = await renderAdmin("/admin/profile", me);
    await screen.findByRole("heading", { name: "Edit Profile" });
    return { me, ...page };
  }

  it("answers a bad e-mail beside the details form's Email, nothing on the password form", async () => {
    const { me, user } = await renderProfile();
    await user.type(passwords().getByLabelText("New Password"), "typed, not sent");
    const email = details().getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "mary.jackson");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await screen.findByText("Please enter a valid email address");
    expect(messageOf(details().getByLabelText("Email"))).toBe("Please enter a valid email address");
    expect(valueOf(details().getByLabelText("Name"))).toBe("Mary Jackson");
    for (const label of ["Current Password", "New Password", "Confirm Password"]) {
      expect(messageOf(passwords().getByLabelText(label))).toBeNull();
    }
    expect(getUserById(me.id)?.email).toBe("mj@belcables.co.uk");
  });

  it("answers a wrong current password beside Current Password, nothing on the details form", async () => {
    const { me, user } = await renderProfile();
    await user.type(passwords().getByLabelText("Current Password"), "not my password");
    await user.type(passwords().getByLabelText("New Password"), "wind tunnel 4ft");
    await user.type(passwords().getByLabelText("Confirm Password"), "wind tunnel 4ft");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    await screen.findByText("Current password is incorrect");
    expect(messageOf(passwords().getByLabelText("Current Password"))).toBe(
      "Current password is incorrect",
    );
    expect(messageOf(passwords().getByLabelText("Confirm Password"))).toBeNull();
    expect(messageOf(details().getByLabelText("Name"))).toBeNull();
    expect(messageOf(details().getByLabelText("Email"))).toBeNull();
    expect(valueOf(details().getByLabelText("Email"))).toBe("mj@belcables.co.uk");
    expect(await verifyLogin(me.email, me.password)).not.toBeNull();
  });

  it("saves the details, then the password, each with its toast", async () => {
    const { me, user } = await renderProfile();
    await user.clear(details().getByLabelText("Name"));
    await user.type(details().getByLabelText("Name"), "Mary W. Jackson");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await findToast("Profile updated successfully");
    expect(valueOf(details().getByLabelText("Name"))).toBe("Mary W. Jackson");
    expect(getUserById(me.id)?.name).toBe("Mary W. Jackson");

    await user.type(passwords().getByLabelText("Current Password"), me.password);
    await user.type(passwords().getByLabelText("New Password"), "wind tunnel 4ft");
    await user.type(passwords().getByLabelText("Confirm Password"), "wind tunnel 4ft");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await findToast("Password updated successfully !!!");
    expect(valueOf(passwords().getByLabelText("New Password"))).toBe("");
    expect(await verifyLogin(me.email, "wind tunnel 4ft")).not.toBeNull();
  });
});

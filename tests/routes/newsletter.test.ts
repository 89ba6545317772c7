/**
 * The footer's newsletter box (docs/storefront.md, Newsletter): nothing is stored. Without
 * JavaScript the post comes back to the page with the message as a toast; with it (`quiet`), the
 * answer only. Posts are limited per address like every anonymous write, and a refusal says when to
 * try again.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { action } from "~/routes/newsletter";
import { NEWSLETTER_INVALID, NEWSLETTER_SUCCESS } from "~/schemas/newsletter";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { resetDb } from "../fixtures";
import { makeRequest, run, toastOf } from "./admin.helpers";

beforeEach(resetDb);

const post = (form: Record<string, string>, address = "192.0.2.10") =>
  run(
    action,
    makeRequest("http://localhost/newsletter", {
      form,
      headers: { Referer: "http://localhost/about", [CLIENT_ADDRESS_HEADER]: address },
    }),
  );

describe("the newsletter box", () => {
  it("answers an address, and the message for a bad one, as a toast back on the page", async () => {
    const ok = await post({ email: "buyer@example.com" });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/about");
    expect(await toastOf(ok)).toMatchObject({ type: "success", message: NEWSLETTER_SUCCESS });

    const bad = await post({ email: "not-an-address" });
    expect(bad.location).toBe("/about");
    expect(await toastOf(bad)).toMatchObject({ type: "error", message: NEWSLETTER_INVALID });
    expect(await toastOf(await post({}))).toMatchObject({ message: NEWSLETTER_INVALID });
  });

  it("with JavaScript answers only the outcome", async () => {
    const ok = await post({ email: "buyer@example.com", quiet: "1" });
    expect(ok).toMatchObject({ status: 200, json: { ok: true, message: NEWSLETTER_SUCCESS } });
    const bad = await post({ email: " ", quiet: "1" });
    expect(bad).toMatchObject({ status: 400, json: { ok: false, message: NEWSLETTER_INVALID } });
  });

  it("refuses the sixth post in a minute from one address, saying when to try again", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post({ email: `buyer${i}@example.com`, quiet: "1" })).status).toBe(200);
    }
    const quiet = await post({ email: "buyer@example.com", quiet: "1" });
    expect(quiet.status).toBe(429);
    expect(quiet.headers.get("Retry-After")).toBe("60");
    expect(quiet.json).toMatchObject({ ok: false, message: expect.stringMatching(/try again/) });

    const page = await post({ email: "buyer@example.com" });
    expect(page.status).toBe(302);
    expect(page.headers.get("Retry-After")).toBe("60");
    expect(await toastOf(page)).toMatchObject({ type: "error", message: quiet.json.message });

    // Another address is not held back.
    const other = await post({ email: "buyer@example.com" }, "192.0.2.11");
    expect(await toastOf(other)).toMatchObject({ type: "success", message: NEWSLETTER_SUCCESS });
  });
});

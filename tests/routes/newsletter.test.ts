/**
 * The footer's newsletter box (app/routes/newsletter.tsx): an anonymous write, limited per client
 * address like reviews and contact messages (5 a minute, app/models/rate-limits.server.ts). The
 * address is the one the HTTP server hands the app (x-bel-client-address).
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as newsletter from "~/routes/newsletter";
import { NEWSLETTER_SUCCESS } from "~/schemas/newsletter";
import { resetDb } from "../fixtures";
import { BASE, makeRequest, run, toastOf } from "./admin.helpers";

beforeEach(() => resetDb());

const REFUSED = /^Too many submissions from your network\. Please try again in \d+ seconds?\.$/;

/** A post of the box: `quiet` as the page sends it with JavaScript, else as a plain form. */
const post = (address: string, { quiet = false } = {}) =>
  run(
    newsletter.action,
    makeRequest("/newsletter", {
      form: { email: "reader@example.com", ...(quiet ? { quiet: "1" } : {}) },
      headers: { "x-bel-client-address": address, Referer: `${BASE}/about` },
    }),
  );

describe("POST /newsletter", () => {
  it("refuses the 6th post in a minute from one address with 429 and Retry-After; another address still succeeds", async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await post("203.0.113.30", { quiet: true });
      expect(ok.status).toBe(200);
      expect(ok.json).toEqual({ ok: true, message: NEWSLETTER_SUCCESS });
    }
    const refused = await post("203.0.113.30", { quiet: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(refused.json).toEqual({ ok: false, message: expect.stringMatching(REFUSED) });

    // Without JavaScript the form comes back to its page with the message as an error toast (a
    // redirect can't be a 429), and says when to try again all the same.
    const page = await post("203.0.113.30");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/about");
    expect(page.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await toastOf(page)).toMatchObject({
      type: "error",
      message: expect.stringMatching(REFUSED),
    });

    const other = await post("198.51.100.30", { quiet: true });
    expect(other.status).toBe(200);
    expect(other.json).toEqual({ ok: true, message: NEWSLETTER_SUCCESS });
    const otherPage = await post("198.51.100.30");
    expect(otherPage.status).toBe(302);
    expect(otherPage.headers.get("Retry-After")).toBeNull();
    expect(await toastOf(otherPage)).toMatchObject({
      type: "success",
      message: NEWSLETTER_SUCCESS,
    });
  });
});

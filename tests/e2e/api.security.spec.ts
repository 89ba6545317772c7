/**
 * The site on the open internet, over HTTP against the production server (server/index.js):
 * every defect of the attack run (issue "Safe on the open internet") as a test, and the classes
 * behind them over every route of the build's manifest — bad bodies, headers, a fuzz run.
 *
 * The e2e server trusts the test runner as its proxy (TRUST_PROXY=loopback), so each request's
 * X-Forwarded-For is its client address here.
 */
import { randomBytes } from "node:crypto";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { createUser, sessionCookieHeader } from "./admin.fixtures";
import { createProduct, withDb } from "./data";
import { PORT } from "./environment.js";
import { apiRoutes, builtRoutes, urlOf } from "./manifest";

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0] || 1}`;
const from = (a: string) => ({ "X-Forwarded-For": a });

const routes = builtRoutes().filter((r) => !r.path.startsWith("/api/"));
const pageActions = routes.filter((r) => r.hasAction);

test.describe.configure({ mode: "parallel" });

// ---------------------------------------------------------------------------------------------
// Sign-in: nobody can lock the owner out

test("20 wrong sign-ins to made-up accounts from one address never stop the admin from another (page and API)", async ({
  request,
}) => {
  const admin = createUser("admin");
  const attacker = address();
  for (let i = 0; i < 25; i++) {
    const answer = await request.post("/api/bel/admin-bel", {
      headers: from(attacker),
      data: { email: `made-up-${i}-${admin.email}`, password: "guess" },
    });
    expect([401, 429]).toContain(answer.status());
  }
  // The attacker's address is refused now, whatever it names…
  const refused = await request.post("/api/bel/admin-bel", {
    headers: from(attacker),
    data: { email: admin.email, password: admin.password },
  });
  expect(refused.status()).toBe(429);
  expect(refused.headers()["retry-after"]).toMatch(/^\d+$/);
  // …and the admin, from home, signs in at once: API and page.
  const owner = address();
  const api = await request.post("/api/bel/admin-bel", {
    headers: from(owner),
    data: { email: admin.email, password: admin.password },
  });
  expect(api.status()).toBe(200);
  const page = await request.post("/admin-bel", {
    headers: from(owner),
    form: { email: admin.email, password: admin.password },
    maxRedirects: 0,
  });
  expect(page.status()).toBe(302);
  expect(page.headers()["location"]).toBe("/admin/dashboard");
});

test("five wrong passwords by someone else never refuse the owner's right one", async ({
  request,
}) => {
  const user = createUser("manager");
  const attacker = address();
  for (let i = 0; i < 6; i++) {
    await request.post("/api/bel/admin-bel", {
      headers: from(attacker),
      data: { email: user.email, password: `wrong-${i}` },
    });
  }
  const owner = await request.post("/api/bel/admin-bel", {
    headers: from(address()),
    data: { email: user.email, password: user.password },
  });
  expect(owner.status()).toBe(200);
});

test("after sign-in, redirectTo only ever leads to a path of this site; odd characters never 500", async ({
  request,
  playwright,
}) => {
  const user = createUser("manager");
  for (const redirectTo of [
    "/\t/evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/a\r\nSet-Cookie: x=1",
    "/\u3000/evil.example",
    // URL parsing turns these into "//evil.example": decided on the parsed path.
    "/.//evil.example",
    "/%2e%2e//evil.example",
  ]) {
    const answer = await request.post("/admin-bel", {
      headers: from(address()),
      form: { email: user.email, password: user.password, redirectTo },
      maxRedirects: 0,
    });
    expect(answer.status(), redirectTo).toBe(302);
    expect(answer.headers()["location"], redirectTo).toBe("/admin/dashboard");
  }
  // The sign-in form a visitor (no session: a signed-in one is sent to the dashboard) gets for such
  // an address: its hidden field is empty, and signing in with the form as it is lands on the
  // dashboard (the action reads redirectTo from the form only, never from its own address).
  // "%2F.%2F%2Fevil.example" is the issue's own.
  for (const query of [
    "%2F.%2F%2Fevil.example",
    encodeURIComponent("/%2e%2e//evil.example"),
    encodeURIComponent("/\t/evil.example"),
    encodeURIComponent("//evil.example"),
  ]) {
    const visitor = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
    const page = await visitor.get(`/admin-bel?redirectTo=${query}`);
    expect(page.status(), query).toBe(200);
    const html = await page.text();
    const field = /<input[^>]*name="redirectTo"[^>]*>/.exec(html)?.[0];
    expect(field, query).toMatch(/type="hidden"/);
    const hidden = /value="([^"]*)"/.exec(field!)?.[1] ?? "";
    expect(hidden, query).toBe("");
    const signedIn = await visitor.post("/admin-bel", {
      headers: from(address()),
      form: { email: user.email, password: user.password, redirectTo: hidden },
      maxRedirects: 0,
    });
    expect(signedIn.headers()["location"], query).toBe("/admin/dashboard");
    await visitor.dispose();
  }
});

// ---------------------------------------------------------------------------------------------
// Bad bodies: 4xx at every page action, never 500

test("every page action answers a body that is not a form with 415, a broken multipart with 400", async ({
  request,
}) => {
  const admin = createUser("admin");
  const cookie = await sessionCookieHeader(admin);
  const product = createProduct();
  const values = { slug: product.slug, id: "1", token: "x".repeat(43) };
  expect(pageActions.length).toBeGreaterThanOrEqual(8);
  for (const route of pageActions) {
    const url = urlOf(route.path, values);
    const bodies: [string, Record<string, string>, string, number[]][] = [
      ["JSON", { "Content-Type": "application/json" }, '{"email":"a@b.co"}', [415]],
      ["text", { "Content-Type": "text/plain" }, "hello", [415]],
      ["multipart without a boundary", { "Content-Type": "multipart/form-data" }, "x", [400]],
      [
        "broken multipart",
        { "Content-Type": "multipart/form-data; boundary=xyz" },
        '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
        [400],
      ],
    ];
    for (const [label, headers, data, expected] of bodies) {
      const answer = await request.post(url, {
        headers: { ...headers, Cookie: cookie, ...from(address()) },
        data,
        maxRedirects: 0,
      });
      // A few actions read no body at all (sign out): they answer with their redirect.
      const ok = expected.includes(answer.status()) || [302, 303].includes(answer.status());
      expect(ok, `${route.path} with ${label}: ${answer.status()}`).toBe(true);
    }
    const single = await request.post(`${url === "/" ? "/_root" : url}.data`, {
      headers: { "Content-Type": "application/json", Cookie: cookie, ...from(address()) },
      data: "{}",
      maxRedirects: 0,
    });
    expect(single.status(), `${route.path}.data`).toBeLessThan(500);
  }
});

test("a cross-origin state change of a page answers 403, not an empty 500", async ({ request }) => {
  const admin = createUser("admin");
  const cookie = await sessionCookieHeader(admin);
  const answer = await request.post("/admin/user/new", {
    headers: { Origin: "http://evil.example", Cookie: cookie },
    form: { name: "x" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toMatch(/Cross-site request refused/);
});

test("a field sent twice is read once: /contact-us answers with the form, not a 500", async ({
  request,
}) => {
  const answer = await request.fetch("/contact-us", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...from(address()) },
    data: "name=Pat&name=Again&email=pat%40example.com&selectedCountry=United+Kingdom&selectedCountry=x&phone=07700900123&message=Hello",
    maxRedirects: 0,
  });
  expect(answer.status()).toBeLessThan(500);
  expect([302, 303, 400]).toContain(answer.status());
});

// ---------------------------------------------------------------------------------------------
// Logout is not a cross-site link

test("another site cannot sign staff out: GET /api/bel/logout cross-site and POST /admin/logout from another origin are refused", async ({
  request,
}) => {
  const user = createUser("manager");
  const cookie = await sessionCookieHeader(user);
  const link = await request.get("/api/bel/logout", {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
  });
  expect(link.status()).toBe(403);
  const form = await request.post("/admin/logout", {
    headers: { Cookie: cookie, Origin: "http://evil.example" },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(403);
  const me = await request.get("/api/bel/me", { headers: { Cookie: cookie } });
  expect(me.status()).toBe(200);
});

// ---------------------------------------------------------------------------------------------
// The HTTP layer

function raw(lines: string[]) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect({ port: PORT, host: "127.0.0.1" });
    let data = "";
    socket.on("data", (c) => (data += c.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head, body });
    });
    socket.write(`${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`);
  });
}

test("TRACE, a broken Host, an absolute-form target and OPTIONS * are answered with 4xx or 204; a bad API address is JSON 400", async () => {
  expect((await raw(["TRACE / HTTP/1.1", "Host: 127.0.0.1"])).status).toBe(405);
  expect((await raw(["GET / HTTP/1.1", "Host: [::1"])).status).toBe(400);
  expect((await raw(["GET http://evil.example/ HTTP/1.1", "Host: 127.0.0.1"])).status).toBe(400);
  expect((await raw(["OPTIONS * HTTP/1.1", "Host: 127.0.0.1"])).status).toBe(204);
  const bad = await raw(["GET /api/bel/products/%ff%fe HTTP/1.1", "Host: 127.0.0.1"]);
  expect(bad.status).toBe(400);
  expect(bad.head).toMatch(/application\/json/i);
});

// ---------------------------------------------------------------------------------------------
// Headers of every route

test("every route's answer carries nosniff; documents a nonce CSP that their inline scripts use", async ({
  request,
}) => {
  test.setTimeout(120_000); // every route of the manifest, twice, one after another
  const admin = createUser("admin");
  const cookie = await sessionCookieHeader(admin);
  const product = createProduct();
  const values = { slug: product.slug, id: "1", token: "x".repeat(43) };
  const checked: string[] = [];
  for (const route of [...routes, ...(await apiRoutes(request))].filter((r) => r.hasLoader)) {
    if (route.path === "/admin/logout") continue;
    const url = urlOf(route.path, values);
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const answer = await request.get(url, { headers, maxRedirects: 0 });
      const h = answer.headers();
      expect(answer.status(), url).toBeLessThan(500);
      expect(h["x-content-type-options"], url).toBe("nosniff");
      if ((h["content-type"] ?? "").startsWith("text/html")) {
        const csp = h["content-security-policy"] ?? "";
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce, `${url}: ${csp}`).toBeTruthy();
        expect(csp).toContain("'strict-dynamic'");
        expect(csp).not.toContain("unsafe-inline");
        expect(h["permissions-policy"], url).toMatch(/camera=\(\)/);
        const html = await answer.text();
        // Every inline script that runs carries the nonce; a data block (JSON-LD) never runs, so
        // script-src does not apply to it and it goes without (docs/storefront.md, Page weight).
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
          ([, attributes]) => !/type="application\/ld\+json"/.test(attributes),
        );
        expect(inline.length, url).toBeGreaterThan(0);
        for (const [tag] of inline) expect(tag, `${url}: ${tag}`).toContain(`nonce="${nonce}"`);
      }
      checked.push(url);
    }
  }
  expect(checked.length).toBeGreaterThan(20);
});

// ---------------------------------------------------------------------------------------------
// Anonymous writes are limited

test("six contact messages from one address in a minute: the sixth is refused with 429 and Retry-After (page and API)", async ({
  request,
}) => {
  const a = address();
  const message = {
    name: "Pat",
    email: "pat@example.com",
    selectedCountry: "United Kingdom",
    phone: "07700900123",
    message: "Hello",
  };
  for (let i = 0; i < 5; i++) {
    const ok = await request.post("/api/bel/reach-us", { headers: from(a), data: message });
    expect(ok.status()).toBe(200);
  }
  const api = await request.post("/api/bel/reach-us", { headers: from(a), data: message });
  expect(api.status()).toBe(429);
  expect(api.headers()["retry-after"]).toMatch(/^\d+$/);
  const page = await request.post("/contact-us", {
    headers: from(a),
    form: message,
    maxRedirects: 0,
  });
  expect(page.status()).toBe(429);
  expect(await page.text()).toContain("Too many submissions from your network.");
});

// ---------------------------------------------------------------------------------------------
// Fuzz: malformed requests of every kind at every route

test("over 1,000 malformed requests at every page action and API route: no answer of 500 or more, and the server stays healthy", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const admin = createUser("admin");
  const cookie = await sessionCookieHeader(admin);
  const product = createProduct();
  const values = [
    { slug: product.slug, id: "1", token: "x".repeat(43) },
    { slug: "%ff", id: "-1", token: "../../etc/passwd" },
    { slug: "a".repeat(3000), id: "99999999999999999999", token: "%00" },
    { slug: "<script>", id: "1e9", token: "" },
  ];
  const methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
  const bodies: { headers: Record<string, string>; data?: string | Buffer }[] = [
    { headers: {} },
    { headers: { "Content-Type": "application/json" }, data: "{" },
    {
      headers: { "Content-Type": "application/json" },
      data: '{"name":[1,{"a":null}],"email":true}',
    },
    {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({ images: ["data:image/png;base64,@@@"] }),
    },
    {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "a=%ZZ&b=%&&=&name=x&name=y",
    },
    {
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      data: '--b\r\nContent-Disposition: form-data; name="images"; filename="../../x.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg onload=alert(1)>\r\n--b--\r\n',
    },
    { headers: { "Content-Type": "multipart/form-data; boundary=" }, data: "garbage" },
    { headers: { "Content-Type": "text/xml" }, data: "<?xml version='1.0'?><x/>" },
    { headers: { "Content-Type": "application/json", "Content-Length": "999999999" }, data: "{}" },
    {
      headers: { "Content-Type": "application/json" },
      data: Buffer.from([0xff, 0xfe, 0x00, 0x01]),
    },
  ];
  const queries = [
    "",
    "?page=-1&sort=%00",
    "?q=%27%22%3C&page=abc&page=2",
    `?${"x=1&".repeat(500)}`,
  ];
  const targets = [...pageActions, ...(await apiRoutes(request))];
  const jobs: (() => Promise<void>)[] = [];
  const failures: string[] = [];
  let sent = 0;
  for (const route of targets) {
    for (const v of values) {
      const base = urlOf(route.path, v);
      for (const method of route.path.startsWith("/api/") ? methods : ["POST", "PUT", "DELETE"]) {
        for (const shift of [0, 5]) {
          const body = bodies[(sent + method.length + shift) % bodies.length];
          const query = queries[sent % queries.length];
          const withCookie = sent % 2 === 0;
          // GET and HEAD go without a body, so without the headers that describe one: a HEAD
          // that declares "Content-Length: 999999999" and sends nothing is a stalled upload. The
          // server waits for that body until REQUEST_TIMEOUT_MS (408), and the request the client
          // sends next on the same connection waits with it, 30 s, unseen by a fuzz that counts
          // only answers of 500 or more.
          const bodyless = method === "GET" || method === "HEAD";
          sent++;
          jobs.push(async () => {
            const answer = await request
              .fetch(base + query, {
                method,
                headers: {
                  ...(bodyless ? {} : body.headers),
                  ...(withCookie ? { Cookie: cookie } : {}),
                  ...from(address()),
                },
                data: bodyless ? undefined : body.data,
                maxRedirects: 0,
                failOnStatusCode: false,
              })
              .catch((e: Error) => ({ status: () => 0, error: e.message }) as never);
            const status = (answer as { status: () => number }).status();
            const error = (answer as { error?: string }).error?.split("\n")[0] ?? "";
            if (status >= 500 || status === 0)
              failures.push(
                `${method} ${base}${query.slice(0, 40)} (body ${bodies.indexOf(body)}) → ${status} ${error}`.trim(),
              );
          });
        }
      }
    }
  }
  expect(jobs.length).toBeGreaterThanOrEqual(1000);
  for (let i = 0; i < jobs.length; i += 16)
    await Promise.all(jobs.slice(i, i + 16).map((j) => j()));
  expect(failures).toEqual([]);
  const health = await request.get("/healthcheck");
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe("ok");
});

test("stored files run nothing: an image and a PDF come with a sandbox CSP, nosniff and a fixed type", async ({
  request,
}) => {
  const product = createProduct({ images: 1 });
  const datasheet = withDb(
    (db) => db.prepare("SELECT file FROM datasheets ORDER BY id LIMIT 1").get() as { file: string },
  );
  for (const [file, type] of [
    [product.images[0], "image/webp"],
    [datasheet.file, "application/pdf"],
  ]) {
    const answer = await request.get(`/uploads/${file}`);
    expect(answer.status(), file).toBe(200);
    const h = answer.headers();
    expect(h["content-type"], file).toBe(type);
    expect(h["x-content-type-options"], file).toBe("nosniff");
    expect(h["content-security-policy"], file).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'self'",
    );
  }
  // Only names the storage module generates resolve: nothing else under the folder, no "..".
  for (const probe of ["products/../../db.sqlite", "products/x.svg", "../package.json"])
    expect((await request.get(`/uploads/${probe}`)).status(), probe).toBe(404);
});

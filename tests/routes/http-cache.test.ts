/**
 * Who may keep a page, as the app declares it (app/utils/http-cache.server.ts), for documents and
 * their data alike (app/entry.server.tsx): the server's page cache keeps what is marked shared
 * and nothing else (tests/server/page-cache.test.ts).
 */
import type { HeadersFunction } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { handleDataRequest } from "~/entry.server";
import { headers as adminHeaders } from "~/routes/admin";
import { headers as forgotHeaders } from "~/routes/password.forgot";
import { headers as resetHeaders } from "~/routes/password.reset.$token";
import { headers as signInHeaders } from "~/sign-in/route";
import { sessionCookie } from "~/utils/cookies.server";
import { loader as suggestLoader } from "~/routes/search.suggest";
import {
  declareCaching,
  declareShared,
  PRIVATE_CACHE_CONTROL,
  SHARED_ANSWER,
  SHARED_CACHE_CONTROL,
  SHARED_VARIANT,
  SUGGESTIONS_CACHE_CONTROL,
} from "~/utils/http-cache.server";
import { toastHeaders } from "~/utils/toast.server";

function declared(
  init: { method?: string; cookie?: string; status?: number; headers?: HeadersInit } = {},
) {
  const request = new Request("http://localhost/products", {
    method: init.method ?? "GET",
    headers: init.cookie ? { Cookie: init.cookie } : {},
  });
  const headers = new Headers(init.headers);
  declareCaching(request, init.status ?? 200, headers);
  return {
    cache: headers.get("Cache-Control"),
    vary: headers.get("Vary"),
    shared: headers.get(SHARED_ANSWER) === "1",
  };
}

/** The request's Cookie header for a cookie a Set-Cookie value sets. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describe("a page's answer", () => {
  it("to a visitor without a session or a toast: public, varying to Cookie, and shared", () => {
    expect(declared()).toEqual({ cache: SHARED_CACHE_CONTROL, vary: "Cookie", shared: true });
    // A cookie the app does not set changes nothing (the server itself never answers it from a copy).
    expect(declared({ cookie: "theme=dark" }).shared).toBe(true);
    expect(declared({ method: "HEAD" }).shared).toBe(true);
  });

  it("that is not a 200: public but not shared; a server error is kept by nobody", () => {
    expect(declared({ status: 404 })).toEqual({
      cache: SHARED_CACHE_CONTROL,
      vary: "Cookie",
      shared: false,
    });
    expect(declared({ status: 500 })).toEqual({ cache: "no-store", vary: null, shared: false });
  });

  it("to a visitor with a session or a flash toast: private, never shared", async () => {
    const session = cookieOf(await sessionCookie.serialize("a".repeat(64)));
    const toast = cookieOf((await toastHeaders({ message: "Saved" })).get("Set-Cookie")!);
    for (const cookie of [session, toast, `theme=dark; ${toast}`, "bel_session=forged"]) {
      expect(declared({ cookie }), cookie).toEqual({
        cache: PRIVATE_CACHE_CONTROL,
        vary: null,
        shared: false,
      });
    }
  });

  it("that sets a cookie: private, whatever its route said", () => {
    const setsCookie = { "Set-Cookie": "bel_toast=x; Path=/", "Cache-Control": "public" };
    expect(declared({ headers: setsCookie })).toEqual({
      cache: PRIVATE_CACHE_CONTROL,
      vary: null,
      shared: false,
    });
  });

  it("whose route says its own caching: as the route says, never shared", () => {
    expect(declared({ headers: { "Cache-Control": "no-store" } })).toEqual({
      cache: "no-store",
      vary: null,
      shared: false,
    });
  });

  it("to a form's post: left as it is (private with a session)", () => {
    expect(declared({ method: "POST" })).toEqual({ cache: null, vary: null, shared: false });
    expect(declared({ method: "POST", cookie: "bel_session=x" }).cache).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("is declared for a page's data as for its document (handleDataRequest)", async () => {
    const data = async (cookie?: string) => {
      const request = new Request("http://localhost/products.data", {
        headers: cookie ? { Cookie: cookie } : {},
      });
      const response = await handleDataRequest(new Response("[]"), {
        request,
        params: {},
        context: {},
      });
      return [response.headers.get("Cache-Control"), response.headers.get(SHARED_ANSWER)];
    };
    expect(await data()).toEqual([SHARED_CACHE_CONTROL, "1"]);
    expect(await data("bel_session=x")).toEqual([PRIVATE_CACHE_CONTROL, null]);
  });
});

describe("a resource route the same for every visitor", () => {
  it("is public as it says and shared, cookies or not (the suggestions as a visitor types)", async () => {
    const headers = new Headers();
    declareShared(headers, "public, max-age=60");
    expect([headers.get("Cache-Control"), headers.get(SHARED_ANSWER)]).toEqual([
      "public, max-age=60",
      "1",
    ]);
    for (const cookie of [undefined, "bel_session=x"]) {
      const answer = await suggestLoader({
        request: new Request("http://localhost/search/suggest?q=ca", {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        params: {},
        context: {},
      });
      expect(answer.headers.get("Cache-Control")).toBe(SUGGESTIONS_CACHE_CONTROL);
      expect(answer.headers.get(SHARED_ANSWER)).toBe("1");
      expect(answer.headers.get("Vary")).toBeNull();
    }
  });
});

describe("staff pages", () => {
  it("say they are private, so no page of theirs is ever shared", () => {
    const args = {
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    };
    const said = (headers: HeadersFunction) =>
      new Headers(headers(args) as HeadersInit).get("Cache-Control");
    for (const headers of [adminHeaders, signInHeaders, forgotHeaders]) {
      expect(said(headers)).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(said(resetHeaders)).toBe("no-store");
    expect(declared({ headers: { "Cache-Control": said(signInHeaders)! } }).shared).toBe(false);
  });
});

describe("the variant of a shared answer (docs/page-cache.md)", () => {
  const declared = (cookie: string | null, context?: { quoteLines?: number }) => {
    const headers = new Headers();
    const request = new Request("http://x/products", cookie ? { headers: { Cookie: cookie } } : {});
    declareCaching(request, 200, headers, context);
    return headers;
  };

  it("says the number of the basket's lines the root loader showed, and nothing for none", () => {
    expect(declared("bel_quote=x", { quoteLines: 3 }).get(SHARED_VARIANT)).toBe("quote=3");
    for (const cookie of [null, "_ga=GA1.1.1; cc_consent=yes"]) {
      const headers = declared(cookie, { quoteLines: 0 });
      expect(headers.get(SHARED_ANSWER)).toBe("1");
      expect(headers.get(SHARED_VARIANT)).toBeNull();
      expect(headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    }
  });

  it("is private to a visitor with a personal cookie, foreign ones beside it or not", () => {
    for (const cookie of ["bel_quote_sent=1", "_ga=1; bel_toast=x", "bel_session=a; cc=1"]) {
      const headers = declared(cookie, { quoteLines: 0 });
      expect(headers.get("Cache-Control"), cookie).toBe(PRIVATE_CACHE_CONTROL);
      expect(headers.get(SHARED_ANSWER), cookie).toBeNull();
    }
  });
});

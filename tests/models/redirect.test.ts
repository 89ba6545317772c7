/** Redirects built from input stay on this site, whatever the input. */
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/utils/redirect";

describe("safeRedirect", () => {
  it.each(["/admin/users?q=sam&page=2", "/products/cat6-u-utp#reviews", "/admin/dashboard"])(
    "keeps the site's own path %s",
    (to) => {
      expect(safeRedirect(to, "/x")).toBe(to);
    },
  );

  it.each([
    ["tab after the slash (the attack run's /\\t/evil.example)", "/\t/evil.example"],
    ["CR/LF (header splitting)", "/admin\r\nSet-Cookie: x=1"],
    ["LF alone", "/\n/evil.example"],
    ["ideographic space U+3000", "/\u3000/evil.example"],
    ["protocol-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["backslash later", "/a\\..\\..\\evil"],
    ["scheme", "https://evil.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,x"],
    ["no leading slash", "evil.example"],
    ["space", "/ /evil.example"],
    ["NUL", "/\u0000/evil"],
    ["DEL", "/\u007f/evil"],
    ["non-breaking space", "/\u00a0/evil"],
    ["line separator", "/\u2028/evil"],
    ["empty", ""],
    ["not a string", 42],
  ])("refuses %s", (_label, to) => {
    expect(safeRedirect(to, "/fallback")).toBe("/fallback");
  });

  // The sign-in page's redirectTo, as an attacker would write it: each ends as a path of this
  // site (what a browser resolves to this origin and never reads as a host) or the fallback.
  const SITE = "https://www.bel-site.example";
  const stayHere = (path: string) => {
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(new URL(path, SITE).origin).toBe(SITE);
  };

  it.each([
    ["dot segment before the slashes", "/.//x", "/dashboard"],
    ["dot segment before a host", "/.//evil.example", "/dashboard"],
    ["encoded dot-dot segment", "/%2e%2e//evil.example", "/dashboard"],
    ["dot-dot segment", "/a/..//evil.example/path", "/dashboard"],
    ["encoded slash (a path, never decoded into a host)", "/%2F/x", "/%2F/x"],
    ["backslash", "/\\x", "/dashboard"],
    ["tab between the slashes", "/\t/x", "/dashboard"],
    ["protocol-relative", "//x", "/dashboard"],
    ["another origin", "https://evil.example", "/dashboard"],
    ["javascript:", "javascript:alert(1)", "/dashboard"],
  ])("decides on the parsed path: %s (%j)", (_label, to, expected) => {
    const path = safeRedirect(to, "/dashboard");
    expect(path).toBe(expected);
    stayHere(path);
  });

  it("keeps a dot segment that leads to a path of the site, resolved", () => {
    expect(safeRedirect("/admin/./users/../products?q=a#top", "/dashboard")).toBe(
      "/admin/products?q=a#top",
    );
  });
});

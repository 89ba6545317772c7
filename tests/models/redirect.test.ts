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
});

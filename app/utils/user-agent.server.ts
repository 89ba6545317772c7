/**
 * A browser's User-Agent as a person reads it: "Chrome 126 on Linux" (docs/admin.md, Sessions).
 * Rows keep the raw header and are read through this at display time, so a newer bowser reads
 * old rows better too. Server-only: the parser stays out of the browser's bundle.
 */
import Bowser from "bowser";

/** How much of a User-Agent a row keeps. */
export const USER_AGENT_MAX = 512;

/** The request's User-Agent, cut to what a row keeps. */
export function userAgentOf(request: Request): string {
  return (request.headers.get("User-Agent") ?? "").slice(0, USER_AGENT_MAX);
}

/**
 * "Chrome 126 on Linux", "Safari 17.4 on iOS", "Firefox 125 on Windows 10"; a client bowser does
 * not know goes by the first word of its header ("curl/8.6.0"); none at all, "Unknown browser".
 */
export function browserLabel(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return "Unknown browser";
  const { browser, os } = Bowser.parse(ua);
  if (!browser.name) return ua.split(/\s/)[0].slice(0, 40);
  const major = browser.version?.split(".")[0];
  // Phones' browsers move with the system: their minor version says more ("Safari 17.4").
  const version = os.name === "iOS" ? browser.version?.split(".").slice(0, 2).join(".") : major;
  const name = version ? `${browser.name} ${version}` : browser.name;
  if (!os.name) return name;
  const system = os.versionName ? `${os.name} ${os.versionName}` : os.name;
  return `${name} on ${system}`;
}

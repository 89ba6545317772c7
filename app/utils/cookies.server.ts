/**
 * The site's cookies (the staff session, the toasts): signed with the session secrets, for the
 * whole site, out of reach of scripts, and sent over HTTPS only where the site is served so.
 */
import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";
import { SESSION_COOKIE } from "~/utils/site-cookies";

export const signedCookie = (name: string) =>
  createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production" && Boolean(env.SITE_URL?.startsWith("https:")),
    secrets: env.SESSION_SECRETS,
  });

/** The staff session's cookie: the id of a row of sessions (app/screens/auth.server.ts). */
export const sessionCookie = signedCookie(SESSION_COOKIE);

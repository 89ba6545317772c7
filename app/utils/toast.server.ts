/**
 * Toasts are flash messages in a signed cookie: set by the action that redirects, read (and
 * cleared) by the root loader, so they survive the redirect and work without JavaScript.
 */
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { signedCookie } from "~/utils/cookies.server";
import { TOAST_COOKIE } from "~/utils/site-cookies";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("success"),
  message: z.string(),
  id: z.string().default(() => Math.random().toString(36).slice(2)),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

export const toastCookie = signedCookie(TOAST_COOKIE);

const storage = createCookieSessionStorage({ cookie: toastCookie });

export async function toastHeaders(toast: ToastInput): Promise<Headers> {
  const session = await storage.getSession();
  session.flash("toast", ToastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await storage.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [k, v] of await toastHeaders(toast)) headers.append(k, v);
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function getToast(request: Request) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get("toast"));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: parsed.success
      ? new Headers({ "Set-Cookie": await storage.destroySession(session) })
      : null,
  };
}

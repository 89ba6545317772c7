import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { NEWSLETTER_SUCCESS, NewsletterSchema } from "~/schemas/newsletter";
import { backTo } from "~/utils/redirect";
import { redirectWithToast } from "~/utils/toast.server";

/** The footer box. Nothing is stored (storefront.md §4): it answers, and the page says so. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = NewsletterSchema.safeParse({ email: form.get("email") ?? "" });
  // With JavaScript the page shows its own toast; it only wants the answer.
  if (form.get("quiet") === "1") {
    return Response.json({ ok: result.success }, { status: result.success ? 200 : 400 });
  }
  const back = backTo(request);
  if (!result.success) {
    return redirectWithToast(back, { type: "error", message: result.error.issues[0].message });
  }
  return redirectWithToast(back, { type: "success", message: NEWSLETTER_SUCCESS });
}

export function loader() {
  return redirect("/");
}

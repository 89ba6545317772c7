import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { NewsletterSchema } from "~/schemas/newsletter";
import { backTo } from "~/utils/redirect";
import { redirectWithToast } from "~/utils/toast.server";

/** The footer box. Nothing is stored (storefront.md §4): it answers, the page says so. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = NewsletterSchema.safeParse({ email: form.get("email") ?? "" });
  const back = backTo(request);
  if (!result.success) {
    return redirectWithToast(back, { type: "error", message: result.error.issues[0].message });
  }
  return redirectWithToast(back, {
    type: "success",
    message: "Thank you for subscribing to our newsletter!",
  });
}

export function loader() {
  return redirect("/");
}

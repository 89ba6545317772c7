import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { assertWriteAllowed } from "~/models/rate-limits.server";
import { NEWSLETTER_SUCCESS, NewsletterSchema } from "~/schemas/newsletter";
import { clientAddress } from "~/utils/client-address.server";
import { DomainError } from "~/utils/domain-error";
import { readFormData } from "~/utils/form.server";
import { backTo } from "~/utils/redirect";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The footer box. Nothing is stored (storefront.md §4): it answers, and the page says so. Posts
 * are limited per address like every anonymous write.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const quiet = form.get("quiet") === "1";
  const back = backTo(request);
  const answer = (ok: boolean, message: string, headers?: Record<string, string>) =>
    // With JavaScript the page shows its own toast; it only wants the answer.
    quiet
      ? data({ ok, message }, { status: ok ? 200 : 400, headers })
      : redirectWithToast(back, { type: ok ? "success" : "error", message }, { headers });
  const result = NewsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!result.success) return answer(false, result.error.issues[0].message);
  try {
    await assertWriteAllowed("newsletter", clientAddress(request));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return quiet
      ? data(
          { ok: false, message: error.message },
          { status: error.status, headers: error.headers },
        )
      : redirectWithToast(
          back,
          { type: "error", message: error.message },
          { headers: error.headers },
        );
  }
  return answer(true, NEWSLETTER_SUCCESS);
}

export function loader() {
  return redirect("/");
}

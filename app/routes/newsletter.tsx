import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { assertWriteAllowed } from "~/models/rate-limits.server";
import { NEWSLETTER_SUCCESS, NewsletterSchema } from "~/schemas/newsletter";
import { clientAddress } from "~/utils/client-address.server";
import { formOutcome, readFormData } from "~/utils/form.server";
import { backTo } from "~/utils/redirect";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The footer box. Nothing is stored (docs/storefront.md, Newsletter): it answers, and the page says
 * so. Posts are limited per address like every anonymous write.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const outcome = await formOutcome(formData, NewsletterSchema, async () => {
    await assertWriteAllowed("newsletter", clientAddress(request));
    return NEWSLETTER_SUCCESS;
  });
  const { ok, message, status, headers } = outcome;
  // With JavaScript the page shows its own toast; it only wants the answer.
  if (formData.get("quiet") === "1") return data({ ok, message }, { status, headers });
  return redirectWithToast(
    backTo(request),
    { type: ok ? "success" : "error", message },
    { headers },
  );
}

export function loader() {
  return redirect("/");
}

import { useFormResult } from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
import type { FormConstraints } from "~/utils/constraints.server";
import { ReviewForm } from "./review-form";

/**
 * The product page's review modal, with its form, the form kit and the country list: a chunk of
 * its own, which the browser loads only when a visitor opens it (or points at its link), not
 * with every product page. The server renders it in place (./modals.server.ts), so a page
 * opened at ?review=new has it with JavaScript off as well.
 */
export function ReviewModal({
  name,
  slug,
  action,
  closeTo,
  constraints,
}: {
  name: string;
  slug: string;
  action: string;
  closeTo: string;
  constraints: FormConstraints;
}) {
  return (
    <UrlModal id="review-modal" title={`Review ${name}`} closeTo={closeTo} openerId="add-review">
      <ReviewForm
        slug={slug}
        action={action}
        constraints={constraints}
        lastResult={useFormResult("review")}
      />
    </UrlModal>
  );
}

import { useFormResult } from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
import type { FormConstraints } from "~/utils/constraints.server";
import { QuotationForm } from "./quotation-form";
import { ReviewForm } from "./review-form";

/**
 * The product page's two modals, with their forms, the form kit and the country list: a chunk of
 * their own, which the browser loads only when a visitor opens one (or points at its link), not
 * with every product page. The server renders them in place (./modals.server.ts), so a page
 * opened at ?review=new or ?quote=1 has them with JavaScript off as well.
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

export function QuotationModal({
  name,
  action,
  closeTo,
  constraints,
}: {
  name: string;
  action: string;
  closeTo: string;
  constraints: FormConstraints;
}) {
  return (
    <UrlModal id="quote-modal" title="Request a quotation" closeTo={closeTo} openerId="open-quote">
      <QuotationForm product={name} action={action} constraints={constraints} />
    </UrlModal>
  );
}

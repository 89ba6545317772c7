/**
 * A product's status as the admin shows it (docs/admin.md, Status): a badge in the products
 * table, the family panel and the search results; and the foot of the product form, whose
 * buttons each save the form with a status ("Publish", "Save as draft"…), the one that keeps the
 * product's status first (Enter in a field never takes a product on or off the site).
 */
import { Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUS_PHRASES } from "~/constants";

export type ProductStatus = keyof typeof PRODUCT_STATUS_LABELS;

/**
 * The badge of a product's status; for a published variant whose parent is not published, the
 * badge and why it is not on the site all the same (a variant is shown only with its parent).
 */
export function ProductStatusBadge({
  status,
  parentStatus = null,
}: {
  status: ProductStatus;
  /** A variant's parent's status; null for a product of its own. */
  parentStatus?: ProductStatus | null;
}) {
  const badge = (
    <span className={`adm-badge adm-badge--${status}`}>{PRODUCT_STATUS_LABELS[status]}</span>
  );
  if (status !== "published" || parentStatus === null || parentStatus === "published") return badge;
  return (
    <span className="adm-status-stack">
      {badge}
      <span className="adm-status-stack__note">
        Off the site: its product is {PRODUCT_STATUS_PHRASES[parentStatus]}
      </span>
    </span>
  );
}

type Choice = { status: ProductStatus; label: string; busyText: string };

/**
 * The buttons of a product form: each sends `status`. A new product (`current` null) is
 * published or saved as a draft; an existing one keeps its status (Update, Save as draft, or
 * Save and keep archived: first), or is published, saved as a draft or archived.
 */
export function productStatusChoices(current: ProductStatus | null): Choice[] {
  const publish: Choice =
    current === "published"
      ? { status: "published", label: "Update", busyText: "Updating" }
      : { status: "published", label: "Publish", busyText: "Publishing" };
  const draft: Choice = { status: "draft", label: "Save as draft", busyText: "Saving" };
  const archive: Choice =
    current === "archived"
      ? { status: "archived", label: "Save, keep archived", busyText: "Saving" }
      : { status: "archived", label: "Archive", busyText: "Archiving" };
  if (current === null) return [publish, draft];
  const all = [publish, draft, archive];
  return [...all.filter((c) => c.status === current), ...all.filter((c) => c.status !== current)];
}

/** What the product's status means, above the buttons that change it. */
const MEANING: Record<ProductStatus | "new", string> = {
  new: "Publish puts the product on the site at once; Save as draft keeps it off the site until it is published.",
  published:
    "On the site. Save as draft or Archive takes it off: visitors then get “page not found” at its address.",
  draft:
    "Not on the site: only staff can open its page, as a preview. Publish puts it on the site.",
  archived:
    "Not on the site: only staff can open its page, as a preview. Publish puts it back on the site.",
};

/**
 * The foot of the Add and Update product forms: the status and what it means, the buttons of
 * `productStatusChoices`, and Discard. `preview`: the product's page, for a product not on the
 * site (staff see it there as a preview).
 */
export function ProductStatusActions({
  current,
  discard,
  preview,
}: {
  current: ProductStatus | null;
  discard: string;
  preview?: string;
}) {
  const [first, ...others] = productStatusChoices(current);
  return (
    <div className="adm-status-actions">
      <p className="adm-status-actions__status">
        {current ? (
          <>
            Status: <ProductStatusBadge status={current} />{" "}
          </>
        ) : null}
        {MEANING[current ?? "new"]}
        {preview && current !== "published" ? (
          <>
            {" "}
            <a href={preview}>Preview it</a>
          </>
        ) : null}
      </p>
      <div className="admin-form__actions">
        <SubmitButton name="status" value={first.status} busyText={first.busyText}>
          {first.label}
        </SubmitButton>
        {others.map((c) => (
          <SubmitButton
            key={c.status}
            name="status"
            value={c.status}
            busyText={c.busyText}
            className="btn btn--outline"
          >
            {c.label}
          </SubmitButton>
        ))}
        <Link to={discard} className="btn btn--outline">
          Discard
        </Link>
      </div>
    </div>
  );
}

/**
 * The banner over a product page that a staff member previews (docs/admin.md, Preview): the page
 * is as visitors will see it, and this says plainly that they cannot yet, and why.
 */
import { PRODUCT_STATUS_PHRASES } from "~/constants";
import type { PreviewReason } from "~/models/product.server";

export function PreviewBanner({ reason, slug }: { reason: PreviewReason; slug: string }) {
  return (
    <section className="preview-banner" aria-labelledby="preview-banner-title">
      <h2 id="preview-banner-title" className="preview-banner__title">
        Preview: not published
      </h2>
      <p>
        {reason.parent ? (
          <>
            This variant is published, but its product <strong>{reason.parent.name}</strong> is{" "}
            {PRODUCT_STATUS_PHRASES[reason.parent.status]}: visitors see neither until it is
            published.
          </>
        ) : (
          <>
            This product is {PRODUCT_STATUS_PHRASES[reason.status]}: visitors get “page not found”
            here and do not find it in the listing, search or sitemap until it is published.
          </>
        )}{" "}
        Only signed-in staff see this page.
      </p>
      <a className="preview-banner__edit" href={`/admin/products/${slug}`}>
        Edit in the admin
      </a>
    </section>
  );
}

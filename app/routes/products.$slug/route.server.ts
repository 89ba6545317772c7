/**
 * The product page's loader and action, which route.tsx re-exports: the page's one import of
 * server code. The browser's build replaces each `.server` module it meets with an empty one, and
 * one shared by several routes becomes a file of its own that every page of those routes loads;
 * met only here, it is a few bytes of the route's own file (docs/storefront.md, Page weight).
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { cardRow, carriedAlt } from "~/components/product-card";
import { variantRows } from "~/components/variant-chooser";
import { env } from "~/env.server";
import { getVariantChoosers } from "~/models/family.server";
import { productCertificatesBySlug } from "~/models/product-certificate.server";
import { getProductPage, renamedProductSlug } from "~/models/product.server";
import { productSale } from "~/models/quote-basket.server";
import { submitReview } from "~/models/review.server";
import { ReviewSchema } from "~/schemas/review";
import { intentAction } from "~/screens/intent-action.server";
import { PREVIEW_HEADERS, readOrPreview } from "~/screens/product-preview.server";
import { clientAddress } from "~/utils/client-address.server";
import { constraintsOf } from "~/utils/constraints.server";
import { forDocument } from "~/utils/document-data.server";
import { readFormData, submitForm } from "~/utils/form.server";
import { notFoundResponse } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DETAILS } from "./details";
import { REVIEW_SUMMARY } from "./form-summaries.server";
import { reviewOpen } from "./review-modal";
import { verifyEmailStep } from "./verify-email.server";

/**
 * A preview is its viewer's alone (docs/admin.md, Preview): its loader's Cache-Control and
 * X-Robots-Tag stand; any other page's caching is the app's (app/utils/http-cache.server.ts).
 */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of ["Cache-Control", "X-Robots-Tag", "Server-Timing"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const start = performance.now();
  // Only a product visitors may see; one that is not on the site, for staff alone, as a preview.
  const { found: page, staff } = await readOrPreview(request, (preview) =>
    getProductPage(slug, Number(url.searchParams.get("reviews") ?? 1), { preview }),
  );
  if (!page) {
    // A renamed product's former address leads to its current one, for good.
    const current = renamedProductSlug(slug, { preview: staff });
    if (current) {
      url.searchParams.delete("_routes"); // single fetch's bookkeeping, not the page's
      throw redirect(`/products/${current}${url.search}`, 301);
    }
    throw notFoundResponse("Product not found");
  }
  const { description, specifications, reviews, datasheetUrl, ...product } = page.product;
  const timing = `db;dur=${(performance.now() - start).toFixed(1)}`;
  return data(
    {
      product: {
        ...product,
        // As cards carry it: the words after the name, often those of the related cards too.
        imagealt: carriedAlt(product.name, product.imagealt),
        // The page's description for search engines, ready: a document's data has no description.
        seoDescription: product.seoDescription || description.slice(0, 160),
      },
      // Rendered, not carried in a document's hydration data (./details.tsx).
      details: forDocument(context, DETAILS, {
        description,
        specifications,
        reviews,
        datasheetUrl,
        brand: env.BRAND_NAME,
        certificates: productCertificatesBySlug(page.product.slug).map(
          ({ id, name, href, pdf }) => ({ id, name, href, pdf }),
        ),
      }),
      // Why visitors cannot see it, when this is a staff member's preview of it (else left out).
      ...(page.preview ? { preview: page.preview } : {}),
      // The cards in their compact rows (hydration data).
      related: page.related.map(cardRow),
      // The family's choosers in their compact rows (hydration data).
      variants: variantsOf(page.product.slug),
      sale: productSale(page.product.slug) ?? { kind: "unit" as const },
      // The review form's rules, when the address opens its modal (opening it loads the page's
      // data again): not carried by every page view, not even as a null.
      ...(reviewOpen(url.searchParams) ? { reviewConstraints: constraintsOf(ReviewSchema) } : {}),
    },
    {
      headers: page.preview
        ? { ...PREVIEW_HEADERS, "Server-Timing": timing }
        : { "Server-Timing": timing },
    },
  );
}

function variantsOf(slug: string) {
  const family = getVariantChoosers(slug);
  return family && variantRows(family);
}

export async function action({ params, request }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  const formData = await readFormData(request);
  return intentAction(request, formData, {
    review: ({ intent }) => {
      formData.set("slug", slug);
      return submitForm(
        request,
        ReviewSchema,
        async (value) => {
          const message = await submitReview(value, { address: clientAddress(request) });
          return redirectWithToast(`/products/${slug}#reviews`, { type: "success", message });
        },
        { intent, formData, honeypot: true, summary: REVIEW_SUMMARY },
      );
    },
    "send-otp": () => verifyEmailStep(request, formData, "send-otp"),
    "verify-otp": () => verifyEmailStep(request, formData, "verify-otp"),
  });
}

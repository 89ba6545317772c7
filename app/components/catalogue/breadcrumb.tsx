import { Link, useLocation } from "@remix-run/react";
import { useRootData } from "~/components/root-data";
import { carriedCompare, withCarried } from "~/utils/compare";
import { breadcrumbJsonLd, jsonForScript } from "~/utils/json-ld";
import { trailHref, type TrailLink } from "~/utils/listing-page";

/**
 * Home › Products › Category › Subcategory › Sub-subcategory: the way back up from a category's
 * listing (the last step being the page itself) or, with `current`, from a product's page (every
 * level of its category a link, the product the last step); with its schema.org BreadcrumbList.
 * `reloadDocument` makes the links plain page loads (the product page: the listings are kept
 * whole in the page cache, and client-side routing would cost that page more than it saves).
 */
export function CatalogueBreadcrumb({
  trail,
  current,
  reloadDocument = false,
}: {
  trail: TrailLink[];
  current?: { name: string; href: string };
  reloadDocument?: boolean;
}) {
  const origin = useRootData()?.origin ?? "";
  // A comparison put together without JavaScript goes on up the trail (not into its JSON-LD).
  const compared = carriedCompare(useLocation().search);
  const steps = [
    { name: "Home", href: "/" },
    { name: "Products", href: "/products" },
    ...trail.map((item, i) => ({ name: item.name, href: trailHref(trail, i + 1) })),
    ...(current ? [current] : []),
  ];
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {steps.map((step, i) =>
          i === steps.length - 1 ? (
            <li key={step.href} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.href}>
              <Link to={withCarried(step.href, compared)} reloadDocument={reloadDocument}>
                {step.name}
              </Link>
            </li>
          ),
        )}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbJsonLd(steps, origin)) }}
      />
    </nav>
  );
}

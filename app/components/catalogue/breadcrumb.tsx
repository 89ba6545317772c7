import { Link } from "@remix-run/react";
import { useRootData } from "~/root";
import { jsonForScript } from "~/utils/json-ld";
import { trailHref, type TrailLink } from "~/utils/listing-page";
import { useNonce } from "~/utils/nonce";

/**
 * Home › Products › Category › Subcategory › Sub-subcategory: the way back up from a category's
 * listing, the last step being the page itself; with its schema.org BreadcrumbList.
 */
export function CatalogueBreadcrumb({ trail }: { trail: TrailLink[] }) {
  const origin = useRootData()?.origin ?? "";
  const nonce = useNonce();
  const steps = [
    { name: "Home", href: "/" },
    { name: "Products", href: "/products" },
    ...trail.map((item, i) => ({ name: item.name, href: trailHref(trail, i + 1) })),
  ];
  const list = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: `${origin}${step.href}`,
    })),
  };
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
              <Link to={step.href}>{step.name}</Link>
            </li>
          ),
        )}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: jsonForScript(list) }}
      />
    </nav>
  );
}

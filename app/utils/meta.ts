import type { MetaDescriptor } from "@remix-run/react";

type Matches = { id: string; data: unknown }[];

/** The brand, from the root loader's data, for page titles built in meta functions. */
export function brandOf(matches: Matches): string {
  const root = matches.find((m) => m.id === "root")?.data as
    { site?: { brand?: string } } | undefined;
  return root?.site?.brand ?? "";
}

/**
 * `{title} - {brand}` and the description (where "{brand}" stands for the brand name), the way
 * every page names itself; with the location,
 * also the canonical address and the Open Graph tags of a public page: a website's with the
 * banner, unless `og` names another type and the page's own image (a path on the site).
 */
export function pageMeta(
  matches: Matches,
  title: string,
  description?: string,
  location?: { pathname: string; search: string },
  og: { type?: string; image?: string } = {},
): MetaDescriptor[] {
  const brand = brandOf(matches);
  const full = `${title} - ${brand}`;
  description = description?.replaceAll("{brand}", brand);
  const tags: MetaDescriptor[] = [{ title: full }, { property: "og:title", content: full }];
  const origin = (matches.find((m) => m.id === "root")?.data as { origin?: string } | undefined)
    ?.origin;
  if (location && origin) {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    // A comparison being put together travels in listing and product addresses for visitors
    // without JavaScript (docs/variants.md: Adding products): it is not part of the page.
    params.delete("compare");
    const query = params.toString();
    const url = `${origin}${location.pathname}${query ? `?${query}` : ""}`;
    tags.push({ tagName: "link", rel: "canonical", href: url });
    tags.push({ property: "og:url", content: url });
    tags.push({ property: "og:type", content: og.type ?? "website" });
    tags.push({ property: "og:site_name", content: brand });
    tags.push({
      property: "og:image",
      content: `${origin}${og.image ?? "/images/product-banner.svg"}`,
    });
  }
  if (description) {
    tags.push({ name: "description", content: description });
    tags.push({ property: "og:description", content: description });
  }
  return tags;
}

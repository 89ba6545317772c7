import type { MetaDescriptor } from "@remix-run/react";

type Matches = { id: string; data: unknown }[];

/** The brand, from the root loader's data, for page titles built in meta functions. */
export function brandOf(matches: Matches): string {
  const root = matches.find((m) => m.id === "root")?.data as
    { site?: { brand?: string } } | undefined;
  return root?.site?.brand ?? "BEL Cables";
}

/** `{title} - {brand}` and the description, the way every page names itself. */
export function pageMeta(matches: Matches, title: string, description?: string): MetaDescriptor[] {
  const full = `${title} - ${brandOf(matches)}`;
  const tags: MetaDescriptor[] = [{ title: full }, { property: "og:title", content: full }];
  if (description) {
    tags.push({ name: "description", content: description });
    tags.push({ property: "og:description", content: description });
  }
  return tags;
}

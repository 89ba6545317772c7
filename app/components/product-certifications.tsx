/**
 * The product page's Certifications (docs/variants.md, Certificates of a product): the
 * certificates staff chose for the product (a variant: its family's), each a link to its PDF or
 * its verification address, in a new tab; nothing when none applies. The datasheet lists the same.
 */
import { NewTabLink } from "~/components/new-tab-link";

export type ShownCertificate = { id: number; name: string; href: string | null; pdf: boolean };

export function ProductCertifications({ certificates }: { certificates: ShownCertificate[] }) {
  if (certificates.length === 0) return null;
  return (
    <div className="product-certs">
      <h2 className="product-certs__title">Certifications</h2>
      <ul>
        {certificates.map((c) => (
          <li key={c.id}>
            {c.href ? (
              <NewTabLink href={c.href} what={c.pdf ? "certificate (PDF)" : "verification"}>
                {c.name}
              </NewTabLink>
            ) : (
              <a href={`/certification#certificate-${c.id}`}>{c.name}</a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

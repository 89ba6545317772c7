/**
 * The product page's Certifications (docs/variants.md, Certificates of a product): the
 * certificates staff chose for the product (a variant: its family's), each a link to its PDF or
 * its verification address, in a new tab; nothing when none applies. The datasheet lists the same.
 * Links only, nothing for React to do in the browser: a document does not carry them in its
 * hydration data, the browser keeps what the server sent (KeptHtml).
 */
import { KeptHtml } from "~/components/document-data";
import { NewTabLink } from "~/components/new-tab-link";

export type ShownCertificate = { id: number; name: string; href: string | null; pdf: boolean };

export function ProductCertifications({
  certificates,
}: {
  /** Undefined while a document hydrates. */
  certificates: ShownCertificate[] | undefined;
}) {
  if (certificates?.length === 0) return null;
  return (
    <KeptHtml id="product-certs" className="product-certs" value={certificates}>
      {(shown) => (
        <>
          <h2 className="product-certs__title">Certifications</h2>
          <ul>
            {shown.map((c) => (
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
        </>
      )}
    </KeptHtml>
  );
}

/**
 * What the product page renders of a product but the browser need not render again: its
 * description, its specifications (the key ones beside the gallery, all of them in the table),
 * this page of its reviews, its links (datasheets, certifications, share by e-mail) and its
 * structured data. A document does not carry them in its hydration data (docs/storefront.md,
 * Page weight): the loader hands them to the server's renderer (`forDocument`) and the browser
 * keeps the markup the server sent (`KeptHtml`); a client-side navigation's data brings them and
 * React draws them again. Links only: what React makes interactive stays in ./route.tsx.
 */
import { KeptHtml } from "~/components/document-data";
import { GeneratedDatasheetLink, UPLOADED_DATASHEET } from "~/components/generated-datasheet-link";
import type { ShownCertificate } from "~/components/product-certifications";
import { Stars } from "~/components/stars";
import type { getProductPage } from "~/models/product.server";
import { jsonForScript, productJsonLd, type JsonLdProduct } from "~/utils/json-ld";

/** The name the loader hands the details to the document under (forDocument). */
export const DETAILS = "product-details";

type Product = NonNullable<ReturnType<typeof getProductPage>>["product"];

export type ProductDetails = Pick<
  Product,
  "description" | "specifications" | "reviews" | "datasheetUrl"
> & {
  /** The brand the structured data names. */
  brand: string;
  certificates: ShownCertificate[];
};

/** Absent while a document hydrates: its elements keep what the server sent. */
type Details = ProductDetails | undefined;

/** Specifications shown beside the gallery; the table under the description has them all. */
const KEY_SPECS = 5;

export function KeySpecs({ details }: { details: Details }) {
  if (details?.specifications.length === 0) return null;
  return (
    <KeptHtml id="key-specs" className="key-specs" value={details}>
      {({ specifications }) => (
        <>
          <h2 className="key-specs__title">Key specifications</h2>
          <dl>
            {/* By position: two groups may share a title (only their slugs are unique). */}
            {specifications.slice(0, KEY_SPECS).map((s, i) => (
              <div key={i}>
                <dt>{s.spec}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
          {specifications.length > KEY_SPECS && (
            <a href="#additional-information">All specifications</a>
          )}
        </>
      )}
    </KeptHtml>
  );
}

/**
 * The datasheet generated from the product's data (one button), the PDF staff uploaded for it when
 * there is one (named apart: docs/storefront.md, Product page), and Share by e-mail.
 */
export function ProductActions({
  product,
  details,
  origin,
}: {
  product: { name: string; slug: string };
  details: Details;
  origin: string;
}) {
  const mail = `mailto:?subject=${encodeURIComponent(product.name)}&body=${encodeURIComponent(
    `I thought you might be interested in ${product.name}:\n${origin}/products/${product.slug}`,
  )}`;
  return (
    <KeptHtml id="product-actions" className="product-summary__actions" value={details}>
      {({ datasheetUrl }) => (
        <>
          <GeneratedDatasheetLink slug={product.slug} className="btn btn--outline" />
          {datasheetUrl && (
            <a className="share-link" href={datasheetUrl} target="_blank" rel="noopener noreferrer">
              {UPLOADED_DATASHEET}
              <span className="visually-hidden">, opens in a new tab</span>
            </a>
          )}
          <a className="share-link" href={mail}>
            Share by e-mail
          </a>
        </>
      )}
    </KeptHtml>
  );
}

export function Description({ details }: { details: Details }) {
  return (
    <KeptHtml as="p" id="product-description" className="product-description" value={details}>
      {({ description }) => description}
    </KeptHtml>
  );
}

/** Every specification, in a section of its own under the description. */
export function AdditionalInformation({ details }: { details: Details }) {
  if (details?.specifications.length === 0) return null;
  return (
    <KeptHtml
      as="details"
      open
      id="additional-information"
      className="section-toggle"
      value={details}
    >
      {({ specifications }) => (
        <>
          <summary>Additional Information</summary>
          <div className="section-toggle__body">
            <table className="spec-table">
              <tbody>
                {specifications.map((s, i) => (
                  <tr key={i}>
                    <th scope="row">{s.spec}</th>
                    <td>{s.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </KeptHtml>
  );
}

export function ReviewList({ details }: { details: Details }) {
  return (
    <KeptHtml as="ul" id="review-list" className="review-list" value={details}>
      {({ reviews }) =>
        reviews.map((r) => (
          <li key={r.id}>
            <div>
              <strong>{r.name}</strong>
              {r.verified && (
                <span
                  className="badge-verified"
                  title="The reviewer's e-mail was verified by a code"
                >
                  Verified
                </span>
              )}
              <Stars rating={r.rating} />
            </div>
            <h3>{r.heading}</h3>
            <p>{r.comment}</p>
          </li>
        ))
      }
    </KeptHtml>
  );
}

/** The product's structured data (schema.org Product, app/utils/json-ld.ts). */
export function ProductJsonLd({
  product,
  details,
  origin,
}: {
  product: Omit<JsonLdProduct, keyof ProductDetails>;
  details: Details;
  origin: string;
}) {
  return (
    <KeptHtml
      as="script"
      id="product-ld"
      type="application/ld+json"
      value={details}
      html={(d) => jsonForScript(productJsonLd({ ...product, ...d }, { origin, brand: d.brand }))}
    />
  );
}

/** What the link to a product's generated datasheet says (docs/variants.md). */
export const GENERATED_DATASHEET = "Product datasheet (PDF, always current)";
/**
 * What the product page calls the PDF staff uploaded for a product, when there is one: named apart
 * from the generated one (docs/storefront.md, Product page).
 */
export const UPLOADED_DATASHEET = "Manufacturer's datasheet (PDF)";

/**
 * The link to the datasheet generated from a product's own data (GET
 * /products/{slug}/datasheet.pdf): beside the uploaded datasheet, or alone when there is none.
 * It opens in a new tab, as the uploaded one does.
 */
export function GeneratedDatasheetLink({ slug, className }: { slug: string; className?: string }) {
  return (
    <a
      className={className}
      href={`/products/${slug}/datasheet.pdf`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {GENERATED_DATASHEET}
      <span className="visually-hidden">, opens in a new tab</span>
    </a>
  );
}

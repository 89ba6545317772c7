/**
 * The brand's mark and name (BRAND_NAME): the first word bold. The mark, the same drawing as the
 * site's icon (public/favicon.svg), is drawn by the stylesheet (app.css `.logo__mark`): it shows
 * at once, as the stylesheet is there before the page is drawn, and no page carries its markup.
 */
export function Logo({ brand }: { brand: string }) {
  const [first, ...rest] = brand.split(" ");
  return (
    <span className="logo">
      <span className="logo__mark" />
      <span className="logo__text">
        <strong>{first}</strong> {rest.join(" ")}
      </span>
    </span>
  );
}

/**
 * The brand's mark and name (BRAND_NAME): the first word bold. The mark is drawn inline where it
 * must show at once (the header); further down the page (`lazy`, the footer) it is the same
 * drawing as the site's icon, public/favicon.svg, which the browser has already fetched, rather
 * than 600 more bytes in every page.
 */
export function Logo({ brand, lazy = false }: { brand: string; lazy?: boolean }) {
  const [first, ...rest] = brand.split(" ");
  return (
    <span className="logo">
      {lazy ? (
        <img
          className="logo__mark"
          src="/favicon.svg"
          alt=""
          width={36}
          height={36}
          loading="lazy"
        />
      ) : (
        <svg className="logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#0B3C6F" />
          <circle cx="24" cy="24" r="15" fill="none" stroke="#F28C28" strokeWidth="4" />
          <circle cx="18.5" cy="21" r="4" fill="#fff" />
          <circle cx="29.5" cy="21" r="4" fill="#fff" />
          <circle cx="24" cy="30" r="4" fill="#fff" />
        </svg>
      )}
      <span className="logo__text">
        <strong>{first}</strong> {rest.join(" ")}
      </span>
    </span>
  );
}

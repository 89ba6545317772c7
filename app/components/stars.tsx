import { RATING_MAX } from "~/constants";

/**
 * A rating shown as five stars, the last one partly filled for averages: one element, drawn by
 * the stylesheet (`.stars` in app.css: a row of stars as a mask over a gold-to-grey gradient
 * that turns where the rating ends). The rating, to a tenth, is its `data-rating` ("4.3"), which
 * the stylesheet reads for the whole stars and the tenth; the page's policy allows no inline
 * style. (It was an SVG with a gradient of its own, six elements and a generated id a rating.)
 */
export function Stars({
  rating,
  small = false,
  label,
}: {
  rating: number;
  /** 16 pixels high instead of 18: in a list of reviews (the product page's is, by place). */
  small?: boolean;
  label?: string;
}) {
  const tenth = Math.max(0, Math.min(RATING_MAX, rating)).toFixed(1);
  return (
    <span
      className={small ? "stars stars--small" : "stars"}
      role="img"
      aria-label={label ?? `${Number(tenth)} out of ${RATING_MAX} stars`}
      data-rating={tenth}
    />
  );
}

import { useId } from "react";
import { RATING_MAX, STAR_COLOR } from "~/constants";

/** One star in a 24-unit box, drawn from its top point; the rest of the path is relative. */
const STAR_FROM = (x: number) =>
  `M${x + 12} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${x + 12} 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`;
/** Each star's box, the 1-unit gap included. */
const PITCH = 25;
const WIDTH = PITCH * RATING_MAX - 1;
const ROW = Array.from({ length: RATING_MAX }, (_, i) => STAR_FROM(i * PITCH)).join("");
const EMPTY_COLOR = "#d9dee5";

/**
 * A rating shown as five stars (the last one partly filled for averages): one drawing per
 * rating, its fill a gradient with a hard stop where the rating ends. (It was an SVG with a
 * gradient per star, 25 elements a rating, and the same gradient ids repeated down a page.)
 */
export function Stars({
  rating,
  size = 18,
  label,
}: {
  rating: number;
  size?: number;
  label?: string;
}) {
  const id = `stars${useId().replace(/[^\w-]/g, "")}`;
  const clamped = Math.max(0, Math.min(RATING_MAX, rating));
  const whole = Math.floor(clamped);
  // Where the fill ends, on the star's own width (2.5 to 21.5 in its box), as the stars were filled.
  const end = whole >= RATING_MAX ? WIDTH : whole * PITCH + 2.5 + 19 * (clamped - whole);
  const offset = Number((end / WIDTH).toFixed(4));
  return (
    <svg
      className="stars"
      role="img"
      aria-label={label ?? `${Number(clamped.toFixed(1))} out of ${RATING_MAX} stars`}
      width={Math.round((size * WIDTH) / 24)}
      height={size}
      viewBox={`0 0 ${WIDTH} 24`}
      focusable="false"
    >
      <defs>
        <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" x2={WIDTH} y1="0" y2="0">
          <stop offset={offset} stopColor={STAR_COLOR} />
          <stop offset={offset} stopColor={EMPTY_COLOR} />
        </linearGradient>
      </defs>
      <path d={ROW} fill={`url(#${id})`} />
    </svg>
  );
}

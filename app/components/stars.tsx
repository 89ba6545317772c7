import { RATING_MAX, STAR_COLOR } from "~/constants";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3 6.1 20.6l1.3-6.6L2.5 9.4l6.6-.8z";

/** A rating shown as five stars (partly filled for averages). */
export function Stars({
  rating,
  size = 18,
  label,
}: {
  rating: number;
  size?: number;
  label?: string;
}) {
  const clamped = Math.max(0, Math.min(RATING_MAX, rating));
  return (
    <span
      className="stars"
      role="img"
      aria-label={label ?? `${Number(clamped.toFixed(1))} out of ${RATING_MAX} stars`}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        const id = `star-${i}-${Math.round(fill * 100)}`;
        return (
          <svg
            key={i}
            width={size}
            height={size}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <defs>
              <linearGradient id={id}>
                <stop offset={fill} stopColor={STAR_COLOR} />
                <stop offset={fill} stopColor="#d9dee5" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id})`} />
          </svg>
        );
      })}
    </span>
  );
}

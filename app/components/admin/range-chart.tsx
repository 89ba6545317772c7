/**
 * The dashboard's chart of the chosen range (docs/admin.md, Dashboard): drawn as SVG on the
 * server, no script. Four lines with their own dash pattern and marker, so they part in black and
 * white too; an HTML legend that wraps on a phone; and the same numbers in a visually hidden
 * table for screen readers (the SVG itself is one image with a name).
 */
import { useId } from "react";
import type { RangeSeries } from "~/models/dashboard.server";

export type RangeChartProps = RangeSeries & {
  /** The range, for the chart's name and caption, e.g. "11/01/2026 to 11/27/2026". */
  rangeLabel: string;
};

type SeriesKey = "products" | "reviews" | "contact" | "enquiries";

export const SERIES: {
  key: SeriesKey;
  label: string;
  color: string;
  dash?: string;
  marker: Marker;
}[] = [
  { key: "products", label: "New products", color: "#0b5cad", marker: "circle" },
  { key: "reviews", label: "New reviews", color: "#a8321a", dash: "8 4", marker: "square" },
  {
    key: "contact",
    label: "New contact messages",
    color: "#1d6b36",
    dash: "2 3",
    marker: "triangle",
  },
  {
    key: "enquiries",
    label: "New enquiries",
    color: "#6a3d9a",
    dash: "10 3 2 3",
    marker: "diamond",
  },
];

type Marker = "circle" | "square" | "triangle" | "diamond";

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { top: 16, right: 16, bottom: 56, left: 64 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A step of 1, 2 or 5 times a power of ten giving at most `count` whole-number ticks. */
export function yTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** Indexes of the labelled x ticks: at most `count`, evenly spread, first and last included. */
export function xTickIndexes(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (count - 1));
  const ticks: number[] = [];
  for (let i = 0; i < length - 1; i += step) ticks.push(i);
  if (length - 1 - ticks[ticks.length - 1] < step / 2) ticks.pop();
  ticks.push(length - 1);
  return ticks;
}

const shortDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8))}`;
const longDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;

export function RangeChart({ unit, buckets, rangeLabel }: RangeChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const per = unit === "week" ? "week" : "day";
  const title = `New products, reviews, contact messages and enquiries per ${per}, ${rangeLabel}`;
  const max = Math.max(0, ...buckets.flatMap((b) => SERIES.map((s) => b[s.key])));
  const empty = max === 0;
  const ticks = yTicks(max);
  const top = ticks[ticks.length - 1];
  const band = PLOT_W / Math.max(1, buckets.length);
  const x = (i: number) => PAD.left + (i + 0.5) * band;
  const y = (n: number) => PAD.top + PLOT_H - (n / top) * PLOT_H;
  // Eight dates on a wide screen; the ones in between of these are hidden on a phone (CSS).
  const wide = xTickIndexes(buckets.length, 8);
  const narrow = new Set(xTickIndexes(buckets.length, 4));

  return (
    <figure className="range-chart">
      <figcaption id={titleId} className="range-chart__caption">
        {title}
      </figcaption>
      <ul className="range-chart__legend">
        {SERIES.map((s) => (
          <li key={s.key}>
            <svg viewBox="0 0 32 12" width="32" height="12" aria-hidden="true" focusable="false">
              <line
                x1="1"
                y1="6"
                x2="31"
                y2="6"
                stroke={s.color}
                strokeWidth="2"
                strokeDasharray={s.dash}
              />
              <MarkerShape shape={s.marker} cx={16} cy={6} color={s.color} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        className="range-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="xMidYMid meet"
      >
        <g className="range-chart__grid">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#d5dbe3" />
              <text x={PAD.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle">
                {t.toLocaleString("en-GB")}
              </text>
            </g>
          ))}
        </g>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + PLOT_H}
          y2={PAD.top + PLOT_H}
          stroke="#4a5563"
        />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + PLOT_H} stroke="#4a5563" />
        {wide.map((i) => (
          <g key={i} className={narrow.has(i) ? undefined : "range-chart__minor"}>
            <line
              x1={x(i)}
              x2={x(i)}
              y1={PAD.top + PLOT_H}
              y2={PAD.top + PLOT_H + 5}
              stroke="#4a5563"
            />
            <text x={x(i)} y={PAD.top + PLOT_H + 20} textAnchor="middle">
              {shortDate(buckets[i].start)}
            </text>
          </g>
        ))}
        <text
          x={PAD.left + PLOT_W / 2}
          y={HEIGHT - 8}
          textAnchor="middle"
          className="range-chart__axis"
        >
          {unit === "week" ? "Week starting" : "Day"}
        </text>
        <text
          transform={`translate(16 ${PAD.top + PLOT_H / 2}) rotate(-90)`}
          textAnchor="middle"
          className="range-chart__axis"
        >
          Count
        </text>
        {empty ? (
          <text x={PAD.left + PLOT_W / 2} y={PAD.top + PLOT_H / 2} textAnchor="middle">
            No activity in this range
          </text>
        ) : (
          SERIES.map((s) => (
            <g key={s.key} className={`range-chart__series range-chart__series--${s.key}`}>
              {buckets.length > 1 ? (
                <polyline
                  fill="none"
                  stroke={s.color}
                  strokeWidth="2"
                  strokeDasharray={s.dash}
                  strokeLinejoin="round"
                  points={buckets.map((b, i) => `${round(x(i))},${round(y(b[s.key]))}`).join(" ")}
                />
              ) : null}
              {buckets.length <= 120
                ? buckets.map((b, i) => (
                    <MarkerShape
                      key={i}
                      shape={s.marker}
                      cx={x(i)}
                      cy={y(b[s.key])}
                      color={s.color}
                    />
                  ))
                : null}
            </g>
          ))
        )}
      </svg>
      {empty ? <p className="range-chart__empty">No activity in this range.</p> : null}
      {/* Hidden by its box: a table ignores the 1 px width, and would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{unit === "week" ? "Week starting" : "Day"}</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.start}>
                <th scope="row">{longDate(b.start)}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{b[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

function MarkerShape({
  shape,
  cx,
  cy,
  color,
}: {
  shape: Marker;
  cx: number;
  cy: number;
  color: string;
}) {
  const r = 3.5;
  const common = { fill: "#fff", stroke: color, strokeWidth: 1.8 };
  switch (shape) {
    case "circle":
      return <circle cx={round(cx)} cy={round(cy)} r={r} {...common} />;
    case "square":
      return <rect x={round(cx - r)} y={round(cy - r)} width={2 * r} height={2 * r} {...common} />;
    case "triangle":
      return (
        <polygon
          points={`${round(cx)},${round(cy - r - 0.8)} ${round(cx + r + 0.5)},${round(cy + r)} ${round(cx - r - 0.5)},${round(cy + r)}`}
          {...common}
        />
      );
    case "diamond":
      return (
        <polygon
          points={`${round(cx)},${round(cy - r - 1)} ${round(cx + r + 1)},${round(cy)} ${round(cx)},${round(cy + r + 1)} ${round(cx - r - 1)},${round(cy)}`}
          {...common}
        />
      );
  }
}

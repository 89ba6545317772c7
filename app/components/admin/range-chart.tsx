/**
 * The dashboard's chart of the chosen range (docs/admin.md, Dashboard): drawn as SVG on the
 * server, no script. Four lines with their own dash pattern and marker, so they part in black and
 * white too; an HTML legend that wraps on a phone; the busiest point labelled with its count; a
 * square-root count axis when one day dwarfs the rest (chartScale); drawn wide, and again taller
 * for a phone; and the same numbers in a visually hidden table for screen readers (the SVG itself
 * is one image with a name).
 */
import { useId } from "react";
import type { ChartBucket, RangeSeries } from "~/models/dashboard.server";
import { calendarDay, calendarDayMonth } from "~/utils/dates";

export type RangeChartProps = RangeSeries & {
  /** The range, for the chart's name and caption, e.g. "1 Nov 2026 to 27 Nov 2026". */
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

/** The chart's size in SVG units: wide screens, and phones (taller for their width). */
const WIDE = { width: 640, height: 300, dates: 8 } as const;
const NARROW = { width: 340, height: 300, dates: 4 } as const;
const PAD = { top: 22, right: 16, bottom: 56, left: 64 };

/** A step of 1, 2 or 5 times a power of ten giving at most `count` whole-number ticks. */
export function yTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** Past this many times the middle count, one busy day (or week) would flatten the others. */
export const BUSY_RATIO = 10;

/** The round count (1, 2 or 5 times a power of ten) nearest to `n`: 9 → 10, 37 → 50, 84 → 100. */
const roughly = (n: number) => {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, n)));
  const near = (c: number) => Math.abs(Math.log(c / n));
  return [1, 2, 5, 10].map((m) => m * power).reduce((a, b) => (near(b) < near(a) ? b : a));
};

export type ChartScale = {
  kind: "linear" | "sqrt";
  /** The counts the axis marks, 0 first; the last is its top. */
  ticks: number[];
  /** Where a count stands on the axis, 0 at the bottom, 1 at the top. */
  at: (n: number) => number;
};

/**
 * The count axis (docs/admin.md, Dashboard). Linear, unless the busiest point is more than
 * BUSY_RATIO times the middle (median) of the counts above 0: then one busy day would flatten the
 * others to nothing, so the axis is a square root and the quiet days keep a visible height. Its
 * ticks are still real counts (0, 10, 50, 100, 150: closer together as they grow), the chart says
 * so, and every figure shown is the true one.
 */
export function chartScale(buckets: ChartBucket[]): ChartScale {
  const counts = buckets
    .flatMap((b) => SERIES.map((s) => b[s.key]))
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  const max = counts.at(-1) ?? 0;
  const middle = counts.length
    ? (counts[Math.floor((counts.length - 1) / 2)] + counts[Math.ceil((counts.length - 1) / 2)]) / 2
    : 0;
  const linear = yTicks(max);
  const top = linear[linear.length - 1];
  if (max <= BUSY_RATIO * middle) return { kind: "linear", ticks: linear, at: (n) => n / top };
  const ticks = [...new Set([0, ...[1 / 16, 1 / 4, 9 / 16].map((f) => roughly(f * top)), top])]
    .filter((t) => t <= top)
    .sort((a, b) => a - b);
  return { kind: "sqrt", ticks, at: (n) => Math.sqrt(n / top) };
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

export function RangeChart({ unit, buckets, rangeLabel }: RangeChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const noteId = `${id}-note`;
  const per = unit === "week" ? "week" : "day";
  const title = `New products, reviews, contact messages and enquiries per ${per}, ${rangeLabel}`;
  const empty = buckets.every((b) => SERIES.every((s) => b[s.key] === 0));
  const scale = chartScale(buckets);
  const plot = {
    unit,
    buckets,
    scale,
    empty,
    titleId,
    noteId: scale.kind === "sqrt" ? noteId : undefined,
  };

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
      {/* The same chart twice, one shown: wide screens, and phones (taller, fewer dates). */}
      <Plot {...plot} size={WIDE} className="range-chart__svg range-chart__svg--wide" />
      <Plot {...plot} size={NARROW} className="range-chart__svg range-chart__svg--narrow" />
      {empty ? <p className="range-chart__empty">No activity in this range.</p> : null}
      {scale.kind === "sqrt" ? (
        <p id={noteId} className="range-chart__note">
          One {per} is far busier than the others, so the count axis is a square root: the quieter{" "}
          {per}s stay visible. The figures on the axis and on the busiest {per} are the real counts,
          as in the table.
        </p>
      ) : null}
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
                <th scope="row">{calendarDay(b.start)}</th>
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

/** One drawing of the chart at a size: axes, ticks, dates, a line and markers a series. */
function Plot({
  unit,
  buckets,
  scale,
  empty,
  titleId,
  noteId,
  size,
  className,
}: {
  unit: RangeSeries["unit"];
  buckets: ChartBucket[];
  scale: ChartScale;
  empty: boolean;
  titleId: string;
  noteId?: string;
  size: { width: number; height: number; dates: number };
  className: string;
}) {
  const { width, height } = size;
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, buckets.length);
  const x = (i: number) => PAD.left + (i + 0.5) * band;
  const y = (n: number) => PAD.top + plotH - scale.at(n) * plotH;
  const dates = xTickIndexes(buckets.length, size.dates);
  // The busiest point is labelled with its count (the first of the series, if they tie).
  const peak = empty
    ? null
    : buckets
        .flatMap((b, i) => SERIES.map((s) => ({ i, n: b[s.key], color: s.color })))
        .reduce((best, p) => (p.n > best.n ? p : best));
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={noteId}
      preserveAspectRatio="xMidYMid meet"
    >
      <g className="range-chart__grid">
        {scale.ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="#d5dbe3" />
            <text x={PAD.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle">
              {t.toLocaleString("en-GB")}
            </text>
          </g>
        ))}
      </g>
      <line
        x1={PAD.left}
        x2={width - PAD.right}
        y1={PAD.top + plotH}
        y2={PAD.top + plotH}
        stroke="#4a5563"
      />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + plotH} stroke="#4a5563" />
      {dates.map((i) => (
        <g key={i}>
          <line
            x1={x(i)}
            x2={x(i)}
            y1={PAD.top + plotH}
            y2={PAD.top + plotH + 5}
            stroke="#4a5563"
          />
          <text x={x(i)} y={PAD.top + plotH + 20} textAnchor="middle">
            {calendarDayMonth(buckets[i].start)}
          </text>
        </g>
      ))}
      <text
        x={PAD.left + plotW / 2}
        y={height - 8}
        textAnchor="middle"
        className="range-chart__axis"
      >
        {unit === "week" ? "Week starting" : "Day"}
      </text>
      <text
        transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`}
        textAnchor="middle"
        className="range-chart__axis"
      >
        {scale.kind === "sqrt" ? "Count (square root)" : "Count"}
      </text>
      {empty ? (
        <text x={PAD.left + plotW / 2} y={PAD.top + plotH / 2} textAnchor="middle">
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
      {peak ? (
        <text
          x={round(Math.min(Math.max(x(peak.i), PAD.left + 16), width - PAD.right - 16))}
          y={round(y(peak.n) - 9)}
          textAnchor="middle"
          className="range-chart__peak"
        >
          {peak.n.toLocaleString("en-GB")}
        </text>
      ) : null}
    </svg>
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

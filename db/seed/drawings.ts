/**
 * Procedural SVG artwork for the demo seed: cable cross-sections, cut-away views, drums,
 * category tiles, banners and certificate seals.
 *
 * Every function is pure and deterministic: the same input always gives the same SVG string.
 * The SVGs are meant to be rasterised with sharp (librsvg); they only use features librsvg
 * renders quickly (no filters) and the "DejaVu Sans" font family.
 */
import type { DrawingKind, SeedDrawing } from "./catalogue";

const NAVY = "#0b3c6f";
const NAVY_DARK = "#072a4f";
const ACCENT = "#f28c28";
const STAR = "#fcb941";
const FONT = "DejaVu Sans, Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

/** Escape text for use inside SVG/XML text nodes and attribute values. */
function esc(text: string): string {
  return text.replace(/[<>&"']/g, (c) =>
    c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "&" ? "&amp;" : c === '"' ? "&quot;" : "&#39;",
  );
}

/** Compact number formatting for SVG coordinates. */
function f(x: number): string {
  if (!Number.isFinite(x)) return "0";
  const r = Math.round(x * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

type Rgb = [number, number, number];

/** Normalise a CSS hex colour to #rrggbb, or return the fallback. */
function hex(input: string | undefined, fallback: string): string {
  const s = (input ?? "").trim();
  let m = /^#?([0-9a-f]{6})$/i.exec(s);
  if (m) return `#${m[1].toLowerCase()}`;
  m = /^#?([0-9a-f]{3})$/i.exec(s);
  if (m)
    return `#${m[1]
      .split("")
      .map((c) => c + c)
      .join("")
      .toLowerCase()}`;
  return fallback;
}

function rgb(c: string): Rgb {
  const h = hex(c, "#808080");
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const p = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${p(r)}${p(g)}${p(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** FNV-1a hash, used to derive small deterministic variations. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Collects <defs> entries, de-duplicated by key. */
class Defs {
  private readonly byKey = new Map<string, string>();
  private readonly items: string[] = [];

  add(key: string, make: (id: string) => string): string {
    const known = this.byKey.get(key);
    if (known) return known;
    const id = `d${this.items.length}`;
    this.byKey.set(key, id);
    this.items.push(make(id));
    return id;
  }

  /** Spherical shading for circles (objectBoundingBox units). */
  ball(c: string, strength = 1): string {
    return this.add(`ball:${c}:${strength}`, (id) => {
      const hi = lighten(c, 0.38 * strength);
      const lo = darken(c, 0.32 * strength);
      return `<radialGradient id="${id}" cx="0.36" cy="0.32" r="0.78" fx="0.33" fy="0.28"><stop offset="0" stop-color="${hi}"/><stop offset="0.55" stop-color="${c}"/><stop offset="1" stop-color="${lo}"/></radialGradient>`;
    });
  }

  /**
   * Top-lit vertical gradient: a cheap stand-in for spherical shading (librsvg renders
   * axis-aligned linear gradients several times faster than radial or diagonal ones).
   */
  lit(c: string, strength = 1): string {
    return this.add(`lit:${c}:${strength}`, (id) => {
      const hi = lighten(c, 0.3 * strength);
      const lo = darken(c, 0.3 * strength);
      return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.45" stop-color="${c}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`;
    });
  }

  /** Vertical linear gradient (objectBoundingBox units). */
  vertical(stops: [number, string, number?][]): string {
    const key = `v:${JSON.stringify(stops)}`;
    return this.add(key, (id) => {
      const s = stops
        .map(
          ([o, c, op]) =>
            `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${f(op)}"`}/>`,
        )
        .join("");
      return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
    });
  }

  /** Stranded conductors are batched into three shared paths (far fewer SVG elements). */
  readonly copper = { base: [] as string[], strands: [] as string[], shine: [] as string[] };

  flushCopper(): string {
    const { base, strands, shine } = this.copper;
    if (!base.length) return "";
    const out =
      `<path d="${base.join("")}" fill="${darken(COPPER, 0.55)}"/>` +
      `<path d="${strands.join("")}" fill="${COPPER}"/>` +
      `<path d="${shine.join("")}" fill="${lighten(COPPER, 0.4)}"/>`;
    base.length = 0;
    strands.length = 0;
    shine.length = 0;
    return out;
  }

  raw(key: string, make: (id: string) => string): string {
    return this.add(key, make);
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

function svgDoc(width: number, height: number, vbW: number, vbH: number, defs: Defs, body: string) {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vbW} ${vbH}">${defs.toString()}${body}</svg>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/**
 * Path data for a circle, so that many circles can share one <path> element (much faster).
 * Tiny circles become polygons, which librsvg rasterises faster than arcs.
 */
function circlePath(cx: number, cy: number, r: number): string {
  if (r < 9) {
    const n = r < 4 ? 8 : 12;
    let d = "";
    for (let k = 0; k < n; k++) {
      const a = (2 * Math.PI * k) / n;
      d += `${k ? "L" : "M"}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
    }
    return `${d}Z`;
  }
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** Annular sector path (angles in radians). */
function annularSector(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number) {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const p = (r: number, a: number) => `${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
  return `M${p(r1, a0)}A${f(r1)} ${f(r1)} 0 ${large} 1 ${p(r1, a1)}L${p(r0, a1)}A${f(r0)} ${f(r0)} 0 ${large} 0 ${p(r0, a0)}Z`;
}

// ---------------------------------------------------------------------------------------------
// Text helpers (approximate metrics for DejaVu Sans; good enough for wrapping)
// ---------------------------------------------------------------------------------------------

function charWidth(ch: string, bold: boolean): number {
  let w: number;
  if (" ".includes(ch)) w = 0.32;
  else if ("il.,:;'!|Ijft()[]".includes(ch)) w = 0.36;
  else if ("rs-".includes(ch)) w = 0.48;
  else if ("mwMW@".includes(ch)) w = 0.95;
  else if (/[A-Z]/.test(ch)) w = 0.74;
  else if (/[0-9]/.test(ch)) w = 0.64;
  else w = 0.62;
  return bold ? w * 1.08 : w;
}

function textWidth(text: string, fontSize: number, bold: boolean): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch, bold);
  return w * fontSize;
}

/** Greedy word wrap. Returns null when the text does not fit into maxLines. */
function wrapWords(
  text: string,
  maxWidth: number,
  fontSize: number,
  bold: boolean,
  maxLines: number,
): string[] | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize, bold) <= maxWidth || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) return null;
  if (lines.some((l) => textWidth(l, fontSize, bold) > maxWidth)) return null;
  return lines;
}

/** Splits a word that is wider than maxWidth into pieces that fit. */
function breakLongWord(word: string, maxWidth: number, fontSize: number, bold: boolean): string[] {
  const parts: string[] = [];
  let cur = "";
  for (const ch of word) {
    if (cur && textWidth(cur + ch, fontSize, bold) > maxWidth) {
      parts.push(cur);
      cur = ch;
    } else cur += ch;
  }
  if (cur) parts.push(cur);
  return parts;
}

/**
 * Wraps text into at most maxLines lines, shrinking the font (down to minSize) if needed; as a
 * last resort over-long words are split and the last line is cut with an ellipsis.
 */
function fitText(
  text: string,
  maxWidth: number,
  fontSize: number,
  minSize: number,
  bold: boolean,
  maxLines: number,
): { lines: string[]; size: number } {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return { lines: [], size: fontSize };
  for (let size = fontSize; size >= minSize; size -= Math.max(1, fontSize * 0.05)) {
    const lines = wrapWords(clean, maxWidth, size, bold, maxLines);
    if (lines) return { lines, size };
  }
  const size = minSize;
  const words = clean
    .split(" ")
    .flatMap((w) =>
      textWidth(w, size, bold) > maxWidth ? breakLongWord(w, maxWidth, size, bold) : [w],
    );
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, size, bold) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    let last = lines[maxLines - 1];
    while (last.length > 1 && textWidth(`${last}…`, size, bold) > maxWidth)
      last = last.slice(0, -1);
    lines[maxLines - 1] = `${last.trimEnd()}…`;
  }
  return { lines: lines.slice(0, maxLines), size };
}

// ---------------------------------------------------------------------------------------------
// Cable model shared by the cross-section and the cut-away
// ---------------------------------------------------------------------------------------------

const GY = "gy"; // green/yellow earth core sentinel
const COPPER = "#c8763c";
const TINNED = "#c9ced3";
const FOIL = "#c3c9d0";
const STEEL = "#a9b1b9";
const FILLER = "#e2e4e7";
const BEDDING_DARK = "#4a4f57";
const DIELECTRIC = "#f2f3ee";

const UK_COLOURS: Record<string, string> = {
  brown: "#7b4a2a",
  black: "#232323",
  grey: "#8c9095",
  blue: "#2460b8",
  red: "#c62828",
  white: "#f4f4f2",
  orange: "#ef7d1a",
  green: "#2e8b3e",
  slate: "#6b7a89",
  yellow: "#f2c811",
};

type Model = {
  kind: DrawingKind;
  cores: number;
  sheath: string;
  coreColours: string[];
  armoured: boolean;
  screened: boolean;
  stranded: boolean;
  seed: number;
};

const KINDS: DrawingKind[] = [
  "multicore",
  "coax",
  "twisted-pair",
  "fire",
  "audio",
  "armoured",
  "composite",
];

function coreColour(input: string): string {
  const s = input.trim().toLowerCase();
  if (s === GY || s === "g/y" || s === "green/yellow" || s === "green-yellow" || s === "earth")
    return GY;
  if (UK_COLOURS[s]) return UK_COLOURS[s];
  return hex(s, "#8c9095");
}

function defaultCoreColours(kind: DrawingKind, n: number, screened: boolean): string[] {
  const c = UK_COLOURS;
  if (kind === "twisted-pair") return [c.blue, c.orange, c.green, c.brown, c.slate];
  if (kind === "audio") return screened ? [c.red, c.white, c.blue, c.green] : [c.red, c.black];
  if (kind === "composite") return [c.red, c.black];
  if (n === 1) return [c.brown];
  if (n === 2) return [c.brown, c.blue];
  if (n === 3) return kind === "fire" ? [c.brown, c.blue, GY] : [c.brown, c.black, c.grey];
  if (n === 4) return [c.brown, c.black, c.grey, c.blue];
  if (n === 5) return [c.brown, c.black, c.grey, c.blue, GY];
  return [c.black, c.grey, c.brown, c.blue];
}

function model(d: SeedDrawing): Model {
  const kind: DrawingKind = KINDS.includes(d.kind) ? d.kind : "multicore";
  const rawCores = Number.isFinite(d.cores) ? Math.round(d.cores) : 1;
  let cores = Math.max(1, Math.min(61, rawCores));
  if (kind === "coax") cores = 1;
  if (kind === "composite") cores = 2;
  if (kind === "twisted-pair") cores = Math.max(1, Math.min(25, rawCores || 4));
  const screened = kind === "fire" ? true : kind === "coax" ? true : Boolean(d.screened);
  const armoured = kind === "armoured" ? true : Boolean(d.armoured);
  const given = (d.coreColours ?? []).filter((c) => typeof c === "string" && c.trim());
  const coreColours = given.length
    ? given.map(coreColour)
    : defaultCoreColours(kind, cores, screened);
  const fallbackSheath = kind === "fire" ? "#c62828" : kind === "armoured" ? "#222222" : "#2b2b2b";
  return {
    kind,
    cores,
    sheath: hex(d.sheathColour, fallbackSheath),
    coreColours,
    armoured,
    screened,
    stranded: kind !== "twisted-pair",
    seed: hash(JSON.stringify([kind, cores, d.sheathColour, coreColours, armoured, screened])),
  };
}

/**
 * Lays out n equal circles (radius 1) in concentric rings, choosing the arrangement with the
 * smallest enclosing radius (1+6+12..., 3+9, 4+10, ...), like a real cable lay-up.
 */
function ringLayout(n: number): { pts: [number, number][]; outer: number } {
  if (n <= 1) return { pts: [[0, 0]], outer: 1 };
  let best: { c0: number; rings: number[]; radii: number[]; outer: number } | null = null;
  for (let c0 = 1; c0 <= Math.min(n, 12); c0++) {
    const rho0 = c0 === 1 ? 0 : 1 / Math.sin(Math.PI / c0);
    const caps: number[] = [];
    const radii: number[] = [];
    let total = c0;
    let outer = rho0 + 1;
    for (let i = 1; total < n && i < 12; i++) {
      const rho = rho0 + 2 * i;
      const cap = Math.floor(Math.PI / Math.asin(1 / rho) + 1e-9);
      caps.push(cap);
      radii.push(rho);
      total += cap;
      outer = rho + 1;
    }
    if (total < n) continue;
    if (!best || outer < best.outer - 1e-6) {
      // distribute the remaining cores proportionally to ring capacity
      const m = n - c0;
      const sum = caps.reduce((a, b) => a + b, 0);
      const counts = caps.map((cap) => Math.min(cap, Math.round((m * cap) / Math.max(1, sum))));
      let diff = m - counts.reduce((a, b) => a + b, 0);
      for (let i = counts.length - 1; diff !== 0 && i >= 0; i--) {
        const room = diff > 0 ? caps[i] - counts[i] : -counts[i];
        const step = diff > 0 ? Math.min(diff, room) : Math.max(diff, room);
        counts[i] += step;
        diff -= step;
      }
      best = { c0, rings: counts, radii, outer };
    }
  }
  if (!best) return { pts: [[0, 0]], outer: 1 };
  const pts: [number, number][] = [];
  const { c0 } = best;
  if (c0 === 1) pts.push([0, 0]);
  else {
    const rho0 = 1 / Math.sin(Math.PI / c0);
    for (let k = 0; k < c0; k++) {
      const a = -Math.PI / 2 + (2 * Math.PI * k) / c0;
      pts.push([rho0 * Math.cos(a), rho0 * Math.sin(a)]);
    }
  }
  best.rings.forEach((count, i) => {
    const rho = best!.radii[i];
    for (let k = 0; k < count; k++) {
      const a = -Math.PI / 2 + (2 * Math.PI * (k + (i % 2) * 0.5)) / count;
      pts.push([rho * Math.cos(a), rho * Math.sin(a)]);
    }
  });
  return { pts, outer: best.outer };
}

function strandOffsets(count: 7 | 19): { pts: [number, number][]; unit: number } {
  const pts: [number, number][] = [[0, 0]];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    pts.push([2 * Math.cos(a), 2 * Math.sin(a)]);
  }
  if (count === 19) {
    for (let k = 0; k < 12; k++) {
      const a = (Math.PI / 6) * k + Math.PI / 12;
      pts.push([3.86 * Math.cos(a), 3.86 * Math.sin(a)]);
    }
  }
  return { pts, unit: count === 19 ? 1 / 4.86 : 1 / 3 };
}

// ---------------------------------------------------------------------------------------------
// Cross-section
// ---------------------------------------------------------------------------------------------

function backgroundRect(defs: Defs, w: number, h: number): string {
  const bg = defs.raw(
    "bg",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfcfd"/><stop offset="0.55" stop-color="#eef2f6"/><stop offset="1" stop-color="#dde4ec"/></linearGradient>`,
  );
  return `<rect width="${w}" height="${h}" fill="url(#${bg})"/>`;
}

/** Soft round shadow drawn as a few translucent rings (only the part outside the object). */
function softShadow(cx: number, cy: number, r: number, inner: number, strength = 0.2): string {
  const out: string[] = [];
  const steps = 4;
  const span = r - inner;
  for (let i = 0; i < steps; i++) {
    const outer = inner + span * ((i + 1) / steps);
    const w = outer - inner;
    out.push(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(inner + w / 2)}" fill="none" stroke="#10233a" stroke-opacity="${f(strength / steps)}" stroke-width="${f(w)}"/>`,
    );
  }
  return out.join("");
}

/**
 * Copper conductor (stranded or solid) of radius r. Stranded conductors are queued in
 * defs.copper and must be emitted with defs.flushCopper().
 */
function conductor(defs: Defs, cx: number, cy: number, r: number, stranded: boolean): string {
  if (!stranded || r < 7) {
    return circle(
      cx,
      cy,
      r,
      `url(#${defs.ball(COPPER, 1)})`,
      `stroke="${darken(COPPER, 0.5)}" stroke-width="${f(Math.max(0.8, r * 0.04))}"`,
    );
  }
  const { pts, unit } = strandOffsets(r > 26 ? 19 : 7);
  const s = r * unit;
  // strands are plain fills on a dark base (strokes on hundreds of tiny circles are slow)
  defs.copper.base.push(circlePath(cx, cy, r * 1.05));
  for (const [x, y] of pts) {
    defs.copper.strands.push(circlePath(cx + x * s, cy + y * s, s * 0.9));
    defs.copper.shine.push(circlePath(cx + (x - 0.25) * s, cy + (y - 0.28) * s, s * 0.42));
  }
  return "";
}

/** Insulated core: insulation colour (or green/yellow, or white with a coloured stripe). */
function insulatedCore(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  opts: { conductorRatio: number; stranded: boolean; stripe?: string; angle?: number },
): string {
  const out: string[] = [];
  const rc = r * opts.conductorRatio;
  const edge = `stroke="${darken(colour === GY ? UK_COLOURS.green : colour, 0.45)}" stroke-width="${f(Math.max(1, r * 0.03))}"`;
  if (colour === GY) {
    out.push(circle(cx, cy, r, `url(#${defs.lit(UK_COLOURS.green, 0.9)})`, edge));
    const a = opts.angle ?? -0.6;
    out.push(
      `<path d="${annularSector(cx, cy, rc, r * 0.985, a, a + 1.9)}" fill="url(#${defs.lit(UK_COLOURS.yellow, 0.8)})"/>`,
    );
  } else {
    out.push(circle(cx, cy, r, `url(#${defs.lit(colour, 0.9)})`, edge));
    if (opts.stripe) {
      const a = opts.angle ?? 0;
      const fill = `url(#${defs.lit(opts.stripe, 0.8)})`;
      out.push(
        `<path d="${annularSector(cx, cy, rc, r * 0.985, a - 0.45, a + 0.45)}" fill="${fill}"/>`,
      );
      out.push(
        `<path d="${annularSector(cx, cy, rc, r * 0.985, a + Math.PI - 0.45, a + Math.PI + 0.45)}" fill="${fill}"/>`,
      );
    }
  }
  if (!opts.stranded)
    out.push(circle(cx, cy, rc * 1.06, darken(colour === GY ? UK_COLOURS.green : colour, 0.2)));
  out.push(conductor(defs, cx, cy, rc, opts.stranded));
  return out.join("");
}

/** Ring of small wires (armour or braid) centred on radius rc, drawn as two shared paths. */
function wireRing(
  cx: number,
  cy: number,
  rc: number,
  wr: number,
  colour: string,
  phase = 0,
  flat = false,
) {
  const count = Math.max(6, Math.floor(Math.PI / Math.asin(Math.min(0.99, wr / rc))));
  const wires: string[] = [];
  const shine: string[] = [];
  for (let k = 0; k < count; k++) {
    const a = phase + (2 * Math.PI * k) / count;
    const x = cx + rc * Math.cos(a);
    const y = cy + rc * Math.sin(a);
    wires.push(circlePath(x, y, wr * 0.95));
    if (!flat) shine.push(circlePath(x - wr * 0.3, y - wr * 0.32, wr * 0.4));
  }
  return (
    `<path d="${wires.join("")}" fill="${colour}" stroke="${darken(colour, 0.5)}" stroke-width="${f(Math.max(0.5, wr * 0.1))}"/>` +
    (flat ? "" : `<path d="${shine.join("")}" fill="#ffffff" fill-opacity="0.55"/>`)
  );
}

export function crossSectionSvg(d: SeedDrawing, size = 1024): string {
  const m = model(d);
  const defs = new Defs();
  const C = 512;
  const R = 400;
  const body: string[] = [backgroundRect(defs, 1024, 1024)];
  body.push(softShadow(C + 14, C + 22, R + 24, R - 30));

  // Outer sheath with a glossy rim
  const sheath = m.sheath;
  body.push(
    circle(
      C,
      C,
      R,
      `url(#${defs.lit(sheath, 0.75)})`,
      `stroke="${darken(sheath, 0.5)}" stroke-width="2.5"`,
    ),
  );
  const sheathT = m.kind === "coax" ? 46 : 38;
  let r = R - sheathT;
  // inner edge of the sheath
  body.push(circle(C, C, r + 1.5, darken(sheath, 0.35)));
  body.push(
    `<path d="M${f(C - R * 0.83)} ${f(C - R * 0.36)}A${R * 0.9} ${R * 0.9} 0 0 1 ${f(C - R * 0.2)} ${f(C - R * 0.87)}" fill="none" stroke="#ffffff" stroke-opacity="0.28" stroke-width="7" stroke-linecap="round"/>`,
  );

  if (m.armoured) {
    const wr = 15;
    body.push(circle(C, C, r, darken(STEEL, 0.55)));
    body.push(wireRing(C, C, r - wr, wr, STEEL));
    r -= wr * 2 + 2;
    // extruded bedding under the armour
    body.push(
      circle(
        C,
        C,
        r,
        `url(#${defs.lit(BEDDING_DARK, 0.5)})`,
        `stroke="${darken(BEDDING_DARK, 0.4)}" stroke-width="1.5"`,
      ),
    );
    r -= 20;
  }

  if (m.kind === "coax") {
    drawCoax(defs, body, C, C, r, true);
    return svgDoc(size, size, 1024, 1024, defs, body.join(""));
  }

  if (m.screened) {
    if (m.kind === "audio") {
      // served / braided copper screen
      body.push(circle(C, C, r, darken(COPPER, 0.55)));
      body.push(wireRing(C, C, r - 5, 5, COPPER, 0, true));
      body.push(wireRing(C, C, r - 13, 5, lighten(COPPER, 0.15), 0.05, true));
      r -= 19;
    } else {
      body.push(
        circle(
          C,
          C,
          r,
          `url(#${defs.lit(FOIL, 0.7)})`,
          `stroke="${darken(FOIL, 0.45)}" stroke-width="1.2"`,
        ),
      );
      r -= 8;
    }
  }

  // bedding / filler
  body.push(
    circle(
      C,
      C,
      r,
      `url(#${defs.lit(FILLER, 0.35)})`,
      `stroke="${darken(FILLER, 0.3)}" stroke-width="1.2"`,
    ),
  );
  const bedding = m.kind === "twisted-pair" ? 6 : 14;
  const rIn = r - bedding;

  let occupied: Circle[] = [];
  if (m.kind === "twisted-pair") occupied = drawPairs(defs, body, m, C, C, rIn);
  else if (m.kind === "composite") drawComposite(defs, body, m, C, C, rIn);
  else occupied = drawCores(defs, body, m, C, C, rIn);

  if (m.screened && m.kind !== "audio" && m.kind !== "composite") {
    // bare drain wire just inside the foil, in the widest gap between the cores
    const dr = m.kind === "twisted-pair" ? 16 : 22;
    const rr = r - dr - 2;
    let best = -Math.PI / 4;
    let bestGap = -Infinity;
    for (let k = 0; k < 144; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 72 + 0.01;
      const x = C + rr * Math.cos(a);
      const y = C + rr * Math.sin(a);
      const gap = Math.min(...occupied.map(([ox, oy, or]) => Math.hypot(x - ox, y - oy) - or));
      if (gap > bestGap + 0.5) {
        bestGap = gap;
        best = a;
      }
    }
    body.push(conductor(defs, C + rr * Math.cos(best), C + rr * Math.sin(best), dr, true));
  }
  body.push(defs.flushCopper());

  return svgDoc(size, size, 1024, 1024, defs, body.join(""));
}

function drawCoax(defs: Defs, body: string[], cx: number, cy: number, r: number, big: boolean) {
  // braid: two rows of fine wires
  const braidT = Math.max(6, r * 0.09);
  body.push(circle(cx, cy, r, darken(TINNED, 0.55)));
  const wr = braidT / 4;
  body.push(wireRing(cx, cy, r - wr, wr, TINNED, 0, !big));
  body.push(wireRing(cx, cy, r - 3 * wr, wr, COPPER, 0.01, !big));
  r -= braidT;
  // aluminium foil
  body.push(
    circle(
      cx,
      cy,
      r,
      `url(#${defs.lit(FOIL, 0.7)})`,
      `stroke="${darken(FOIL, 0.5)}" stroke-width="1"`,
    ),
  );
  r -= Math.max(2.5, r * 0.025);
  // foamed dielectric
  body.push(
    circle(
      cx,
      cy,
      r,
      `url(#${defs.lit(DIELECTRIC, 0.25)})`,
      `stroke="${darken(DIELECTRIC, 0.25)}" stroke-width="1"`,
    ),
  );
  if (big) {
    const rand = prng(hash(`foam${r}`));
    const dots: string[] = [];
    for (let i = 0; i < 90; i++) {
      const a = rand() * Math.PI * 2;
      const rr = r * (0.3 + 0.65 * Math.sqrt(rand()));
      dots.push(circlePath(cx + rr * Math.cos(a), cy + rr * Math.sin(a), 1.5 + rand() * 3));
    }
    body.push(`<path d="${dots.join("")}" fill="#d9dcd4"/>`);
  }
  const rc = r * 0.22;
  body.push(circle(cx, cy, rc * 1.12, darken(DIELECTRIC, 0.2)));
  body.push(conductor(defs, cx, cy, rc, false));
}

type Circle = [number, number, number];

function drawCores(
  defs: Defs,
  body: string[],
  m: Model,
  cx: number,
  cy: number,
  rIn: number,
): Circle[] {
  const { pts, outer } = ringLayout(m.cores);
  const s = rIn / outer;
  const r = s * 0.965;
  const ratio = m.kind === "audio" ? 0.6 : m.kind === "fire" ? 0.58 : 0.62;
  pts.forEach(([x, y], i) => {
    const colour = m.coreColours[i % m.coreColours.length];
    body.push(
      insulatedCore(defs, cx + x * s, cy + y * s, r, colour, {
        conductorRatio: ratio,
        stranded: m.stranded,
        angle: -0.6 + i * 0.7,
      }),
    );
  });
  return pts.map(([x, y]) => [cx + x * s, cy + y * s, r]);
}

function pairColours(m: Model, i: number): string {
  const c = m.coreColours[i % m.coreColours.length];
  return c === GY ? UK_COLOURS.green : c;
}

function drawPair(defs: Defs, cx: number, cy: number, u: number, colour: string, angle: number) {
  const rc = u / 2;
  const dx = Math.cos(angle) * rc * 0.985;
  const dy = Math.sin(angle) * rc * 0.985;
  const opts = { conductorRatio: 0.56, stranded: false };
  return (
    insulatedCore(defs, cx - dx, cy - dy, rc * 0.985, colour, opts) +
    insulatedCore(defs, cx + dx, cy + dy, rc * 0.985, UK_COLOURS.white, {
      ...opts,
      stripe: colour,
      angle: angle + Math.PI / 2,
    })
  );
}

function drawPairs(
  defs: Defs,
  body: string[],
  m: Model,
  cx: number,
  cy: number,
  rIn: number,
): Circle[] {
  const P = m.cores;
  if (P === 4) {
    // pairs in the four quadrants around a cross-shaped separator
    const u = (rIn / (1 + Math.SQRT2)) * 0.985;
    const q = (rIn - u) / Math.SQRT2;
    const arm = u * 0.16;
    const len = rIn * 0.96;
    body.push(
      `<path d="M${f(cx - arm)} ${f(cy - len)}H${f(cx + arm)}V${f(cy - arm)}H${f(cx + len)}V${f(cy + arm)}H${f(cx + arm)}V${f(cy + len)}H${f(cx - arm)}V${f(cy + arm)}H${f(cx - len)}V${f(cy - arm)}H${f(cx - arm)}Z" fill="url(#${defs.lit("#f3f3f1", 0.3)})" stroke="#b9bcc0" stroke-width="1.2" stroke-linejoin="round"/>`,
    );
    const pos: [number, number][] = [
      [-q, -q],
      [q, -q],
      [q, q],
      [-q, q],
    ];
    pos.forEach(([x, y], i) => {
      body.push(drawPair(defs, cx + x, cy + y, u, pairColours(m, i), Math.PI / 4 + i * 0.9));
    });
    const occupied: Circle[] = pos.map(([x, y]) => [cx + x, cy + y, u]);
    for (let t = -len; t <= len; t += arm) occupied.push([cx + t, cy, arm], [cx, cy + t, arm]);
    return occupied;
  }
  const { pts, outer } = ringLayout(P);
  const s = rIn / outer;
  pts.forEach(([x, y], i) => {
    body.push(drawPair(defs, cx + x * s, cy + y * s, s * 0.97, pairColours(m, i), 0.3 + i * 1.1));
  });
  return pts.map(([x, y]) => [cx + x * s, cy + y * s, s]);
}

function drawComposite(defs: Defs, body: string[], m: Model, cx: number, cy: number, rIn: number) {
  const coaxR = rIn * 0.55;
  const ccx = cx - rIn * 0.42;
  body.push(
    circle(ccx, cy, coaxR, `url(#${defs.lit("#26282b", 0.6)})`, `stroke="#111" stroke-width="1.5"`),
  );
  drawCoax(defs, body, ccx, cy, coaxR * 0.86, false);
  const pr = rIn * 0.295;
  const colours = [m.coreColours[0] ?? UK_COLOURS.red, m.coreColours[1] ?? UK_COLOURS.black];
  [-1, 1].forEach((side, i) => {
    body.push(
      insulatedCore(defs, cx + rIn * 0.56, cy + side * rIn * 0.3, pr, colours[i], {
        conductorRatio: 0.58,
        stranded: true,
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Cut-away (side view with layers stripped back)
// ---------------------------------------------------------------------------------------------

type CutLayer = {
  kind: "plain" | "armour" | "braid" | "foil" | "copper";
  r: number;
  colour: string;
  len: number;
};

const K = 0.3; // ellipse ratio of the end faces

function capsule(x1: number, x2: number, r: number, y = 0): string {
  const rx = r * K;
  return `M${f(x1)} ${f(y - r)}L${f(x2)} ${f(y - r)}A${f(rx)} ${f(r)} 0 0 1 ${f(x2)} ${f(y + r)}L${f(x1)} ${f(y + r)}A${f(rx)} ${f(r)} 0 0 1 ${f(x1)} ${f(y - r)}Z`;
}

function cylShade(defs: Defs): string {
  return defs.vertical([
    [0, "#000000", 0.38],
    [0.16, "#ffffff", 0.34],
    [0.3, "#ffffff", 0.1],
    [0.55, "#000000", 0],
    [0.84, "#000000", 0.2],
    [1, "#000000", 0.46],
  ]);
}

/** Clips a convex polygon to the vertical band x1 <= x <= x2. */
function clipToBand(poly: [number, number][], x1: number, x2: number): [number, number][] {
  const clip = (
    pts: [number, number][],
    inside: (p: [number, number]) => boolean,
    edge: number,
  ) => {
    const out: [number, number][] = [];
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      const ina = inside(a);
      const inb = inside(b);
      if (ina) out.push(a);
      if (ina !== inb) {
        const t = (edge - a[0]) / (b[0] - a[0]);
        out.push([edge, a[1] + (b[1] - a[1]) * t]);
      }
    }
    return out;
  };
  return clip(
    clip(poly, (p) => p[0] >= x1, x1),
    (p) => p[0] <= x2,
    x2,
  );
}

/**
 * Slanted stripes across a cylinder (x1..x2, radius r around y) as one path: the helical wires
 * of armour, braid and strands. Much faster in librsvg than a rotated <pattern>.
 */
function slantStripes(
  x1: number,
  x2: number,
  y: number,
  r: number,
  slope: number,
  period: number,
  width: number,
  phase = 0,
): string {
  const dx = slope * 2 * r;
  const start = x1 - Math.max(0, dx) - period + (phase % period);
  const end = x2 - Math.min(0, dx) + period;
  let d = "";
  for (let a = start; a < end; a += period) {
    const poly = clipToBand(
      [
        [a, y - r],
        [a + width, y - r],
        [a + width + dx, y + r],
        [a + dx, y + r],
      ],
      x1,
      x2,
    );
    if (poly.length < 3) continue;
    d += poly.map(([px, py], k) => `${k ? "L" : "M"}${f(px)} ${f(py)}`).join("") + "Z";
  }
  return d;
}

/** Surface texture of a stripped layer (drawn on top of its base colour). */
function layerTexture(
  kind: CutLayer["kind"],
  x1: number,
  x2: number,
  y: number,
  r: number,
  colour: string,
): string {
  const path = (d: string, fill: string) => (d ? `<path d="${d}" fill="${fill}"/>` : "");
  if (kind === "armour") {
    const p = Math.max(6, r * 0.13);
    return (
      path(slantStripes(x1, x2, y, r, 0.53, p, p * 0.78), colour) +
      path(slantStripes(x1, x2, y, r, 0.53, p, p * 0.24, p * 0.2), lighten(colour, 0.5))
    );
  }
  if (kind === "braid") {
    const p = Math.max(5, r * 0.1);
    return (
      path(slantStripes(x1, x2, y, r, 0.9, p, p * 0.42), colour) +
      path(slantStripes(x1, x2, y, r, -0.9, p, p * 0.42, p * 0.5), lighten(colour, 0.25))
    );
  }
  if (kind === "foil") {
    const p = Math.max(20, r * 0.3);
    return (
      path(slantStripes(x1, x2, y, r, 1.6, p, 2.5), darken(colour, 0.22)) +
      path(slantStripes(x1, x2, y, r, 1.6, p, p * 0.18, 2.5), lighten(colour, 0.5))
    );
  }
  if (kind === "copper") {
    const p = Math.max(4, r * 0.45);
    return (
      path(slantStripes(x1, x2, y, r, -0.58, p, p * 0.2), darken(colour, 0.35)) +
      path(slantStripes(x1, x2, y, r, -0.58, p, p * 0.25, p * 0.35), lighten(colour, 0.35))
    );
  }
  return "";
}

/** A straight stepped cable (layers stripped back from left to right), axis along y. */
function steppedCable(
  defs: Defs,
  out: string[],
  layers: CutLayer[],
  xStart: number,
  y: number,
  sw = 1.4,
): number {
  let x = xStart;
  const shade = cylShade(defs);
  for (const layer of layers) {
    const x2 = x + layer.len;
    const d = capsule(x, x2, layer.r, y);
    const base =
      layer.kind === "armour" || layer.kind === "braid" ? darken(layer.colour, 0.45) : layer.colour;
    out.push(`<path d="${d}" fill="${base}"/>`);
    out.push(layerTexture(layer.kind, x, x2, y, layer.r, layer.colour));
    out.push(
      `<path d="${d}" fill="url(#${shade})" stroke="${darken(layer.colour, 0.55)}" stroke-width="${f(sw)}"/>`,
    );
    // end face
    const rx = layer.r * K;
    if (layer.kind === "armour") {
      out.push(ellipse(x2, y, rx, layer.r, darken(layer.colour, 0.5)));
      const wr = Math.max(3, layer.r * 0.075);
      const count = Math.floor(Math.PI / Math.asin(wr / (layer.r - wr)));
      for (let k = 0; k < count; k++) {
        const a = (2 * Math.PI * k) / count;
        out.push(
          ellipse(
            x2 + (rx - wr * K) * Math.cos(a),
            y + (layer.r - wr) * Math.sin(a),
            wr * 0.55,
            wr * 0.95,
            lighten(layer.colour, 0.25),
          ),
        );
      }
    } else {
      const face =
        layer.kind === "copper" ? lighten(layer.colour, 0.18) : mix(layer.colour, "#ffffff", 0.1);
      out.push(
        ellipse(
          x2,
          y,
          rx,
          layer.r,
          face,
          `stroke="${darken(layer.colour, 0.5)}" stroke-width="${f(sw)}"`,
        ),
      );
      if (layer.kind === "copper" && layer.r > 8) {
        // strand ends
        const { pts, unit } = strandOffsets(layer.r > 20 ? 19 : 7);
        const s = layer.r * unit;
        for (const [px, py] of pts)
          out.push(
            ellipse(
              x2 + px * s * K,
              y + py * s,
              s * K * 0.9,
              s * 0.9,
              lighten(layer.colour, 0.3),
              `stroke="${darken(layer.colour, 0.4)}" stroke-width="0.8"`,
            ),
          );
      }
    }
    x = x2;
  }
  return x;
}

/** Shaded tube along an SVG path (used for cores that bend out of the cable). */
function tube(
  d: string,
  w: number,
  colour: string,
  extra: { stripe?: string; cap?: string } = {},
): string {
  const cap = extra.cap ?? "butt";
  const base = `d="${d}" fill="none" stroke-linecap="${cap}" stroke-linejoin="round"`;
  const parts = [
    `<path ${base} stroke="${darken(colour, 0.45)}" stroke-width="${f(w)}"/>`,
    `<path ${base} stroke="${colour}" stroke-width="${f(w * 0.8)}"/>`,
  ];
  if (extra.stripe) {
    parts.push(
      `<path ${base} stroke="${extra.stripe}" stroke-width="${f(w * 0.8)}" stroke-dasharray="${f(w * 0.4)} ${f(w * 1.3)}"/>`,
    );
  }
  parts.push(
    `<path ${base} stroke="${lighten(colour, 0.45)}" stroke-opacity="0.55" stroke-width="${f(w * 0.3)}" transform="translate(0 ${f(-w * 0.2)})"/>`,
    `<path ${base} stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(w * 0.09)}" transform="translate(0 ${f(-w * 0.24)})"/>`,
  );
  return parts.join("");
}

/** Ease curve of the fan-out from y0 to y1 between x0 and x1. */
function fanY(x: number, x0: number, x1: number, y0: number, y1: number): number {
  if (x <= x0) return y0;
  if (x >= x1) return y1;
  const t = (x - x0) / (x1 - x0);
  const e = t * t * (3 - 2 * t);
  return y0 + (y1 - y0) * e;
}

function fanPath(x0: number, y0: number, xf: number, y1: number, x2: number): string {
  const mid = (x0 + xf) / 2;
  return `M${f(x0)} ${f(y0)}C${f(mid)} ${f(y0)} ${f(mid)} ${f(y1)} ${f(xf)} ${f(y1)}L${f(x2)} ${f(y1)}`;
}

/** Core leaving the bundle: insulation tube, end face, copper stub. */
function cutCore(
  defs: Defs,
  out: string[],
  x0: number,
  y0: number,
  xf: number,
  y1: number,
  xEnd: number,
  w: number,
  colour: string,
  stranded: boolean,
) {
  const ins = colour === GY ? UK_COLOURS.green : colour;
  out.push(ellipse(x0, y0, (w / 2) * K, w / 2, darken(ins, 0.2)));
  out.push(
    tube(fanPath(x0, y0, xf, y1, xEnd), w, ins, colour === GY ? { stripe: UK_COLOURS.yellow } : {}),
  );
  const rc = (w / 2) * 0.62;
  out.push(
    ellipse(
      xEnd,
      y1,
      (w / 2) * K,
      w / 2,
      lighten(ins, 0.12),
      `stroke="${darken(ins, 0.5)}" stroke-width="1.2"`,
    ),
  );
  steppedCable(
    defs,
    out,
    [{ kind: stranded ? "copper" : "plain", r: rc, colour: COPPER, len: Math.max(34, w * 0.9) }],
    xEnd,
    y1,
    1,
  );
}

function twistedPairCut(
  defs: Defs,
  out: string[],
  x0: number,
  y0: number,
  xf: number,
  y1: number,
  xEnd: number,
  cw: number,
  colour: string,
  period: number,
) {
  const a = cw * 0.5;
  const k = (2 * Math.PI) / period;
  // end the twist where the conductors are side by side
  const phase0 = 0;
  const n = Math.max(1, Math.round(((xEnd - x0) * k) / Math.PI - 0.5));
  const xT = x0 + ((n + 0.5) * Math.PI) / k;
  const step = 3;
  const segs: { x: number[]; y: number[] }[] = [];
  // depth order flips where the conductors are side by side (the peaks of the sine)
  for (let h = 0; h <= n + 1; h++) {
    const xa = Math.max(x0, x0 + ((h - 0.5) * Math.PI) / k);
    const xb = Math.min(xT, x0 + ((h + 0.5) * Math.PI) / k);
    if (xa >= xT) break;
    const xs: number[] = [];
    for (let x = xa; x < xb; x += step) xs.push(x);
    xs.push(xb);
    segs.push({ x: xs, y: xs.map((x) => fanY(x, x0, xf, y0, y1)) });
  }
  const strandPath = (sign: number, xs: number[], ys: number[]) =>
    xs
      .map(
        (x, i) =>
          `${i ? "L" : "M"}${f(x)} ${f(ys[i] + sign * a * Math.sin(k * (x - x0) + phase0))}`,
      )
      .join("");
  segs.forEach((s, h) => {
    const front = h % 2 === 0 ? 1 : -1;
    const backPath = strandPath(-front, s.x, s.y);
    const frontPath = strandPath(front, s.x, s.y);
    const backIsWhite = -front === 1;
    out.push(
      tube(
        backPath,
        cw,
        backIsWhite ? UK_COLOURS.white : colour,
        backIsWhite ? { stripe: colour, cap: "round" } : { cap: "round" },
      ),
    );
    out.push(
      tube(
        frontPath,
        cw,
        front === 1 ? UK_COLOURS.white : colour,
        front === 1 ? { stripe: colour, cap: "round" } : { cap: "round" },
      ),
    );
  });
  // untwisted tails with stripped solid conductors
  const yEnd = fanY(xT, x0, xf, y0, y1);
  const sEnd = Math.sin(k * (xT - x0) + phase0);
  [1, -1].forEach((sign) => {
    const yy = yEnd + sign * a * sEnd;
    const white = sign === 1;
    const ins = white ? UK_COLOURS.white : colour;
    const x2 = xT + 22 + (white ? 12 : 0);
    out.push(
      tube(`M${f(xT - 1)} ${f(yy)}L${f(x2)} ${f(yy)}`, cw, ins, white ? { stripe: colour } : {}),
    );
    out.push(
      ellipse(
        x2,
        yy,
        (cw / 2) * K,
        cw / 2,
        lighten(ins, 0.1),
        `stroke="${darken(ins, 0.45)}" stroke-width="1"`,
      ),
    );
    steppedCable(
      defs,
      out,
      [{ kind: "plain", r: (cw / 2) * 0.55, colour: COPPER, len: 36 }],
      x2,
      yy,
      1,
    );
  });
}

export function cutawaySvg(d: SeedDrawing, size = 1024): string {
  const m = model(d);
  const defs = new Defs();
  const out: string[] = [];
  const R = 118;
  const layers: CutLayer[] = [{ kind: "plain", r: R, colour: m.sheath, len: 0 }];
  let r = R;
  const push = (kind: CutLayer["kind"], dr: number, colour: string, len: number) => {
    r -= dr;
    layers.push({ kind, r, colour, len });
  };
  if (m.armoured) {
    push("armour", 12, STEEL, 86);
    push("plain", 12, BEDDING_DARK, 62);
  }
  if (m.kind === "coax") {
    push("braid", 10, TINNED, 74);
    push("foil", 5, FOIL, 62);
    push("plain", 4, DIELECTRIC, 96);
    layers.push({ kind: "plain", r: r * 0.22, colour: COPPER, len: 92 });
  } else {
    if (m.screened) {
      if (m.kind === "audio") push("braid", 8, COPPER, 70);
      else push("foil", 7, FOIL, 64);
    }
    if (m.kind !== "twisted-pair" && m.kind !== "audio") push("plain", 6, FILLER, 46);
  }

  // elements that fan out of the bundle
  type El =
    | { t: "core"; colour: string; w: number }
    | { t: "pair"; colour: string; w: number; period: number }
    | { t: "coax"; w: number }
    | { t: "drain"; w: number };
  const els: El[] = [];
  const rb = r;
  if (m.kind === "twisted-pair") {
    const P = Math.min(m.cores, 6);
    const cw = Math.min(40, (rb * 2) / (P * 1.15 + 0.3));
    for (let i = 0; i < P; i++)
      els.push({ t: "pair", colour: pairColours(m, i), w: cw * 2, period: 92 + ((i * 23) % 50) });
  } else if (m.kind === "composite") {
    els.push({ t: "coax", w: rb * 1.0 });
    els.push({ t: "core", colour: m.coreColours[0] ?? UK_COLOURS.red, w: rb * 0.56 });
    els.push({ t: "core", colour: m.coreColours[1] ?? UK_COLOURS.black, w: rb * 0.56 });
  } else if (m.kind !== "coax") {
    const { outer } = ringLayout(m.cores);
    const w = Math.min(rb * 1.1, (2 * rb * 0.965) / outer);
    const shown = Math.min(m.cores, 7);
    for (let i = 0; i < shown; i++)
      els.push({ t: "core", colour: m.coreColours[i % m.coreColours.length], w });
    if (m.screened && m.kind !== "audio")
      els.splice(1, 0, { t: "drain", w: Math.max(10, w * 0.3) });
  }

  // horizontal budget
  const layerLen = layers.slice(1).reduce((a, l) => a + l.len, 0);
  const fanLen = els.length ? 150 : 0;
  const runLen = els.length ? 170 : 0;
  const tailLen = els.length ? 70 : 0;
  const total = layerLen + fanLen + runLen + tailLen;
  const xRight = 1024 - 90;
  const xSheathEnd = Math.min(560, xRight - total);
  layers[0].len = xSheathEnd + 900;
  const cy = 462;

  // floor shadow, then the cable, all rotated slightly
  const shadow = defs.vertical([
    [0, "#10233a", 0.16],
    [1, "#10233a", 0],
  ]);
  out.push(`<g transform="rotate(-15 512 512)">`);
  const shadowEnd = xSheathEnd + layerLen + fanLen * 0.6;
  out.push(
    `<rect x="-900" y="${f(cy + R * 0.72)}" width="${f(shadowEnd + 900)}" height="${f(R * 1.0)}" rx="${f(R * 0.5)}" fill="url(#${shadow})"/>`,
  );
  out.push(`<g transform="translate(0 ${f(cy)})">`);
  const xBundle = steppedCable(defs, out, layers, -900, 0);

  if (els.length) {
    // vertical positions: start inside the bundle, end spread out
    const gap = 0.3;
    const heights = els.map((e) => e.w);
    const span =
      heights.reduce((a, b) => a + b, 0) +
      ((gap * heights.reduce((a, b) => a + b, 0)) / els.length) * (els.length - 1);
    const y1s: number[] = [];
    let acc = -span / 2;
    for (let i = 0; i < els.length; i++) {
      y1s.push(acc + heights[i] / 2);
      acc += heights[i] * (1 + gap) + 0;
    }
    // recentre after the spacing loop
    const shift = (y1s[0] + y1s[y1s.length - 1]) / 2;
    for (let i = 0; i < y1s.length; i++) y1s[i] -= shift;
    const inner = Math.max(0, rb - Math.max(...heights) / 2);
    const y0s = els.map((_, i) =>
      els.length === 1 ? 0 : -inner + (2 * inner * i) / (els.length - 1),
    );
    const order = els.map((_, i) => i).sort((a, b) => Math.abs(y0s[b]) - Math.abs(y0s[a]));
    const x0 = xBundle;
    const xf = x0 + fanLen;
    for (const i of order) {
      const e = els[i];
      const stagger = ((i * 37) % 5) * 16;
      const xEnd = xf + runLen - 40 - stagger;
      if (e.t === "core")
        cutCore(defs, out, x0, y0s[i], xf, y1s[i], xEnd, e.w, e.colour, m.stranded);
      else if (e.t === "drain") {
        const rc = e.w / 2;
        out.push(
          `<path d="${fanPath(x0, y0s[i], xf, y1s[i], xEnd + 40)}" fill="none" stroke="${darken(COPPER, 0.4)}" stroke-width="${f(e.w)}"/>`,
        );
        out.push(
          `<path d="${fanPath(x0, y0s[i], xf, y1s[i], xEnd + 40)}" fill="none" stroke="${COPPER}" stroke-width="${f(e.w * 0.8)}"/>`,
          `<path d="${fanPath(x0, y0s[i], xf, y1s[i], xEnd + 40)}" fill="none" stroke="${lighten(COPPER, 0.4)}" stroke-width="${f(e.w * 0.5)}" stroke-dasharray="2 ${f(Math.max(3, e.w * 0.4))}"/>`,
        );
        out.push(
          ellipse(
            xEnd + 40,
            y1s[i],
            rc * K,
            rc,
            lighten(COPPER, 0.2),
            `stroke="${darken(COPPER, 0.4)}" stroke-width="1"`,
          ),
        );
      } else if (e.t === "pair") {
        twistedPairCut(defs, out, x0, y0s[i], xf, y1s[i], xEnd + 30, e.w / 2, e.colour, e.period);
      } else {
        // coax unit keeps straight-ish; strip it in steps like the main cable
        const cr = e.w / 2;
        const path = fanPath(x0, y0s[i], xf, y1s[i], xf + 10);
        out.push(tube(path, e.w, "#26282b"));
        steppedCable(
          defs,
          out,
          [
            { kind: "plain", r: cr, colour: "#26282b", len: 24 },
            { kind: "braid", r: cr * 0.84, colour: TINNED, len: 56 },
            { kind: "plain", r: cr * 0.72, colour: DIELECTRIC, len: 64 },
            { kind: "plain", r: cr * 0.17, colour: COPPER, len: 56 },
          ],
          xf + 10,
          y1s[i],
          1.2,
        );
      }
    }
  }
  out.push(`</g></g>`);
  return svgDoc(size, size, 1024, 1024, defs, backgroundRect(defs, 1024, 1024) + out.join(""));
}

// ---------------------------------------------------------------------------------------------
// Cable drum
// ---------------------------------------------------------------------------------------------

export function drumSvg(d: SeedDrawing, size = 1024): string {
  const m = model(d);
  const defs = new Defs();
  const out: string[] = [backgroundRect(defs, 1024, 1024)];
  const wooden = m.kind === "armoured" || m.kind === "fire" || m.kind === "multicore" || m.armoured;
  const rand = prng(m.seed);

  const F = { x: 392, y: 512 }; // front flange centre
  const B = { x: 650, y: 478 }; // back flange centre
  const RF = 330;
  const SX = 0.8; // horizontal squash of the flanges (perspective)
  const thick = wooden ? 30 : 18;
  const flange = wooden ? "#b9834a" : NAVY;
  const flangeDark = darken(flange, 0.35);

  // ground shadow
  const sh = defs.raw(
    "drumShadow",
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="#10233a" stop-opacity="0.32"/><stop offset="0.7" stop-color="#10233a" stop-opacity="0.12"/><stop offset="1" stop-color="#10233a" stop-opacity="0"/></radialGradient>`,
  );
  out.push(ellipse(560, 858, 420, 62, `url(#${sh})`));

  // back flange (rim then inner face)
  out.push(ellipse(B.x + thick, B.y, RF * SX, RF, darken(flange, 0.5)));
  out.push(
    ellipse(
      B.x,
      B.y,
      RF * SX,
      RF,
      darken(flange, 0.25),
      `stroke="${darken(flange, 0.55)}" stroke-width="2"`,
    ),
  );
  if (wooden) {
    const planks: string[] = [];
    for (let i = -4; i <= 4; i++) {
      const x = B.x + i * 62;
      planks.push(
        `<line x1="${f(x)}" y1="${f(B.y - RF)}" x2="${f(x)}" y2="${f(B.y + RF)}" stroke="${darken(flange, 0.45)}" stroke-width="2" stroke-opacity="0.6"/>`,
      );
    }
    const clip = defs.raw(
      "clipBack",
      (id) =>
        `<clipPath id="${id}"><ellipse cx="${B.x}" cy="${B.y}" rx="${RF * SX}" ry="${RF}"/></clipPath>`,
    );
    out.push(`<g clip-path="url(#${clip})">${planks.join("")}</g>`);
  }

  // wound cable: visible halves of each turn, drawn from back to front
  const RC = RF * 0.8;
  const dist = Math.hypot(B.x - F.x, B.y - F.y);
  const w = 25;
  const turns = Math.max(4, Math.floor(dist / (w * 0.92)));
  const sheath = m.sheath;
  const lum = luminance(sheath);
  for (let j = turns - 1; j >= 0; j--) {
    const t = (j + 0.5) / turns;
    const cx = F.x + (B.x - F.x) * t;
    const cy = F.y + (B.y - F.y) * t;
    const rx = RC * SX;
    const a0 = -Math.PI / 2 - 0.5;
    const a1 = Math.PI / 2 + 0.3;
    const p = (a: number) => `${f(cx + rx * Math.cos(a))} ${f(cy + RC * Math.sin(a))}`;
    const dpath = `M${p(a0)}A${f(rx)} ${f(RC)} 0 1 1 ${p(a1)}`;
    out.push(
      `<path d="${dpath}" fill="none" stroke="${darken(sheath, 0.55)}" stroke-width="${w + 2}"/>`,
    );
    out.push(`<path d="${dpath}" fill="none" stroke="${sheath}" stroke-width="${w * 0.78}"/>`);
    out.push(
      `<path d="${dpath}" fill="none" stroke="${lighten(sheath, lum < 0.2 ? 0.35 : 0.5)}" stroke-opacity="0.6" stroke-width="${w * 0.22}" transform="translate(${f(-w * 0.18)} ${f(-w * 0.12)})"/>`,
    );
  }
  // shading over the winding (darker towards the bottom and the back)
  const windShade = defs.raw(
    "windShade",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.38"/></linearGradient>`,
  );
  out.push(
    `<path d="M${f(F.x)} ${f(F.y - RC - w / 2)}L${f(B.x)} ${f(B.y - RC - w / 2)}A${f(RC * SX + w / 2)} ${f(RC + w / 2)} 0 0 1 ${f(B.x)} ${f(B.y + RC + w / 2)}L${f(F.x)} ${f(F.y + RC + w / 2)}Z" fill="url(#${windShade})"/>`,
  );

  // loose cable end leaving the outer turn and lying on the floor on the right
  {
    const t = 0.82;
    const tcx = F.x + (B.x - F.x) * t;
    const tcy = F.y + (B.y - F.y) * t;
    const rx = RC * SX;
    const p = (a: number) => `${f(tcx + rx * Math.cos(a))} ${f(tcy + RC * Math.sin(a))}`;
    const sx = tcx + rx;
    const sy = tcy;
    const floor = 826;
    const dy = floor - sy;
    const dpath = `M${p(-0.7)}A${f(rx)} ${f(RC)} 0 0 1 ${p(0)}C${f(sx)} ${f(sy + dy * 0.45)} ${f(sx - 6)} ${f(sy + dy * 0.9)} ${f(sx + 70)} ${f(floor - 4)}L${f(sx + 140)} ${f(floor + 4)}`;
    out.push(
      `<path d="M${f(sx - 8)} ${f(floor + 16)}L${f(sx + 146)} ${f(floor + 20)}" stroke="#10233a" stroke-opacity="0.08" stroke-width="${w}" stroke-linecap="round"/>`,
    );
    out.push(tube(dpath, w + 2, sheath, {}));
    const ang = Math.atan2(8, 70);
    out.push(
      `<g transform="translate(${f(sx + 140)} ${f(floor + 4)}) rotate(${f((ang * 180) / Math.PI)})">`,
    );
    out.push(
      ellipse(
        0,
        0,
        (w / 2 + 1) * K,
        w / 2 + 1,
        lighten(sheath, 0.12),
        `stroke="${darken(sheath, 0.5)}" stroke-width="1.2"`,
      ),
    );
    out.push(ellipse(0, 0, (w / 2) * K * 0.6, (w / 2) * 0.6, COPPER));
    out.push(`</g>`);
  }

  // front flange: rim, face, texture, hub, label
  out.push(ellipse(F.x + thick, F.y - 2, RF * SX, RF, flangeDark));
  const faceGrad = defs.raw(
    `face:${flange}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(flange, 0.12)}"/><stop offset="0.6" stop-color="${flange}"/><stop offset="1" stop-color="${darken(flange, 0.2)}"/></linearGradient>`,
  );
  out.push(
    ellipse(
      F.x,
      F.y,
      RF * SX,
      RF,
      `url(#${faceGrad})`,
      `stroke="${darken(flange, 0.5)}" stroke-width="2.5"`,
    ),
  );
  const clipF = defs.raw(
    "clipFront",
    (id) =>
      `<clipPath id="${id}"><ellipse cx="${F.x}" cy="${F.y}" rx="${RF * SX}" ry="${RF}"/></clipPath>`,
  );
  const tex: string[] = [];
  if (wooden) {
    const pw = 66;
    for (let i = -5; i <= 5; i++) {
      const x = F.x + i * pw - pw / 2;
      const tone = (rand() - 0.5) * 0.12;
      tex.push(
        `<rect x="${f(x)}" y="${F.y - RF}" width="${pw}" height="${RF * 2}" fill="${tone > 0 ? "#ffffff" : "#000000"}" fill-opacity="${f(Math.abs(tone))}"/>`,
      );
      tex.push(
        `<rect x="${f(x)}" y="${F.y - RF}" width="2.2" height="${RF * 2}" fill="${darken(flange, 0.5)}" fill-opacity="0.75"/>`,
      );
      for (let g = 0; g < 3; g++) {
        const gx = x + 10 + rand() * (pw - 20);
        const amp = 3 + rand() * 5;
        tex.push(
          `<path d="M${f(gx)} ${F.y - RF}c${f(amp)} 120 ${f(-amp)} 220 0 330s${f(amp)} 220 0 330" fill="none" stroke="${darken(flange, 0.3)}" stroke-width="1.3" stroke-opacity="0.45"/>`,
        );
      }
    }
    // steel bands across the planks
    tex.push(
      `<rect x="${F.x - RF}" y="${F.y - 205}" width="${RF * 2}" height="10" fill="${darken(flange, 0.4)}" fill-opacity="0.35"/>`,
    );
    tex.push(
      `<rect x="${F.x - RF}" y="${F.y + 195}" width="${RF * 2}" height="10" fill="${darken(flange, 0.4)}" fill-opacity="0.35"/>`,
    );
  } else {
    // moulded plastic reel: ribs and lightening holes
    for (let k = 0; k < 4; k++) {
      const a = Math.PI / 4 + (k * Math.PI) / 2;
      const hx = F.x + Math.cos(a) * RF * SX * 0.58;
      const hy = F.y + Math.sin(a) * RF * 0.58;
      tex.push(
        ellipse(
          hx,
          hy,
          62 * SX,
          62,
          darken(flange, 0.55),
          `stroke="${lighten(flange, 0.25)}" stroke-width="3"`,
        ),
      );
    }
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      tex.push(
        `<line x1="${f(F.x + Math.cos(a) * RF * SX * 0.26)}" y1="${f(F.y + Math.sin(a) * RF * 0.26)}" x2="${f(F.x + Math.cos(a) * RF * SX * 0.95)}" y2="${f(F.y + Math.sin(a) * RF * 0.95)}" stroke="${lighten(flange, 0.12)}" stroke-width="6" stroke-opacity="0.6"/>`,
      );
    }
    tex.push(
      ellipse(
        F.x,
        F.y,
        RF * SX * 0.93,
        RF * 0.93,
        "none",
        `stroke="${lighten(flange, 0.2)}" stroke-width="6" stroke-opacity="0.7"`,
      ),
    );
  }
  out.push(`<g clip-path="url(#${clipF})">${tex.join("")}</g>`);

  // hub plate with bolts and arbor hole
  const hubR = RF * 0.24;
  out.push(
    ellipse(
      F.x,
      F.y,
      hubR * SX,
      hubR,
      `url(#${defs.ball("#b8c0c8", 1)})`,
      `stroke="#5d656d" stroke-width="2"`,
    ),
  );
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3 + Math.PI / 6;
    out.push(
      ellipse(
        F.x + Math.cos(a) * hubR * 0.72 * SX,
        F.y + Math.sin(a) * hubR * 0.72,
        7 * SX,
        7,
        `url(#${defs.ball("#8d969f", 1)})`,
        `stroke="#4a5158" stroke-width="1"`,
      ),
    );
  }
  out.push(
    ellipse(
      F.x,
      F.y,
      hubR * 0.36 * SX,
      hubR * 0.36,
      "#1b2430",
      `stroke="#3a434d" stroke-width="3"`,
    ),
  );

  // BEL label
  out.push(`<g transform="translate(${F.x - 170} ${F.y - 236}) skewY(-4)">`);
  out.push(`<rect x="4" y="6" width="176" height="92" rx="8" fill="#000" fill-opacity="0.18"/>`);
  out.push(
    `<rect width="176" height="92" rx="8" fill="#ffffff" stroke="${NAVY}" stroke-width="3"/>`,
  );
  out.push(`<rect x="3" y="66" width="170" height="9" fill="${ACCENT}"/>`);
  out.push(
    `<text x="88" y="56" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="46" fill="${NAVY}">BEL</text>`,
  );
  out.push(`</g>`);

  return svgDoc(size, size, 1024, 1024, defs, out.join(""));
}

// ---------------------------------------------------------------------------------------------
// Category tiles
// ---------------------------------------------------------------------------------------------

function tileIcon(family: string): string {
  const N = NAVY;
  const A = ACCENT;
  switch (family) {
    case "building":
      return [
        `<path d="M78 232V96l66-30v166z" fill="${N}"/>`,
        `<path d="M144 232V66l70 30v136z" fill="${lighten(N, 0.18)}"/>`,
        ...[0, 1, 2, 3].flatMap((r) =>
          [0, 1].map(
            (c) =>
              `<rect x="${92 + c * 24}" y="${104 + r * 28}" width="14" height="16" rx="2" fill="#ffffff" fill-opacity="0.85"/>`,
          ),
        ),
        ...[0, 1, 2].flatMap((r) =>
          [0, 1].map(
            (c) =>
              `<rect x="${160 + c * 26}" y="${112 + r * 28}" width="14" height="16" rx="2" fill="#ffffff" fill-opacity="0.6"/>`,
          ),
        ),
        `<rect x="64" y="230" width="172" height="8" rx="4" fill="${darken(N, 0.3)}"/>`,
        // flame
        `<path d="M206 246c-30 0-46-20-42-44 3-18 18-26 20-46 14 12 18 24 16 36 8-6 10-14 10-22 14 14 22 30 22 44 0 20-12 32-26 32z" fill="${A}"/>`,
        `<path d="M207 240c-14 0-22-9-20-20 2-9 9-13 10-22 8 7 11 14 10 20 4-2 6-6 6-10 7 7 10 14 10 20 0 8-7 12-16 12z" fill="${STAR}"/>`,
      ].join("");
    case "lan":
      return [
        // cable
        `<path d="M150 250v-46" stroke="${darken(N, 0.2)}" stroke-width="30" stroke-linecap="round"/>`,
        `<rect x="118" y="178" width="64" height="36" rx="8" fill="${lighten(N, 0.15)}"/>`,
        // plug body
        `<path d="M90 80h120v86a14 14 0 0 1-14 14H104a14 14 0 0 1-14-14z" fill="${N}"/>`,
        `<path d="M100 80h100v20H100z" fill="#ffffff" fill-opacity="0.15"/>`,
        ...Array.from(
          { length: 8 },
          (_, i) =>
            `<rect x="${101 + i * 12.5}" y="66" width="7" height="34" rx="2" fill="${STAR}"/>`,
        ),
        `<path d="M118 126h64l-8 30h-48z" fill="${A}"/>`,
        `<rect x="90" y="58" width="120" height="10" rx="3" fill="${lighten(N, 0.3)}"/>`,
      ].join("");
    case "coax":
      return [
        `<path d="M150 254v-40" stroke="${darken(N, 0.2)}" stroke-width="34" stroke-linecap="round"/>`,
        `<path d="M120 214h60l-6-34h-48z" fill="${lighten(N, 0.15)}"/>`,
        // hex nut
        `<path d="M104 180h92l14-30-14-30h-92l-14 30z" fill="${N}"/>`,
        `<path d="M126 120v60M174 120v60" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>`,
        // threaded barrel
        `<rect x="120" y="64" width="60" height="56" rx="6" fill="${lighten(N, 0.35)}"/>`,
        ...[0, 1, 2, 3, 4].map(
          (i) =>
            `<rect x="116" y="${70 + i * 10}" width="68" height="4" rx="2" fill="${N}" fill-opacity="0.55"/>`,
        ),
        `<rect x="140" y="40" width="20" height="30" rx="4" fill="${STAR}"/>`,
        `<circle cx="150" cy="150" r="10" fill="${A}"/>`,
      ].join("");
    case "audio":
      return [
        `<rect x="70" y="62" width="110" height="176" rx="16" fill="${N}"/>`,
        `<circle cx="125" cy="100" r="20" fill="${lighten(N, 0.3)}"/>`,
        `<circle cx="125" cy="100" r="8" fill="${A}"/>`,
        `<circle cx="125" cy="180" r="40" fill="${lighten(N, 0.3)}"/>`,
        `<circle cx="125" cy="180" r="26" fill="${lighten(N, 0.1)}"/>`,
        `<circle cx="125" cy="180" r="11" fill="${A}"/>`,
        `<path d="M200 118a44 44 0 0 1 0 64M216 98a74 74 0 0 1 0 104M232 80a104 104 0 0 1 0 140" fill="none" stroke="${A}" stroke-width="9" stroke-linecap="round"/>`,
      ].join("");
    case "cctv":
      return [
        `<path d="M64 74h26v70H64z" fill="${darken(N, 0.2)}" rx="4"/>`,
        `<path d="M90 104h44v18H90z" fill="${lighten(N, 0.2)}"/>`,
        `<path d="M126 84l120 24c8 2 12 8 10 16l-8 36c-2 8-8 12-16 10L112 146z" fill="${N}"/>`,
        `<path d="M122 80l126 26-4 14-126-26z" fill="${lighten(N, 0.3)}"/>`,
        `<ellipse cx="236" cy="146" rx="12" ry="18" transform="rotate(12 236 146)" fill="${darken(N, 0.4)}"/>`,
        `<ellipse cx="236" cy="146" rx="6" ry="9" transform="rotate(12 236 146)" fill="${STAR}"/>`,
        `<circle cx="150" cy="124" r="7" fill="${A}"/>`,
        `<path d="M168 196c20 6 40 8 58 4M160 218c30 10 62 10 90 2" fill="none" stroke="${A}" stroke-width="7" stroke-linecap="round" stroke-opacity="0.85"/>`,
      ].join("");
    case "power":
      return [
        // UK 3-pin plug
        `<rect x="84" y="92" width="132" height="132" rx="24" fill="${N}"/>`,
        `<rect x="139" y="50" width="22" height="50" rx="3" fill="${STAR}"/>`,
        `<rect x="96" y="64" width="18" height="36" rx="3" fill="${TINNED}"/>`,
        `<rect x="186" y="64" width="18" height="36" rx="3" fill="${TINNED}"/>`,
        `<path d="M150 224v34" stroke="${darken(N, 0.2)}" stroke-width="26" stroke-linecap="round"/>`,
        `<path d="M160 112l-36 60h26l-10 44 40-64h-26z" fill="${A}"/>`,
      ].join("");
    default:
      // generic cable cross-section icon
      return [
        `<circle cx="150" cy="150" r="92" fill="${N}"/>`,
        `<circle cx="150" cy="150" r="74" fill="#e9edf2"/>`,
        `<circle cx="122" cy="130" r="28" fill="${A}"/>`,
        `<circle cx="178" cy="130" r="28" fill="${lighten(N, 0.3)}"/>`,
        `<circle cx="150" cy="178" r="28" fill="${STAR}"/>`,
        `<circle cx="122" cy="130" r="12" fill="${COPPER}"/>`,
        `<circle cx="178" cy="130" r="12" fill="${COPPER}"/>`,
        `<circle cx="150" cy="178" r="12" fill="${COPPER}"/>`,
      ].join("");
  }
}

export function categoryTileSvg(family: string, size = 300): string {
  const defs = new Defs();
  const bg = defs.raw(
    "tileBg",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6f8fb"/><stop offset="1" stop-color="#e3eaf2"/></linearGradient>`,
  );
  const key = ["building", "lan", "coax", "audio", "cctv", "power"].includes(family)
    ? family
    : "other";
  const body = [
    `<rect width="300" height="300" fill="url(#${bg})"/>`,
    circle(150, 150, 124, "#ffffff", `fill-opacity="0.85"`),
    circle(150, 150, 124, "none", `stroke="${NAVY}" stroke-opacity="0.08" stroke-width="2"`),
    `<path d="M0 284h300v16H0z" fill="${NAVY}"/>`,
    `<path d="M0 284h92v16H0z" fill="${ACCENT}"/>`,
    tileIcon(key),
  ].join("");
  return svgDoc(size, size, 300, 300, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Banner
// ---------------------------------------------------------------------------------------------

export function bannerSvg(title: string, subtitle: string, width = 1600, height = 600): string {
  const W = Math.max(200, Math.round(width));
  const H = Math.max(100, Math.round(height));
  const defs = new Defs();
  const seed = hash(`${title}|${subtitle}`);
  const rand = prng(seed);
  const bg = defs.raw(
    "bannerBg",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="0.6" stop-color="${NAVY_DARK}"/><stop offset="1" stop-color="#051d38"/></linearGradient>`,
  );
  const glow = defs.raw(
    "bannerGlow",
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#3f86c9" stop-opacity="0.45"/><stop offset="1" stop-color="#3f86c9" stop-opacity="0"/></radialGradient>`,
  );
  const out: string[] = [`<rect width="${W}" height="${H}" fill="url(#${bg})"/>`];
  out.push(ellipse(W * 0.78, H * 0.45, W * 0.42, H * 0.9, `url(#${glow})`));

  // subtle technical grid on the right
  const grid: string[] = [];
  for (let x = Math.round(W * 0.55); x < W; x += 40) grid.push(`M${x} 0V${H}`);
  for (let y = 0; y < H; y += 40) grid.push(`M${Math.round(W * 0.55)} ${y}H${W}`);
  const gridFade = defs.raw(
    "gridFade",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.07"/></linearGradient>`,
  );
  out.push(`<path d="${grid.join("")}" stroke="url(#${gridFade})" stroke-width="1"/>`);

  // flowing cables (abstract curves)
  const colours = [ACCENT, "#ffffff", "#5fa3e0", STAR, "#ffffff", "#2f6fae"];
  const count = 6;
  for (let i = 0; i < count; i++) {
    // curves rise from below the bottom edge and leave through the right edge
    const x0 = W * (0.3 + 0.3 * rand());
    const y1 = H * (0.05 + 0.75 * ((i + 0.5) / count));
    const d = `M${f(x0)} ${f(H + 60)}C${f(x0 + W * (0.1 + 0.1 * rand()))} ${f(H * (0.55 + 0.4 * rand()))} ${f(W * (0.72 + 0.15 * rand()))} ${f(H * (0.1 + 0.6 * rand()))} ${f(W + 60)} ${f(y1)}`;
    const sw = H * (0.018 + 0.03 * rand());
    const colour = colours[i % colours.length];
    const op = colour === "#ffffff" ? 0.16 : 0.55;
    out.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${f(op * 0.35)}" stroke-width="${f(sw * 2.2)}" stroke-linecap="round"/>`,
    );
    out.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${f(op)}" stroke-width="${f(sw)}" stroke-linecap="round"/>`,
    );
    out.push(
      `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${f(op * 0.5)}" stroke-width="${f(sw * 0.22)}" stroke-linecap="round" transform="translate(0 ${f(-sw * 0.22)})"/>`,
    );
  }
  // cable cross-section rings on the right
  const cx = W * 0.86;
  const cy = H * 0.5;
  const rr = Math.min(H * 0.3, W * 0.12);
  out.push(circle(cx, cy, rr * 1.04, NAVY_DARK, `fill-opacity="0.85"`));
  out.push(circle(cx, cy, rr, "#ffffff", `fill-opacity="0.06"`));
  out.push(
    circle(
      cx,
      cy,
      rr,
      "none",
      `stroke="#ffffff" stroke-opacity="0.25" stroke-width="${f(rr * 0.06)}"`,
    ),
  );
  out.push(
    circle(
      cx,
      cy,
      rr * 0.86,
      "none",
      `stroke="${ACCENT}" stroke-opacity="0.5" stroke-width="${f(rr * 0.025)}"`,
    ),
  );
  for (let k = 0; k < 3; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 3;
    const px = cx + Math.cos(a) * rr * 0.4;
    const py = cy + Math.sin(a) * rr * 0.4;
    out.push(
      circle(
        px,
        py,
        rr * 0.33,
        "none",
        `stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(rr * 0.03)}"`,
      ),
    );
    out.push(circle(px, py, rr * 0.17, COPPER, `fill-opacity="0.75"`));
  }
  // left readability veil
  const veil = defs.raw(
    "veil",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#051d38" stop-opacity="0.55"/><stop offset="0.55" stop-color="#051d38" stop-opacity="0.15"/><stop offset="1" stop-color="#051d38" stop-opacity="0"/></linearGradient>`,
  );
  out.push(`<rect width="${f(W * 0.7)}" height="${H}" fill="url(#${veil})"/>`);

  // text block
  const margin = Math.round(W * 0.06);
  const maxW = W * 0.6;
  const titleSize = Math.round(Math.min(H * 0.13, W * 0.065));
  const subSize = Math.round(Math.min(H * 0.05, W * 0.025));
  const titleLines = H / W >= 0.5 ? 3 : 2;
  const titleFit = fitText(title, maxW, titleSize, Math.round(titleSize * 0.55), true, titleLines);
  const subFit = fitText(subtitle, maxW, subSize, Math.round(subSize * 0.75), false, 2);
  const titleLH = titleFit.size * 1.15;
  const subLH = subFit.size * 1.35;
  const barH = H * 0.012;
  const blockH =
    barH +
    H * 0.05 +
    titleFit.lines.length * titleLH +
    (subFit.lines.length ? H * 0.03 + subFit.lines.length * subLH : 0);
  let y = (H - blockH) / 2;
  out.push(
    `<rect x="${margin}" y="${f(y)}" width="${f(W * 0.06)}" height="${f(barH)}" rx="${f(barH / 2)}" fill="${ACCENT}"/>`,
  );
  y += barH + H * 0.05;
  for (const line of titleFit.lines) {
    y += titleLH;
    out.push(
      `<text x="${margin}" y="${f(y - titleLH * 0.22)}" font-family="${FONT}" font-weight="bold" font-size="${f(titleFit.size)}" fill="#ffffff">${esc(line)}</text>`,
    );
  }
  if (subFit.lines.length) {
    y += H * 0.03;
    for (const line of subFit.lines) {
      y += subLH;
      out.push(
        `<text x="${margin}" y="${f(y - subLH * 0.25)}" font-family="${FONT}" font-size="${f(subFit.size)}" fill="#d5e3f2">${esc(line)}</text>`,
      );
    }
  }
  // small wordmark
  out.push(
    `<text x="${f(W - margin)}" y="${f(H - H * 0.07)}" text-anchor="end" font-family="${FONT}" font-weight="bold" font-size="${f(H * 0.04)}" fill="#ffffff" fill-opacity="0.85">BEL&#160;<tspan fill="${ACCENT}">CABLES</tspan></text>`,
  );
  return svgDoc(W, H, W, H, defs, out.join(""));
}

// ---------------------------------------------------------------------------------------------
// Certificate seal
// ---------------------------------------------------------------------------------------------

export function certificateSvg(title: string, size = 800): string {
  const defs = new Defs();
  const out: string[] = [];
  const paper = defs.raw(
    "paper",
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#f1ebdd"/></radialGradient>`,
  );
  out.push(`<rect width="800" height="800" fill="url(#${paper})"/>`);
  // borders
  out.push(
    `<rect x="22" y="22" width="756" height="756" fill="none" stroke="${NAVY}" stroke-width="12"/>`,
  );
  out.push(
    `<rect x="42" y="42" width="716" height="716" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>`,
  );
  out.push(
    `<rect x="50" y="50" width="700" height="700" fill="none" stroke="${NAVY}" stroke-opacity="0.35" stroke-width="1"/>`,
  );
  for (const [x, y] of [
    [42, 42],
    [758, 42],
    [42, 758],
    [758, 758],
  ]) {
    out.push(
      `<path d="M${x} ${y - 14}l14 14-14 14-14-14z" fill="${STAR}" stroke="${NAVY}" stroke-width="2"/>`,
    );
  }

  const cx = 400;
  const cy = 285;
  // guilloche rosette background
  const g: string[] = [];
  for (let k = 0; k < 36; k++) {
    g.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="210" ry="80" transform="rotate(${k * 5} ${cx} ${cy})"/>`,
    );
  }
  out.push(
    `<g fill="none" stroke="${NAVY}" stroke-opacity="0.09" stroke-width="1.2">${g.join("")}</g>`,
  );

  // ribbons
  out.push(`<path d="M352 365l-38 126 30-15 20 30 34-126z" fill="${NAVY}"/>`);
  out.push(`<path d="M448 365l38 126-30-15-20 30-34-126z" fill="${darken(NAVY, 0.15)}"/>`);
  out.push(`<path d="M358 380l-24 84M442 380l24 84" stroke="${ACCENT}" stroke-width="6"/>`);

  // scalloped seal
  const gold = defs.raw(
    "gold",
    (id) =>
      `<radialGradient id="${id}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(STAR, 0.45)}"/><stop offset="0.55" stop-color="${STAR}"/><stop offset="1" stop-color="${darken(STAR, 0.3)}"/></radialGradient>`,
  );
  const pts: string[] = [];
  const teeth = 32;
  for (let k = 0; k <= teeth * 2; k++) {
    const a = (k * Math.PI) / teeth - Math.PI / 2;
    const rr = k % 2 === 0 ? 150 : 134;
    pts.push(`${k ? "L" : "M"}${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`);
  }
  out.push(
    `<path d="${pts.join("")}Z" fill="url(#${gold})" stroke="${darken(STAR, 0.4)}" stroke-width="2" stroke-linejoin="round"/>`,
  );
  out.push(circle(cx, cy, 118, "none", `stroke="${darken(STAR, 0.35)}" stroke-width="3"`));
  out.push(circle(cx, cy, 106, `url(#${defs.ball(NAVY, 0.6)})`));
  out.push(circle(cx, cy, 98, "none", `stroke="${STAR}" stroke-width="2" stroke-dasharray="3 6"`));
  // stars
  const star = (sx: number, sy: number, r: number) => {
    const p: string[] = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 === 0 ? r : r * 0.45;
      p.push(`${k ? "L" : "M"}${f(sx + rr * Math.cos(a))} ${f(sy + rr * Math.sin(a))}`);
    }
    return `<path d="${p.join("")}Z" fill="${STAR}"/>`;
  };
  out.push(star(cx - 38, cy - 52, 11), star(cx, cy - 60, 14), star(cx + 38, cy - 52, 11));
  out.push(
    `<text x="${cx}" y="${cy + 16}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="46" fill="#ffffff">BEL</text>`,
  );
  out.push(
    `<path d="M${cx - 34} ${cy + 44}l22 20 46-44" fill="none" stroke="${ACCENT}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  );

  // title
  const fit = fitText(title, 620, 40, 24, true, 3);
  const lh = fit.size * 1.22;
  let y = 615 - ((fit.lines.length - 1) * lh) / 2;
  for (const line of fit.lines) {
    out.push(
      `<text x="400" y="${f(y)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${f(fit.size)}" fill="${NAVY}">${esc(line)}</text>`,
    );
    y += lh;
  }
  out.push(`<rect x="340" y="${f(y - lh + 24)}" width="120" height="3" fill="${ACCENT}"/>`);
  out.push(
    `<text x="400" y="${f(y - lh + 58)}" text-anchor="middle" font-family="${FONT}" font-size="19" letter-spacing="3" fill="#5a6675">BEL CABLES · UNITED KINGDOM</text>`,
  );
  return svgDoc(size, size, 800, 800, defs, out.join(""));
}

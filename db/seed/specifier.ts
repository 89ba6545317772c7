/**
 * DEMO CONTENT for the seed: what a specifier reads first of each demo cable (docs/variants.md,
 * Generated datasheets) — overall diameter, weight, minimum bend radius, temperature range and
 * CPR class — and the certificates that are true for it. Typical figures for each construction,
 * fictional like the rest of the demo; plain, deterministic data.
 *
 * The five figures are specification groups (their slugs are the app's SPECIFIER_GROUPS), so
 * the product page's table, the comparison and the API show them like any specification; their
 * values are made from this table, each once.
 */
import type { SeedProduct, SeedSpecGroup } from "./catalogue";

/**
 * Overall diameter (mm; a flat or figure-8 cable: its "minor × major" dimensions), weight
 * (kg/km), minimum bend radius (mm), operating temperature (°C, lowest and highest) and the CPR
 * Euroclass under EN 50575 (null: not a cable for permanent installation in buildings, so none
 * is declared).
 */
type Figures = [
  diameter: number | string,
  weight: number,
  bend: number,
  temperature: [number, number],
  cpr: string | null,
];

const D2 = "Dca-s2,d2,a2";
const C1 = "Cca-s1b,d1,a1";
const FIRE = "Cca-s1b,d2,a1";
const ENHANCED = "B2ca-s1a,d1,a1";
const PVC: [number, number] = [-20, 70];
const LAN: [number, number] = [-20, 60];
const OUTDOOR: [number, number] = [-40, 70];

const FIGURES: Record<string, Figures> = {
  // Copper connectivity: installation cable 8 × OD, patch cable 4 × OD.
  "cat5e-u-utp-pvc-data-cable-305m-box-grey": [5.2, 30, 42, LAN, "Eca"],
  "cat5e-u-utp-lszh-data-cable-305m-box-blue": [5.2, 32, 42, LAN, D2],
  "cat5e-u-utp-lszh-data-cable-305m-box-purple": [5.2, 32, 42, LAN, D2],
  "cat5e-f-utp-lszh-data-cable-305m-drum-grey": [5.8, 38, 46, LAN, D2],
  "cat5e-u-utp-external-pe-data-cable-305m-black": [5.6, 33, 45, OUTDOOR, "Fca"],
  "cat6-u-utp-lszh-data-cable-305m-box-blue": [6.2, 42, 50, LAN, D2],
  "cat6-u-utp-lszh-data-cable-305m-box-white": [6.2, 42, 50, LAN, D2],
  "cat6-u-utp-lszh-data-cable-305m-box-yellow": [6.2, 42, 50, LAN, D2],
  "cat6-u-utp-lszh-data-cable-100m-box-blue": [6.2, 42, 50, LAN, D2],
  "cat6-u-utp-lszh-data-cable-100m-box-white": [6.2, 42, 50, LAN, D2],
  "cat6-u-utp-pvc-data-cable-305m-box-grey": [6.1, 40, 49, LAN, "Eca"],
  "cat6-f-utp-lszh-data-cable-500m-drum-grey": [7.0, 52, 56, LAN, D2],
  "cat6-u-utp-external-pe-data-cable-305m-drum-black": [6.8, 46, 54, OUTDOOR, "Fca"],
  "cat6-u-utp-gel-filled-pe-direct-burial-cable-305m-black": [7.2, 52, 58, OUTDOOR, "Fca"],
  "cat6a-u-utp-lszh-data-cable-500m-drum-green": [7.5, 55, 60, LAN, C1],
  "cat6a-f-utp-lszh-data-cable-500m-drum-white": [7.8, 60, 62, LAN, C1],
  "cat6a-s-ftp-lszh-data-cable-500m-drum-orange": [7.6, 65, 61, LAN, C1],
  "cat6a-s-ftp-lszh-data-cable-500m-drum-purple": [7.6, 65, 61, LAN, C1],
  "cat6-u-utp-stranded-lszh-patch-cable-305m-box-red": [6.0, 40, 24, [-10, 60], null],
  "cat6a-s-ftp-stranded-lszh-patch-cable-100m-reel-grey": [6.8, 52, 27, [-10, 60], null],
  "cat5e-u-utp-lszh-data-cable-100m-pull-box-white": [5.2, 32, 42, LAN, D2],
  // Coaxial and RF: 10 × OD; low-loss cable as its makers rate it for a single bend.
  "rg6-dual-shield-pvc-coaxial-cable-100m-black": [6.9, 45, 69, PVC, "Eca"],
  "rg6-dual-shield-pe-coaxial-cable-305m-black": [6.9, 42, 69, [-40, 80], "Fca"],
  "rg6-quad-shield-pvc-coaxial-cable-305m-white": [7.3, 55, 73, PVC, "Eca"],
  "rg6-dual-shield-lszh-coaxial-cable-100m-white": [6.9, 47, 69, PVC, D2],
  "rg59-pvc-coaxial-cable-100m-black": [6.1, 46, 61, PVC, "Eca"],
  "rg59-lszh-coaxial-cable-100m-white": [6.1, 48, 61, PVC, D2],
  "rg59-mini-plus-power-shotgun-cable-100m-white": ["3.8 × 8.6", 42, 38, PVC, "Eca"],
  "rg11-dual-shield-pe-coaxial-cable-305m-black": [10.1, 100, 101, [-40, 80], "Fca"],
  "rg11-messengered-pe-coaxial-cable-305m-black": ["10.1 × 15.8", 150, 101, [-40, 80], "Fca"],
  "rg58-50-ohm-pvc-coaxial-cable-100m-black": [5.0, 38, 50, PVC, "Eca"],
  "ct100-satellite-coaxial-cable-100m-black": [6.7, 43, 67, PVC, "Eca"],
  "ct100-satellite-coaxial-cable-100m-white": [6.7, 43, 67, PVC, "Eca"],
  "wf100-type-pe-satellite-coaxial-cable-250m-black": [6.9, 45, 69, [-40, 80], "Fca"],
  "twin-ct100-shotgun-satellite-cable-100m-black": ["6.7 × 13.6", 86, 67, PVC, "Eca"],
  "ll400-low-loss-50-ohm-coaxial-cable-100m-black": [10.3, 140, 26, [-40, 85], null],
  "ll240-low-loss-50-ohm-coaxial-cable-100m-black": [6.1, 55, 19, [-40, 85], null],
  "ll195-low-loss-50-ohm-coaxial-cable-100m-black": [4.9, 34, 13, [-40, 85], null],
  // Fire detection and alarm (6 × OD), paired and instrumentation, data bus (8 × OD).
  "fire-resistant-cable-ph30-2-core-1-5mm2-red-100m": [7.0, 85, 42, PVC, FIRE],
  "fire-resistant-cable-ph30-2-core-1-5mm2-white-100m": [7.0, 85, 42, PVC, FIRE],
  "fire-resistant-cable-ph30-4-core-1-5mm2-red-100m": [8.4, 125, 50, PVC, FIRE],
  "fire-resistant-cable-ph30-2-core-2-5mm2-red-100m": [8.0, 110, 48, PVC, FIRE],
  "fire-resistant-cable-ph30-2-core-1-0mm2-red-100m": [6.4, 68, 38, PVC, FIRE],
  "enhanced-fire-resistant-cable-ph120-2-core-1-5mm2-red-100m": [7.4, 95, 44, PVC, ENHANCED],
  "enhanced-fire-resistant-cable-ph120-2-core-1-5mm2-white-100m": [7.4, 95, 44, PVC, ENHANCED],
  "enhanced-fire-resistant-cable-ph120-4-core-1-5mm2-red-100m": [8.9, 140, 53, PVC, ENHANCED],
  "enhanced-fire-resistant-cable-ph120-2-core-2-5mm2-white-100m": [8.4, 122, 50, PVC, ENHANCED],
  "bms-cable-1-pair-22awg-screened-lszh-grey-305m": [4.6, 30, 37, PVC, D2],
  "bms-cable-2-pair-22awg-individually-screened-lszh-grey-305m": [6.4, 55, 51, PVC, D2],
  "bms-cable-3-pair-22awg-individually-screened-lszh-purple-305m": [7.2, 70, 58, PVC, D2],
  "instrumentation-cable-2-pair-0-5mm2-individually-screened-pvc-blue-100m": [
    7.8,
    85,
    62,
    [-30, 70],
    "Eca",
  ],
  "instrumentation-cable-4-pair-0-5mm2-overall-screened-lszh-black-100m": [9.6, 120, 77, PVC, D2],
  "instrumentation-cable-8-pair-0-5mm2-individually-screened-lszh-grey-100m": [
    14.2,
    250,
    114,
    PVC,
    D2,
  ],
  "cw1308-internal-telephone-cable-2-pair-pvc-white-100m": [4.2, 22, 34, [-10, 70], "Eca"],
  "rs-485-data-cable-1-pair-120-ohm-lszh-grey-305m": [5.3, 38, 42, PVC, D2],
  "rs-485-data-cable-2-pair-120-ohm-lszh-purple-305m": [7.2, 62, 58, PVC, D2],
  "knx-bus-cable-2-pair-0-8mm-pvc-green-100m": [5.5, 40, 44, [-5, 70], "Eca"],
  "knx-bus-cable-2-pair-0-8mm-lszh-green-100m": [5.5, 42, 44, [-5, 70], D2],
  // Audio: installation cable 6 × OD; flexible stage cable 5 × OD, declared for no building.
  "2-core-speaker-cable-79-strand-2-5mm2-pvc-black-100m": [8.0, 105, 48, PVC, "Eca"],
  "2-core-speaker-cable-79-strand-2-5mm2-pvc-white-100m": [8.0, 105, 48, PVC, "Eca"],
  "2-core-speaker-cable-4-0mm2-pvc-black-100m": [9.6, 160, 58, PVC, "Eca"],
  "4-core-speaker-cable-2-5mm2-lszh-black-100m": [10.2, 190, 61, PVC, D2],
  "100v-line-speaker-cable-2-core-1-5mm2-lszh-white-100m": [6.8, 70, 41, PVC, D2],
  "fire-resistant-pa-va-speaker-cable-2-core-1-5mm2-red-100m": [7.0, 85, 42, PVC, FIRE],
  "balanced-microphone-cable-2-x-0-22mm2-pvc-black-100m": [6.0, 45, 30, [-15, 70], null],
  "balanced-microphone-cable-2-x-0-22mm2-pvc-blue-100m": [6.0, 45, 30, [-15, 70], null],
  "star-quad-microphone-cable-4-x-0-22mm2-pvc-black-100m": [6.5, 52, 33, [-15, 70], null],
  "star-quad-microphone-cable-4-x-0-22mm2-pvc-red-100m": [6.5, 52, 33, [-15, 70], null],
  "aes-ebu-110-ohm-digital-audio-cable-1-pair-pvc-purple-100m": [5.5, 38, 28, [-15, 70], null],
  "multicore-audio-snake-cable-8-pair-pvc-black-50m": [13.5, 230, 68, [-15, 70], null],
  "multicore-audio-snake-cable-12-pair-pvc-black-50m": [16.0, 330, 80, [-15, 70], null],
  "multicore-audio-cable-4-pair-lszh-grey-100m": [9.5, 110, 57, PVC, D2],
  "dmx512-lighting-control-cable-2-pair-110-ohm-pvc-black-100m": [7.0, 55, 35, [-15, 70], null],
  // Security and CCTV.
  "4-core-alarm-cable-7-0-2-pvc-white-100m": [4.2, 25, 25, [-15, 70], "Eca"],
  "4-core-alarm-cable-7-0-2-lszh-white-100m": [4.2, 27, 25, [-15, 70], D2],
  "4-core-screened-alarm-cable-7-0-2-pvc-white-100m": [4.6, 30, 28, [-15, 70], "Eca"],
  "6-core-alarm-cable-7-0-2-pvc-white-100m": [4.6, 30, 28, [-15, 70], "Eca"],
  "6-core-alarm-cable-7-0-2-pvc-black-100m": [4.6, 30, 28, [-15, 70], "Eca"],
  "6-core-screened-alarm-cable-7-0-2-lszh-white-100m": [5.0, 36, 30, [-15, 70], D2],
  "8-core-alarm-cable-7-0-2-pvc-white-100m": [5.0, 36, 30, [-15, 70], "Eca"],
  "12-core-alarm-cable-7-0-2-pvc-white-100m": [5.9, 50, 35, [-15, 70], "Eca"],
  "rg59-plus-2-core-power-pvc-cctv-composite-cable-250m-black": ["6.1 × 11.2", 75, 61, PVC, "Eca"],
  "rg59-plus-2-core-power-lszh-cctv-composite-cable-100m-white": ["6.1 × 11.2", 78, 61, PVC, D2],
  "cat6-plus-2-core-power-pe-hybrid-cctv-cable-305m-black": ["6.8 × 12.6", 80, 54, OUTDOOR, "Fca"],
  "cat5e-plus-2-core-power-lszh-hybrid-cctv-cable-305m-grey": ["5.2 × 10.0", 55, 42, LAN, D2],
  "access-control-cable-8-core-screened-lszh-grey-100m": [6.0, 48, 48, PVC, D2],
  "door-entry-cable-2-pair-0-5mm-screened-pvc-white-100m": [5.2, 38, 42, PVC, "Eca"],
  // Industrial and power: armoured 6 × OD (90 °C XLPE), flat twin and earth 3 × its thickness.
  "2-core-swa-armoured-cable-6942x-1-5mm2-black-50m": [12.5, 330, 75, [-20, 90], "Eca"],
  "2-core-swa-armoured-cable-6942x-2-5mm2-black-50m": [13.5, 380, 81, [-20, 90], "Eca"],
  "3-core-swa-armoured-cable-6943x-2-5mm2-black-50m": [14.1, 430, 85, [-20, 90], "Eca"],
  "3-core-swa-armoured-cable-6943x-6-0mm2-black-50m": [16.9, 640, 101, [-20, 90], "Eca"],
  "4-core-swa-armoured-cable-6944x-6-0mm2-black-50m": [18.2, 760, 109, [-20, 90], "Eca"],
  "4-core-swa-armoured-cable-6944x-10mm2-black-50m": [20.7, 1030, 124, [-20, 90], "Eca"],
  "3-core-lszh-swa-armoured-cable-6943le-2-5mm2-black-50m": [14.5, 460, 87, [-20, 90], C1],
  "4-core-lszh-swa-armoured-cable-6944le-16mm2-black-50m": [25.3, 1580, 152, [-20, 90], C1],
  "twin-and-earth-cable-6242y-1-0mm2-grey-100m": ["4.0 × 7.8", 92, 12, [0, 70], "Eca"],
  "twin-and-earth-cable-6242y-1-5mm2-grey-100m": ["4.3 × 8.4", 115, 13, [0, 70], "Eca"],
  "twin-and-earth-cable-6242y-2-5mm2-grey-100m": ["4.9 × 9.9", 165, 15, [0, 70], "Eca"],
  "twin-and-earth-cable-6242y-6-0mm2-grey-50m": ["6.3 × 13.4", 330, 19, [0, 70], "Eca"],
  "twin-and-earth-lszh-cable-6242b-2-5mm2-white-100m": ["5.0 × 10.0", 170, 15, [0, 70], C1],
  "6491x-single-core-conduit-cable-2-5mm2-blue-100m": [3.8, 30, 11, [0, 70], "Eca"],
  "6491x-single-core-conduit-cable-4-0mm2-black-100m": [4.4, 45, 13, [0, 70], "Eca"],
  "h07rn-f-rubber-flex-3-core-2-5mm2-black-50m": [12.1, 215, 48, [-25, 60], null],
  "h07rn-f-rubber-flex-3-core-1-5mm2-black-50m": [10.6, 165, 42, [-25, 60], null],
  "h07rn-f-rubber-flex-5-core-2-5mm2-black-50m": [14.3, 310, 57, [-25, 60], null],
  "arctic-grade-flex-3-core-2-5mm2-blue-50m": [10.3, 170, 41, [-40, 70], null],
  "arctic-grade-flex-3-core-1-5mm2-yellow-50m": [8.8, 130, 35, [-40, 70], null],
  "arctic-grade-flex-5-core-2-5mm2-red-50m": [12.2, 250, 49, [-40, 70], null],
  "cy-screened-control-cable-4-core-1-0mm2-pvc-grey-50m": [8.4, 115, 84, [-15, 70], null],
  "yy-control-cable-12-core-0-75mm2-pvc-grey-50m": [10.5, 165, 84, [-15, 70], null],
  // Tri-rated panel wire: 5 × OD; 90 °C (105 °C to UL); wiring inside equipment, no CPR class.
  "tri-rated-panel-wire-0-5mm2-orange-100m": [2.3, 9, 12, [-20, 90], null],
  "tri-rated-panel-wire-0-75mm2-blue-100m": [2.5, 12, 13, [-20, 90], null],
  "tri-rated-panel-wire-1-0mm2-black-100m": [2.7, 15, 14, [-20, 90], null],
  "tri-rated-panel-wire-1-0mm2-blue-100m": [2.7, 15, 14, [-20, 90], null],
  "tri-rated-panel-wire-1-0mm2-red-100m": [2.7, 15, 14, [-20, 90], null],
  "tri-rated-panel-wire-1-0mm2-grey-100m": [2.7, 15, 14, [-20, 90], null],
  "tri-rated-panel-wire-1-5mm2-black-100m": [3.0, 20, 15, [-20, 90], null],
  "tri-rated-panel-wire-1-5mm2-blue-100m": [3.0, 20, 15, [-20, 90], null],
  "tri-rated-panel-wire-1-5mm2-grey-100m": [3.0, 20, 15, [-20, 90], null],
};

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/°/g, "")
    .replace(/×/g, "x")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The five values of a cable's figures, as the groups' values titled. */
function titles([diameter, weight, bend, [low, high], cpr]: Figures) {
  return {
    "overall-diameter": `${typeof diameter === "number" ? diameter.toFixed(1) : diameter} mm`,
    weight: `${weight} kg/km`,
    "minimum-bend-radius": `${bend} mm`,
    "temperature-range": `${signed(low)} °C to ${signed(high)} °C`,
    ...(cpr ? { "cpr-class": cpr } : {}),
  } as Record<string, string>;
}

/** Sorting keys of the values: sizes by number, CPR classes from the best (Aca) down. */
const EUROCLASSES = ["Aca", "B1ca", "B2ca", "Cca", "Dca", "Eca", "Fca"];
const orderOf = (group: string, title: string) =>
  group === "cpr-class"
    ? EUROCLASSES.indexOf(title.split("-")[0]) * 100 + title.length
    : parseFloat(title.replace(/^\+/, ""));

const GROUPS = [
  ["overall-diameter", "Overall Diameter"],
  ["weight", "Weight"],
  ["minimum-bend-radius", "Minimum Bend Radius"],
  ["temperature-range", "Temperature Range"],
  ["cpr-class", "CPR Class"],
] as const;

/** The specifier's groups, each with the values the demo cables have (in a sensible order). */
export const specifierGroups: SeedSpecGroup[] = GROUPS.map(([slug, title]) => {
  const values = [...new Set(Object.values(FIGURES).map((f) => titles(f)[slug]))]
    .filter((v): v is string => Boolean(v))
    .sort((a, b) => orderOf(slug, a) - orderOf(slug, b) || a.localeCompare(b));
  return { title, slug, values: values.map((v) => ({ title: v, slug: slugOf(v) })) };
});

/** A demo product with its figures added to its specifications (group slug → value slug). */
export function withSpecifierFigures(product: SeedProduct): SeedProduct {
  const figures = FIGURES[product.slug];
  if (!figures) throw new Error(`No specifier's figures for the demo product ${product.slug}`);
  const specs = Object.fromEntries(
    Object.entries(titles(figures)).map(([group, title]) => [group, slugOf(title)]),
  );
  return { ...product, specs: { ...product.specs, ...specs } };
}

/**
 * The names of the demo certificates that are true of a cable (each of ./catalogue.ts's
 * `certificates`): the quality system and the RoHS statement for every one; a Declaration of
 * Performance where it has a CPR class; the fire certification for the fire resistant cables;
 * the product approval for the cables of the standards it covers; the data cable verification
 * for twisted-pair cable to ANSI/TIA-568.
 */
export function seedCertificateNames(product: SeedProduct): string[] {
  const standard = product.specs.standard;
  return [
    "ISO 9001",
    ...(["bs-6004", "bs-5467", "bs-6724"].includes(standard) ? ["Product approval"] : []),
    ...(["bs-en-50200", "bs-8434-2"].includes(standard) ? ["Fire resistant cables"] : []),
    ...(product.specs["cpr-class"] ? ["UKCA & CE"] : []),
    "RoHS & REACH",
    ...(standard === "ansi-tia-568" ? ["Data cable performance"] : []),
  ];
}

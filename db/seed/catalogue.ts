/**
 * DEMO CONTENT for the seed: the BEL Cables catalogue (category tree, specification groups,
 * products with their drawings), review templates, certificates, FAQ videos, know-how guides and
 * blog posts. Everything here is fictional demonstration data written for the demo site; it is
 * plain, deterministic data (no randomness: the seed orchestrator adds that with a seeded RNG).
 *
 * Conventions:
 * - `products[].specs` maps a spec group slug to a value slug of `specGroups`.
 * - `products[].drawing.sheathColour` is derived from the product's "sheath-colour" spec, so the
 *   drawing always matches the specification.
 * - Drawing `cores`: conductors drawn (multicore, fire, armoured, audio), pairs (twisted-pair,
 *   audio multicore snakes), 1 for coax, and for "composite" the number of power cores drawn
 *   alongside the coax or data element.
 */

import { specifierGroups, withSpecifierFigures } from "./specifier";

// ---------------------------------------------------------------------------------------------
// Types

export type SeedCategory = {
  name: string;
  slug: string;
  /** The text under the heading of the category's page. */
  intro?: string;
  children?: SeedCategory[];
};

export type SeedSpecGroup = {
  title: string;
  slug: string;
  values: { title: string; slug: string }[];
};

export type DrawingKind =
  "multicore" | "coax" | "twisted-pair" | "fire" | "audio" | "armoured" | "composite";

export type SeedDrawing = {
  kind: DrawingKind;
  /** number of conductors / pairs drawn (coax: 1; twisted-pair: pairs, usually 4) */
  cores: number;
  /** CSS hex colour of the outer sheath, matching the product's sheath colour spec */
  sheathColour: string;
  /** optional hex colours of the cores / pair colours */
  coreColours?: string[];
  armoured?: boolean;
  screened?: boolean;
};

export type SeedProduct = {
  name: string;
  slug: string;
  /** the product reference code (the admin labels this field "Reference") */
  shortdescription: string;
  description: string;
  imagealt: string;
  seoTitle: string;
  seoDescription: string;
  category: string;
  subcategory?: string;
  subSubcategory?: string;
  specs: Record<string, string>;
  drawing: SeedDrawing;
  hasDatasheet: boolean;
  /** Stock-keeping unit: members of a family have one (docs/variants.md). */
  sku?: string;
  /** The slug of the product this one is a variant of. */
  parent?: string;
};

export type SeedReview = {
  name: string;
  country: string;
  heading: string;
  comment: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

// ---------------------------------------------------------------------------------------------
// Category tree: six product families, three levels

export const categoryTree: SeedCategory[] = [
  {
    name: "Copper Connectivity",
    slug: "copper-connectivity",
    intro:
      "Cat5e, Cat6 and Cat6A twisted-pair cable for structured cabling, from solid-core installation reels to stranded patch leads, in PVC and LSZH sheaths tested to the channel performance they claim.",
    children: [
      {
        name: "Cat5e Cables",
        slug: "cat5e-cables",
        children: [
          { name: "Cat5e U/UTP Cables", slug: "cat5e-utp-cables" },
          { name: "Cat5e F/UTP Cables", slug: "cat5e-ftp-cables" },
        ],
      },
      {
        name: "Cat6 Cables",
        slug: "cat6-cables",
        children: [
          { name: "Cat6 U/UTP Cables", slug: "cat6-utp-cables" },
          { name: "Cat6 F/UTP Cables", slug: "cat6-ftp-cables" },
          { name: "Cat6 External & Direct Burial", slug: "cat6-external-cables" },
        ],
      },
      {
        name: "Cat6A Cables",
        slug: "cat6a-cables",
        children: [
          { name: "Cat6A U/UTP Cables", slug: "cat6a-utp-cables" },
          { name: "Cat6A F/UTP Cables", slug: "cat6a-ftp-cables" },
          { name: "Cat6A S/FTP Cables", slug: "cat6a-sftp-cables" },
        ],
      },
      { name: "Stranded Patch Cables", slug: "patch-cables" },
    ],
  },
  {
    name: "Coaxial & RF Cables",
    slug: "coaxial-rf-cables",
    intro:
      "RG6, RG59 and RG11 coaxial cable for TV, satellite and CCTV distribution, plus low-loss RF cable for antennas and wireless links, with copper or copper-clad conductors and foil and braid screens.",
    children: [
      {
        name: "Coaxial Cables",
        slug: "coaxial-cables",
        intro:
          "75 ohm coaxial cable for terrestrial TV, satellite and analogue CCTV, in RG6, RG59 and RG11 sizes for short drops and long trunk runs alike.",
        children: [
          { name: "RG6 Coaxial Cables", slug: "rg6-cables" },
          { name: "RG59 Coaxial Cables", slug: "rg59-cables" },
          { name: "RG11 Coaxial Cables", slug: "rg11-cables" },
        ],
      },
      {
        name: "Satellite & TV Cables",
        slug: "satellite-tv-cables",
        children: [
          { name: "CT100 & WF100 Cables", slug: "ct100-wf100-cables" },
          { name: "Shotgun Satellite Cables", slug: "shotgun-satellite-cables" },
        ],
      },
      { name: "Low-Loss RF Cables", slug: "low-loss-rf-cables" },
    ],
  },
  {
    name: "Building & Industrial Cables",
    slug: "building-industrial-cables",
    intro:
      "Fire detection and alarm cable rated PH30 and PH120, building wire and control cable for commercial and industrial installations, made to the British and European standards your specification calls for.",
    children: [
      {
        name: "Fire Detection & Alarm Cables",
        slug: "fire-detection-alarm-cables",
        children: [
          { name: "Standard Fire Resistant (PH30)", slug: "standard-fire-resistant-cables" },
          { name: "Enhanced Fire Resistant (PH120)", slug: "enhanced-fire-resistant-cables" },
        ],
      },
      {
        name: "Paired & Instrumentation Cables",
        slug: "paired-cables",
        children: [
          { name: "BMS Cables", slug: "bms-cables" },
          { name: "Instrumentation Cables", slug: "instrumentation-cables" },
        ],
      },
      {
        name: "Data Bus Cables",
        slug: "data-bus-cables",
        children: [
          { name: "RS-485 Cables", slug: "rs485-cables" },
          { name: "KNX Bus Cables", slug: "knx-bus-cables" },
        ],
      },
    ],
  },
  {
    name: "Audio & Broadcast Cables",
    slug: "audio-broadcast-cables",
    intro:
      "Loudspeaker, microphone and multicore audio cable for venues, studios and public address systems: flexible, low-noise and easy to terminate.",
    children: [
      {
        name: "Loudspeaker Cables",
        slug: "loudspeaker-cables",
        children: [
          { name: "Installation Speaker Cables", slug: "installation-speaker-cables" },
          { name: "PA/VA & 100 V Line Cables", slug: "pa-va-speaker-cables" },
        ],
      },
      {
        name: "Microphone & Balanced Cables",
        slug: "microphone-balanced-cables",
        children: [
          { name: "Single-Pair Microphone Cables", slug: "single-pair-microphone-cables" },
          { name: "Star-Quad Microphone Cables", slug: "star-quad-microphone-cables" },
        ],
      },
      { name: "Multicore & Snake Cables", slug: "multicore-snake-cables" },
    ],
  },
  {
    name: "Security & CCTV Cables",
    slug: "security-cctv-cables",
    intro:
      "Alarm, access-control and CCTV cable, including composite coax-and-power and data-and-power cables that run a camera in one pull.",
    children: [
      {
        name: "Alarm Cables",
        slug: "alarm-cables",
        children: [
          { name: "4-Core Alarm Cables", slug: "4-core-alarm-cables" },
          { name: "6-Core Alarm Cables", slug: "6-core-alarm-cables" },
          { name: "8 & 12-Core Alarm Cables", slug: "8-12-core-alarm-cables" },
        ],
      },
      {
        name: "CCTV Composite Cables",
        slug: "cctv-composite-cables",
        children: [
          { name: "RG59 Composite Cables", slug: "rg59-composite-cables" },
          { name: "IP CCTV Hybrid Cables", slug: "ip-cctv-hybrid-cables" },
        ],
      },
      { name: "Access Control & Door Entry Cables", slug: "access-control-cables" },
    ],
  },
  {
    name: "Industrial & Power Cables",
    slug: "industrial-power-cables",
    intro:
      "Armoured SWA, flexible and control cable for power distribution, machinery and outdoor runs, from 2 to 48 cores, in PVC and LSZH.",
    children: [
      {
        name: "Armoured Cables (SWA)",
        slug: "armoured-cables",
        children: [
          { name: "PVC SWA Cables (BS 5467)", slug: "pvc-swa-cables" },
          { name: "LSZH SWA Cables (BS 6724)", slug: "lszh-swa-cables" },
        ],
      },
      {
        name: "Installation Cables",
        slug: "installation-cables",
        children: [
          { name: "Twin & Earth Cables", slug: "twin-earth-cables" },
          { name: "Single Core Conduit Cables", slug: "single-core-conduit-cables" },
        ],
      },
      {
        name: "Flexible Cables",
        slug: "flexible-cables",
        children: [
          { name: "H07RN-F Rubber Flex", slug: "rubber-flex-cables" },
          { name: "Arctic Grade Flex", slug: "arctic-flex-cables" },
        ],
      },
      { name: "Panel & Hook-Up Wire", slug: "panel-hook-up-wire" },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Specification groups

export const specGroups: SeedSpecGroup[] = [
  {
    title: "Number of Cores",
    slug: "number-of-cores",
    values: [
      { title: "1 Core", slug: "1-core" },
      { title: "2 Core", slug: "2-core" },
      { title: "3 Core", slug: "3-core" },
      { title: "4 Core", slug: "4-core" },
      { title: "5 Core", slug: "5-core" },
      { title: "6 Core", slug: "6-core" },
      { title: "8 Core", slug: "8-core" },
      { title: "12 Core", slug: "12-core" },
      { title: "16 Core", slug: "16-core" },
      { title: "24 Core", slug: "24-core" },
    ],
  },
  {
    title: "Conductor Material",
    slug: "conductor-material",
    values: [
      { title: "Plain Annealed Copper", slug: "plain-copper" },
      { title: "Tinned Copper", slug: "tinned-copper" },
      { title: "Copper-Clad Steel (CCS)", slug: "copper-clad-steel" },
      { title: "Oxygen-Free Copper (OFC)", slug: "oxygen-free-copper" },
    ],
  },
  {
    title: "Sheath Material",
    slug: "sheath-material",
    values: [
      { title: "PVC", slug: "pvc" },
      { title: "LSZH (Low Smoke Zero Halogen)", slug: "lszh" },
      { title: "Polyethylene (PE)", slug: "pe" },
      { title: "Rubber (EPR / Polychloroprene)", slug: "rubber" },
      { title: "Arctic Grade PVC", slug: "arctic-pvc" },
    ],
  },
  {
    title: "Sheath Colour",
    slug: "sheath-colour",
    values: [
      { title: "Blue", slug: "blue" },
      { title: "Grey", slug: "grey" },
      { title: "Black", slug: "black" },
      { title: "White", slug: "white" },
      { title: "Red", slug: "red" },
      { title: "Orange", slug: "orange" },
      { title: "Purple", slug: "purple" },
      { title: "Yellow", slug: "yellow" },
      { title: "Green", slug: "green" },
    ],
  },
  {
    title: "Standard",
    slug: "standard",
    values: [
      { title: "ANSI/TIA-568.2-D", slug: "ansi-tia-568" },
      { title: "EN 50117", slug: "en-50117" },
      { title: "BS EN 50200", slug: "bs-en-50200" },
      { title: "BS 8434-2", slug: "bs-8434-2" },
      { title: "BS 5467", slug: "bs-5467" },
      { title: "BS 6724", slug: "bs-6724" },
      { title: "BS 6004", slug: "bs-6004" },
      { title: "BS EN 50525", slug: "bs-en-50525" },
      { title: "BS 6231", slug: "bs-6231" },
      { title: "EN 50575 (CPR)", slug: "en-50575" },
    ],
  },
  {
    title: "Voltage Rating",
    slug: "voltage-rating",
    values: [
      { title: "Extra-Low Voltage (ELV)", slug: "elv" },
      { title: "300 V", slug: "300v" },
      { title: "300/500 V", slug: "300-500v" },
      { title: "450/750 V", slug: "450-750v" },
      { title: "600/1000 V", slug: "600-1000v" },
    ],
  },
  {
    title: "Cable Category",
    slug: "cable-category",
    values: [
      { title: "Cat5e", slug: "cat5e" },
      { title: "Cat6", slug: "cat6" },
      { title: "Cat6A", slug: "cat6a" },
      { title: "RG6", slug: "rg6" },
      { title: "RG58", slug: "rg58" },
      { title: "RG59", slug: "rg59" },
      { title: "RG11", slug: "rg11" },
      { title: "CT100 / WF100", slug: "ct100" },
      { title: "Low-Loss 50 Ω", slug: "low-loss" },
    ],
  },
  {
    title: "Shielding",
    slug: "shielding",
    values: [
      { title: "Unscreened", slug: "unscreened" },
      { title: "Overall Foil Screen", slug: "overall-foil" },
      { title: "Overall Braid Screen", slug: "overall-braid" },
      { title: "Foil & Braid (Dual Shield)", slug: "foil-and-braid" },
      { title: "Quad Shield", slug: "quad-shield" },
      { title: "Foiled Pairs & Overall Braid (S/FTP)", slug: "pair-foil-overall-braid" },
      { title: "Individually Screened Pairs", slug: "individually-screened" },
    ],
  },
  {
    title: "Conductor Size",
    slug: "conductor-size",
    values: [
      { title: "0.22 mm²", slug: "0-22mm2" },
      { title: "0.5 mm²", slug: "0-5mm2" },
      { title: "0.75 mm²", slug: "0-75mm2" },
      { title: "1.0 mm²", slug: "1-0mm2" },
      { title: "1.5 mm²", slug: "1-5mm2" },
      { title: "2.5 mm²", slug: "2-5mm2" },
      { title: "4.0 mm²", slug: "4-0mm2" },
      { title: "6.0 mm²", slug: "6-0mm2" },
      { title: "10 mm²", slug: "10mm2" },
      { title: "16 mm²", slug: "16mm2" },
    ],
  },
  {
    title: "Length",
    slug: "length",
    values: [
      { title: "50 m", slug: "50m" },
      { title: "100 m", slug: "100m" },
      { title: "200 m", slug: "200m" },
      { title: "305 m", slug: "305m" },
      { title: "500 m", slug: "500m" },
      { title: "1000 m", slug: "1000m" },
      // Sold cut to the length ordered, or on a drum (docs/quotes.md, How a product is sold).
      { title: "Cut to length", slug: "cut-to-length" },
    ],
  },
  // Overall diameter, weight, bend radius, temperature range, CPR class (./specifier.ts).
  ...specifierGroups,
];

// ---------------------------------------------------------------------------------------------
// Colours and small builders (deterministic; used only to assemble `products`)

type SheathColour =
  "blue" | "grey" | "black" | "white" | "red" | "orange" | "purple" | "yellow" | "green";

/** Sheath colour spec value -> CSS colour used by the drawings. */
const SHEATH_HEX: Record<SheathColour, string> = {
  blue: "#1f5fbf",
  grey: "#9a9ea3",
  black: "#1e1e1e",
  white: "#f4f4f2",
  red: "#c8102e",
  orange: "#ee7623",
  purple: "#6b3fa0",
  yellow: "#f5c400",
  green: "#2e8b3d",
};

/** Core insulation colours. */
const C = {
  brown: "#7b4a2a",
  blue: "#1f5fbf",
  black: "#1e1e1e",
  grey: "#8a8f94",
  greenYellow: "#9bbb2b",
  orange: "#ee7623",
  green: "#2e8b3d",
  white: "#f4f4f2",
  red: "#c8102e",
  yellow: "#f5c400",
  violet: "#6b3fa0",
  pink: "#e58fb0",
  copper: "#c98a4b",
} as const;

/** TIA-568 pair colours: blue, orange, green, brown. */
const LAN_PAIRS = [C.blue, C.orange, C.green, C.brown];
/** Harmonised power core colours by number of cores. */
const POWER_CORES: Record<number, string[]> = {
  2: [C.brown, C.blue],
  3: [C.brown, C.black, C.grey],
  4: [C.brown, C.black, C.grey, C.blue],
};
const ALARM_CORES = [
  C.red,
  C.black,
  C.white,
  C.yellow,
  C.blue,
  C.green,
  C.brown,
  C.grey,
  C.pink,
  C.violet,
  C.orange,
  C.copper,
];

type Specs = Record<string, string>;
type DrawingDef = Omit<SeedDrawing, "sheathColour">;
type Placement = [category: string, subcategory?: string, subSubcategory?: string];

type ProductDef = {
  name: string;
  ref: string;
  place: Placement;
  description: string;
  seoDescription: string;
  specs: Specs & { "sheath-colour": SheathColour };
  drawing: DrawingDef;
  /** defaults to `${name} | BEL Cables` (or the bare name) when that fits in 60 characters */
  seoTitle?: string;
  /** defaults to true */
  hasDatasheet?: boolean;
  /** Members of a family (docs/variants.md): their SKU, and a variant's parent by name. */
  sku?: string;
  variantOf?: string;
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/²/g, "2")
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function defaultSeoTitle(name: string): string {
  const branded = `${name} | BEL Cables`;
  if (branded.length <= 60) return branded;
  if (name.length <= 60) return name;
  return name.slice(0, 61).replace(/\s+\S*$/, "");
}

function product(def: ProductDef): SeedProduct {
  const [category, subcategory, subSubcategory] = def.place;
  return {
    name: def.name,
    slug: slugify(def.name),
    shortdescription: def.ref,
    description: def.description,
    imagealt: `${def.name}, showing the sheath and core construction`,
    seoTitle: def.seoTitle ?? defaultSeoTitle(def.name),
    seoDescription: def.seoDescription,
    category,
    ...(subcategory ? { subcategory } : {}),
    ...(subcategory && subSubcategory ? { subSubcategory } : {}),
    specs: { ...def.specs },
    drawing: {
      ...def.drawing,
      ...(def.drawing.coreColours ? { coreColours: [...def.drawing.coreColours] } : {}),
      sheathColour: SHEATH_HEX[def.specs["sheath-colour"]],
    },
    hasDatasheet: def.hasDatasheet ?? true,
    ...(def.sku ? { sku: def.sku } : {}),
    ...(def.variantOf ? { parent: slugify(def.variantOf) } : {}),
  };
}

const lanSpecs = (
  category: "cat5e" | "cat6" | "cat6a",
  sheath: "pvc" | "lszh" | "pe",
  colour: SheathColour,
  shielding: "unscreened" | "overall-foil" | "pair-foil-overall-braid",
) => ({
  "number-of-cores": "8-core",
  "conductor-material": "plain-copper",
  "sheath-material": sheath,
  "sheath-colour": colour,
  standard: "ansi-tia-568",
  "cable-category": category,
  shielding,
});

const lanDrawing = (screened: boolean): DrawingDef => ({
  kind: "twisted-pair",
  cores: 4,
  coreColours: LAN_PAIRS,
  screened,
});

const coaxSpecs = (
  category: string,
  conductor: string,
  sheath: "pvc" | "lszh" | "pe",
  colour: SheathColour,
  shielding: string,
) => ({
  "number-of-cores": "1-core",
  "conductor-material": conductor,
  "sheath-material": sheath,
  "sheath-colour": colour,
  standard: "en-50117",
  "cable-category": category,
  shielding,
});

const coaxDrawing: DrawingDef = { kind: "coax", cores: 1, coreColours: [C.copper], screened: true };

const fireSpecs = (cores: 2 | 3 | 4, size: string, colour: SheathColour, enhanced: boolean) => ({
  "number-of-cores": `${cores}-core`,
  "conductor-material": "plain-copper",
  "sheath-material": "lszh",
  "sheath-colour": colour,
  standard: enhanced ? "bs-8434-2" : "bs-en-50200",
  "voltage-rating": "300-500v",
  "conductor-size": size,
});

const fireDrawing = (cores: 2 | 3 | 4): DrawingDef => ({
  kind: "fire",
  cores,
  coreColours: POWER_CORES[cores],
  screened: true,
});

const alarmSpecs = (
  cores: 4 | 6 | 8 | 12,
  sheath: "pvc" | "lszh",
  colour: SheathColour,
  screened: boolean,
) => ({
  "number-of-cores": `${cores}-core`,
  "conductor-material": "plain-copper",
  "sheath-material": sheath,
  "sheath-colour": colour,
  standard: "en-50575",
  shielding: screened ? "overall-foil" : "unscreened",
  "conductor-size": "0-22mm2",
});

const alarmDrawing = (cores: 4 | 6 | 8 | 12, screened: boolean): DrawingDef => ({
  kind: "multicore",
  cores,
  coreColours: ALARM_CORES.slice(0, cores),
  screened,
});

const swaSpecs = (cores: 2 | 3 | 4, size: string, lszh: boolean) => ({
  "number-of-cores": `${cores}-core`,
  "conductor-material": "plain-copper",
  "sheath-material": lszh ? "lszh" : "pvc",
  "sheath-colour": "black" as const,
  standard: lszh ? "bs-6724" : "bs-5467",
  "voltage-rating": "600-1000v",
  "conductor-size": size,
});

const swaDrawing = (cores: 2 | 3 | 4): DrawingDef => ({
  kind: "armoured",
  cores,
  coreColours: POWER_CORES[cores],
  armoured: true,
});

const triRatedSpecs = (size: string, colour: SheathColour) => ({
  "number-of-cores": "1-core",
  "conductor-material": "tinned-copper",
  "sheath-material": "pvc",
  "sheath-colour": colour,
  standard: "bs-6231",
  "voltage-rating": "600-1000v",
  "conductor-size": size,
  length: "100m",
});

const singleCoreDrawing = (colour: string): DrawingDef => ({
  kind: "multicore",
  cores: 1,
  coreColours: [colour],
});

// ---------------------------------------------------------------------------------------------
// Products: Copper Connectivity (LAN)

const lanProducts: ProductDef[] = [
  {
    name: "Cat5e U/UTP PVC Data Cable 305m Box Grey",
    ref: "BEL-C5E-UTP-PVC-GY",
    place: ["copper-connectivity", "cat5e-cables", "cat5e-utp-cables"],
    description:
      "Four-pair Cat5e U/UTP cable with 24 AWG solid bare copper conductors and a flame-retardant grey PVC sheath, supplied in a 305 m reel-in-box carton with sequential metre markings. Tested to 100 MHz in line with ANSI/TIA-568.2-D and ISO/IEC 11801 Class D, it supports Gigabit Ethernet and PoE to IEEE 802.3bt. A cost-effective choice for residential and light commercial installations where LSZH is not specified.",
    seoDescription:
      "Grey Cat5e U/UTP PVC data cable with 24 AWG solid copper in a 305m reel-in-box. Gigabit Ethernet and PoE ready, tested to ANSI/TIA-568.2-D.",
    specs: lanSpecs("cat5e", "pvc", "grey", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat5e U/UTP LSZH Data Cable 305m Box Blue",
    ref: "BEL-C5E-UTP-LSZH-BL",
    place: ["copper-connectivity", "cat5e-cables", "cat5e-utp-cables"],
    description:
      "Our best-selling Cat5e cable for commercial buildings: four unshielded twisted pairs of 24 AWG solid copper under a low smoke zero halogen sheath, CPR class Dca-s2,d2,a2. The easy-pull 305 m box dispenses without kinking, and metre markings make stock control on site simple. Fully compliant with ANSI/TIA-568.2-D and ISO/IEC 11801 Class D.",
    seoDescription:
      "Blue Cat5e U/UTP LSZH data cable, 24 AWG solid copper, CPR Dca-s2,d2,a2, 305m easy-pull box. Made for offices, schools and commercial networks.",
    specs: lanSpecs("cat5e", "lszh", "blue", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat5e U/UTP LSZH Data Cable 305m Box Purple",
    ref: "BEL-C5E-UTP-LSZH-PU",
    place: ["copper-connectivity", "cat5e-cables", "cat5e-utp-cables"],
    description:
      "Cat5e U/UTP cable with a violet LSZH sheath, popular with installers who colour-code networks by service or tenant. Four 24 AWG solid copper pairs with a tight, consistent lay give reliable Gigabit performance over 90 m permanent links. Supplied in a 305 m reel-in-box with metre markings and verified to ANSI/TIA-568.2-D.",
    seoDescription:
      "Purple (violet) Cat5e U/UTP LSZH data cable in a 305m box. 24 AWG solid copper pairs for colour-coded networks, tested to ANSI/TIA-568.2-D.",
    specs: lanSpecs("cat5e", "lszh", "purple", "unscreened"),
    drawing: lanDrawing(false),
    hasDatasheet: false,
  },
  {
    name: "Cat5e F/UTP LSZH Data Cable 305m Drum Grey",
    ref: "BEL-C5E-FTP-LSZH-GY",
    place: ["copper-connectivity", "cat5e-cables", "cat5e-ftp-cables"],
    description:
      "Cat5e F/UTP with an overall aluminium/polyester foil and tinned copper drain wire, protecting signals from electromagnetic interference in plant rooms, factories and healthcare buildings. Four 24 AWG solid copper pairs are sheathed in grey LSZH and supplied on a 305 m drum. Terminate with shielded RJ45 jacks and bond the drain wire at the patch panel for full screening performance.",
    seoDescription:
      "Grey Cat5e F/UTP LSZH data cable with overall foil screen and drain wire, 305m drum. Interference-resistant networking for industrial sites.",
    specs: lanSpecs("cat5e", "lszh", "grey", "overall-foil"),
    drawing: lanDrawing(true),
  },
  {
    name: "Cat5e U/UTP External PE Data Cable 305m Black",
    ref: "BEL-C5E-UTP-PE-BK",
    place: ["copper-connectivity", "cat5e-cables"],
    description:
      "Designed for outdoor runs between buildings, camera poles and gate entry systems, this Cat5e U/UTP cable has a UV-stabilised black polyethylene sheath that resists moisture and sunlight. Four 24 AWG solid copper pairs carry Gigabit Ethernet and PoE to IP cameras and access points. PE-sheathed cable is for external and ducted routes; change to an LSZH cable at the building entry point.",
    seoDescription:
      "Black external Cat5e U/UTP cable with UV-stabilised PE sheath, 305m. Ideal for CCTV poles, gates and links between buildings. Gigabit and PoE.",
    specs: lanSpecs("cat5e", "pe", "black", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat6 U/UTP LSZH Data Cable 305m Box Blue",
    ref: "BEL-C6-UTP-LSZH-BL",
    place: ["copper-connectivity", "cat6-cables", "cat6-utp-cables"],
    description:
      "A high-performance Cat6 U/UTP cable with four 23 AWG solid copper pairs separated by a cross-shaped spline to control crosstalk. Tested to 250 MHz to ANSI/TIA-568.2-D and ISO/IEC 11801 Class E, it supports Gigabit Ethernet to 100 m, 10GBASE-T over shorter runs and PoE++ (IEEE 802.3bt). The blue LSZH sheath is CPR rated Dca-s2,d2,a2, ideal for offices, schools and public buildings.",
    seoDescription:
      "Blue Cat6 U/UTP LSZH data cable, 23 AWG solid copper with cross spline, 250 MHz, PoE++ ready, CPR Dca. 305m reel-in-box from BEL Cables.",
    specs: { ...lanSpecs("cat6", "lszh", "blue", "unscreened"), length: "305m" },
    drawing: lanDrawing(false),
    sku: "BEL-C6-UTP-LSZH-BL-305",
  },
  {
    name: "Cat6 U/UTP LSZH Data Cable 305m Box White",
    ref: "BEL-C6-UTP-LSZH-WH",
    place: ["copper-connectivity", "cat6-cables", "cat6-utp-cables"],
    description:
      "White-sheathed Cat6 U/UTP for installations where cable is surface-run or on view, such as hotels, retail units and refurbishments. Construction matches our blue Cat6: 23 AWG solid copper pairs, a central cross separator and a flame-retardant LSZH jacket with metre markings. Supplied in a 305 m reel-in-box that stays tangle-free to the last metre.",
    seoDescription:
      "White Cat6 U/UTP LSZH data cable for surface runs in hotels, shops and refurbishments. 23 AWG solid copper, 250 MHz, 305m reel-in-box.",
    specs: { ...lanSpecs("cat6", "lszh", "white", "unscreened"), length: "305m" },
    drawing: lanDrawing(false),
    sku: "BEL-C6-UTP-LSZH-WH-305",
    variantOf: "Cat6 U/UTP LSZH Data Cable 305m Box Blue",
  },
  {
    name: "Cat6 U/UTP PVC Data Cable 305m Box Grey",
    ref: "BEL-C6-UTP-PVC-GY",
    place: ["copper-connectivity", "cat6-cables", "cat6-utp-cables"],
    description:
      "Cat6 U/UTP cable with a grey PVC sheath, offering excellent flexibility and pulling performance for domestic and light commercial networks. Four 23 AWG solid copper pairs with a cross spline deliver 250 MHz bandwidth and full Gigabit Ethernet. CPR class Eca; choose our LSZH version for escape routes and public buildings.",
    seoDescription:
      "Grey Cat6 U/UTP PVC data cable with 23 AWG solid copper and cross spline, 305m box. Flexible, easy to pull, 250 MHz and CPR class Eca.",
    specs: lanSpecs("cat6", "pvc", "grey", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat6 U/UTP LSZH Data Cable 305m Box Yellow",
    ref: "BEL-C6-UTP-LSZH-YE",
    place: ["copper-connectivity", "cat6-cables", "cat6-utp-cables"],
    description:
      "Yellow LSZH Cat6 U/UTP, often specified to identify segregated networks such as building management, security or VoIP systems. Four 23 AWG solid copper pairs and a cross separator give consistent 250 MHz performance to ANSI/TIA-568.2-D. The low smoke zero halogen sheath meets IEC 60332-1, IEC 61034 and IEC 60754.",
    seoDescription:
      "Yellow Cat6 U/UTP LSZH data cable for segregated BMS, security and VoIP networks. 23 AWG solid copper, 250 MHz, 305m reel-in-box.",
    specs: { ...lanSpecs("cat6", "lszh", "yellow", "unscreened"), length: "305m" },
    drawing: lanDrawing(false),
    hasDatasheet: false,
    sku: "BEL-C6-UTP-LSZH-YE-305",
    variantOf: "Cat6 U/UTP LSZH Data Cable 305m Box Blue",
  },
  {
    name: "Cat6 U/UTP LSZH Data Cable 100m Box Blue",
    ref: "BEL-C6-UTP-LSZH-BL",
    place: ["copper-connectivity", "cat6-cables", "cat6-utp-cables"],
    description:
      "Our blue Cat6 U/UTP LSZH cable in a 100 m reel-in-box, sized for small offices, extensions and service work where a full 305 m box would go half used. Four 23 AWG solid copper pairs with a cross spline, tested to 250 MHz to ANSI/TIA-568.2-D, PoE++ ready and CPR rated Dca-s2,d2,a2.",
    seoDescription:
      "Blue Cat6 U/UTP LSZH data cable in a 100m box: 23 AWG solid copper, 250 MHz, PoE++ ready, CPR Dca. For small installs and service work.",
    specs: { ...lanSpecs("cat6", "lszh", "blue", "unscreened"), length: "100m" },
    drawing: lanDrawing(false),
    sku: "BEL-C6-UTP-LSZH-BL-100",
    variantOf: "Cat6 U/UTP LSZH Data Cable 305m Box Blue",
  },
  {
    name: "Cat6 U/UTP LSZH Data Cable 100m Box White",
    ref: "BEL-C6-UTP-LSZH-WH",
    place: ["copper-connectivity", "cat6-cables", "cat6-utp-cables"],
    description:
      "White Cat6 U/UTP LSZH cable in a 100 m reel-in-box for surface runs in small fit-outs, where cable stays on view. The same construction as the 305 m box: 23 AWG solid copper pairs, a cross separator and a flame-retardant LSZH jacket with metre markings.",
    seoDescription:
      "White Cat6 U/UTP LSZH data cable in a 100m box for surface runs in small fit-outs. 23 AWG solid copper, 250 MHz, CPR Dca.",
    specs: { ...lanSpecs("cat6", "lszh", "white", "unscreened"), length: "100m" },
    drawing: lanDrawing(false),
    sku: "BEL-C6-UTP-LSZH-WH-100",
    variantOf: "Cat6 U/UTP LSZH Data Cable 305m Box Blue",
  },
  {
    name: "Cat6 F/UTP LSZH Data Cable 500m Drum Grey",
    ref: "BEL-C6-FTP-LSZH-GY",
    place: ["copper-connectivity", "cat6-cables", "cat6-ftp-cables"],
    description:
      "Cat6 F/UTP with an overall aluminium foil screen and drain wire for electrically noisy environments including industrial sites, hospitals and broadcast facilities. Four 23 AWG solid copper pairs are tested to 250 MHz, and the grey LSZH sheath meets CPR class Dca-s2,d2,a2. Supplied on a 500 m drum for long horizontal and backbone runs.",
    seoDescription:
      "Grey Cat6 F/UTP LSZH data cable with overall foil screen, 500m drum. 23 AWG solid copper, 250 MHz, for hospitals, factories and broadcast.",
    specs: lanSpecs("cat6", "lszh", "grey", "overall-foil"),
    drawing: lanDrawing(true),
  },
  {
    name: "Cat6 U/UTP External PE Data Cable 305m Drum Black",
    ref: "BEL-C6-UTP-PE-BK",
    place: ["copper-connectivity", "cat6-cables", "cat6-external-cables"],
    description:
      "External-grade Cat6 U/UTP with a tough UV-resistant black polyethylene sheath for links between buildings, car park cameras and outdoor wireless access points. Four 23 AWG solid copper pairs support Gigabit Ethernet and PoE++ to 100 m. Suitable for outdoor ducts and cable trays; not intended for use inside buildings.",
    seoDescription:
      "Black external Cat6 U/UTP data cable with UV-resistant PE sheath, 305m drum. For outdoor ducts, car park CCTV and wireless access points.",
    specs: lanSpecs("cat6", "pe", "black", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat6 U/UTP Gel-Filled PE Direct Burial Cable 305m Black",
    ref: "BEL-C6-UTP-GEL-BK",
    place: ["copper-connectivity", "cat6-cables", "cat6-external-cables"],
    seoTitle: "Cat6 Gel-Filled PE Direct Burial Cable 305m | BEL Cables",
    description:
      "For direct burial without ducting, this Cat6 cable surrounds its four 23 AWG solid copper pairs with a water-blocking gel compound beneath a heavy-duty black PE sheath. The gel stops moisture migrating along the cable if the sheath is ever damaged, protecting long-term transmission performance. Wipe the gel from the pairs with a suitable cleaner before terminating into external-rated connectors.",
    seoDescription:
      "Gel-filled Cat6 U/UTP direct burial cable with heavy-duty black PE sheath, 305m. Water-blocked for long-life underground network links.",
    specs: lanSpecs("cat6", "pe", "black", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat6A U/UTP LSZH Data Cable 500m Drum Green",
    ref: "BEL-C6A-UTP-LSZH-GN",
    place: ["copper-connectivity", "cat6a-cables", "cat6a-utp-cables"],
    description:
      "Cat6A U/UTP engineered for 10GBASE-T over the full 100 m channel without screening, using four 23 AWG solid copper pairs and an asymmetric separator to suppress alien crosstalk. Tested to 500 MHz to ANSI/TIA-568.2-D and ISO/IEC 11801 Class EA, it is ideal for Wi-Fi 6E and Wi-Fi 7 access points and high-power PoE. Green LSZH sheath, CPR class Cca-s1b,d1,a1, on a 500 m drum.",
    seoDescription:
      "Green Cat6A U/UTP LSZH data cable for 10GBASE-T to 100m. 500 MHz, CPR Cca-s1b,d1,a1, ideal for Wi-Fi 7 and high-power PoE. 500m drum.",
    specs: lanSpecs("cat6a", "lszh", "green", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat6A F/UTP LSZH Data Cable 500m Drum White",
    ref: "BEL-C6A-FTP-LSZH-WH",
    place: ["copper-connectivity", "cat6a-cables", "cat6a-ftp-cables"],
    description:
      "Cat6A F/UTP with an overall foil screen gives full 10 Gigabit performance in a slimmer diameter than unscreened Cat6A, freeing space in containment and patch panels. Four 23 AWG solid copper pairs are tested to 500 MHz, and the white LSZH sheath suits exposed installations. Terminate with shielded Cat6A connectors and maintain screen continuity throughout the channel.",
    seoDescription:
      "White Cat6A F/UTP LSZH data cable with overall foil screen, 500m drum. 10 Gigabit Ethernet in a slim diameter for busy containment.",
    specs: lanSpecs("cat6a", "lszh", "white", "overall-foil"),
    drawing: lanDrawing(true),
  },
  {
    name: "Cat6A S/FTP LSZH Data Cable 500m Drum Orange",
    ref: "BEL-C6A-SFTP-LSZH-OR",
    place: ["copper-connectivity", "cat6a-cables", "cat6a-sftp-cables"],
    description:
      "Our fully screened Cat6A S/FTP cable combines individually foiled pairs with an overall tinned copper braid, giving outstanding immunity to interference and negligible alien crosstalk. Four 23 AWG solid copper pairs are swept-tested to 1000 MHz, making it suitable for data centres, laboratories and industrial control networks. Orange LSZH sheath, CPR class Cca-s1b,d1,a1.",
    seoDescription:
      "Orange Cat6A S/FTP LSZH cable with foiled pairs and overall braid, swept to 1000 MHz. For data centres, labs and industrial networks. 500m drum.",
    specs: lanSpecs("cat6a", "lszh", "orange", "pair-foil-overall-braid"),
    drawing: lanDrawing(true),
  },
  {
    name: "Cat6A S/FTP LSZH Data Cable 500m Drum Purple",
    ref: "BEL-C6A-SFTP-LSZH-PU",
    place: ["copper-connectivity", "cat6a-cables", "cat6a-sftp-cables"],
    description:
      "Violet Cat6A S/FTP, widely used in data centres to distinguish high-speed links from general horizontal cabling. Each 23 AWG pair carries its own aluminium foil, with an overall tinned copper braid and LSZH sheath completing the construction. Supports 10GBASE-T over 100 m and remote powering with PoE++ while keeping temperature rise in large bundles low.",
    seoDescription:
      "Purple Cat6A S/FTP LSZH data cable, individually foiled pairs with overall braid. 10GBASE-T to 100m and PoE++ for data centres. 500m drum.",
    specs: lanSpecs("cat6a", "lszh", "purple", "pair-foil-overall-braid"),
    drawing: lanDrawing(true),
  },
  {
    name: "Cat6 U/UTP Stranded LSZH Patch Cable 305m Box Red",
    ref: "BEL-C6-PATCH-LSZH-RD",
    place: ["copper-connectivity", "patch-cables"],
    description:
      "Flexible Cat6 U/UTP patch cable with 24 AWG seven-strand copper conductors, made for assembling patch leads that are repeatedly flexed in cabinets and at desks. Tested to 250 MHz and compatible with stranded-rated RJ45 plugs. The red LSZH sheath highlights critical links such as uplinks, firewalls or emergency services connections.",
    seoDescription:
      "Red Cat6 U/UTP stranded LSZH patch cable, 24 AWG 7-strand copper, 305m box. Flexible cable for making patch leads for cabinets and desks.",
    specs: lanSpecs("cat6", "lszh", "red", "unscreened"),
    drawing: lanDrawing(false),
  },
  {
    name: "Cat6A S/FTP Stranded LSZH Patch Cable 100m Reel Grey",
    ref: "BEL-C6A-PATCH-SFTP-GY",
    place: ["copper-connectivity", "patch-cables"],
    description:
      "A 26 AWG stranded Cat6A S/FTP patch cable for data centre and comms room patch leads, with individually foiled pairs under a tinned copper braid. The compact 6.0 mm diameter improves airflow and cable management in high-density cabinets. Supplied on a 100 m reel for in-house lead assembly with shielded Cat6A plugs.",
    seoDescription:
      "Grey Cat6A S/FTP stranded LSZH patch cable, 26 AWG with foiled pairs and braid, 100m reel. Slim 6mm build for high-density cabinets.",
    specs: lanSpecs("cat6a", "lszh", "grey", "pair-foil-overall-braid"),
    drawing: lanDrawing(true),
  },
  {
    name: "Cat5e U/UTP LSZH Data Cable 100m Pull Box White",
    ref: "BEL-C5E-UTP-LSZH-WH100",
    place: ["copper-connectivity"],
    description:
      "A compact 100 m pull box of white Cat5e U/UTP LSZH cable, ideal for small works, home offices and service vans. Four 24 AWG solid copper pairs deliver Gigabit Ethernet and PoE, tested to ANSI/TIA-568.2-D. The lightweight carton fits easily in a tool bag and dispenses cleanly without twisting.",
    seoDescription:
      "White Cat5e U/UTP LSZH data cable in a handy 100m pull box. 24 AWG solid copper, Gigabit and PoE ready. Ideal for small works and van stock.",
    specs: lanSpecs("cat5e", "lszh", "white", "unscreened"),
    drawing: lanDrawing(false),
  },
];

// ---------------------------------------------------------------------------------------------
// Products: Coaxial & RF

const coaxProducts: ProductDef[] = [
  {
    name: "RG6 Dual Shield PVC Coaxial Cable 100m Black",
    ref: "BEL-RG6-DS-PVC-BK",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg6-cables"],
    description:
      "A 75 Ω RG6 coaxial cable for digital TV, satellite IF and CATV distribution, with a 1.02 mm copper-clad steel centre conductor, gas-injected foamed PE dielectric, bonded aluminium foil and aluminium braid. The dual shield gives excellent screening efficiency up to 3 GHz for reliable signals in busy RF environments. Black PVC sheath for internal use, compatible with standard RG6 compression F-connectors.",
    seoDescription:
      "Black RG6 dual shield 75 ohm coax with 1.02mm CCS conductor, foamed PE and foil plus braid screen. For digital TV, satellite and CATV. 100m.",
    specs: coaxSpecs("rg6", "copper-clad-steel", "pvc", "black", "foil-and-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "RG6 Dual Shield PE Coaxial Cable 305m Black",
    ref: "BEL-RG6-DS-PE-BK",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg6-cables"],
    description:
      "External-grade RG6 dual shield coax with a UV-stabilised polyethylene sheath for aerial downleads, dish feeds and distribution between buildings. Its 1.02 mm copper-clad steel conductor and foamed dielectric keep attenuation low across the terrestrial and satellite bands. Supplied on a 305 m drum for contractors and MATV installers.",
    seoDescription:
      "External RG6 dual shield coaxial cable with UV-stabilised black PE sheath, 305m drum. Low-loss 75 ohm for aerial downleads and dish feeds.",
    specs: coaxSpecs("rg6", "copper-clad-steel", "pe", "black", "foil-and-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "RG6 Quad Shield PVC Coaxial Cable 305m White",
    ref: "BEL-RG6-QS-PVC-WH",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg6-cables"],
    description:
      "RG6 quad shield adds a second foil and braid over the standard dual shield construction, raising screening performance near mobile masts, LED lighting and variable speed drives. The 75 Ω cable uses a 1.02 mm copper-clad steel conductor and foamed PE dielectric, with a white PVC sheath that blends into domestic interiors. Use quad-shield rated compression connectors for a secure termination.",
    seoDescription:
      "White RG6 quad shield coaxial cable, 75 ohm with double foil and braid for maximum screening against interference. 305m drum from BEL Cables.",
    specs: coaxSpecs("rg6", "copper-clad-steel", "pvc", "white", "quad-shield"),
    drawing: coaxDrawing,
  },
  {
    name: "RG6 Dual Shield LSZH Coaxial Cable 100m White",
    ref: "BEL-RG6-DS-LSZH-WH",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg6-cables"],
    description:
      "An RG6 dual shield coax with a low smoke zero halogen sheath for hotels, hospitals, student accommodation and any building where LSZH is specified throughout. Electrical performance matches our PVC RG6, with a 1.02 mm copper-clad steel conductor, bonded foil and aluminium braid. Ideal for IRS and IPTV head-end distribution through escape routes.",
    seoDescription:
      "White RG6 dual shield LSZH coaxial cable, 100m. Low smoke zero halogen 75 ohm coax for IRS and TV distribution in hotels and hospitals.",
    specs: coaxSpecs("rg6", "copper-clad-steel", "lszh", "white", "foil-and-braid"),
    drawing: coaxDrawing,
    hasDatasheet: false,
  },
  {
    name: "RG59 PVC Coaxial Cable 100m Black",
    ref: "BEL-RG59-PVC-BK",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg59-cables"],
    description:
      "Classic 75 Ω RG59 coax with a 0.6 mm solid copper centre conductor, solid PE dielectric and high-coverage plain copper braid. It remains the cable of choice for HD-TVI, HD-CVI and AHD CCTV systems, carrying high-definition video over several hundred metres, as well as for SDI and legacy analogue video. Black PVC sheath, supplied in a 100 m coil.",
    seoDescription:
      "Black RG59 75 ohm coaxial cable with solid copper conductor and copper braid, 100m. Ideal for HD-TVI, HD-CVI and AHD CCTV and SDI video.",
    specs: coaxSpecs("rg59", "plain-copper", "pvc", "black", "overall-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "RG59 LSZH Coaxial Cable 100m White",
    ref: "BEL-RG59-LSZH-WH",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg59-cables"],
    description:
      "White LSZH RG59 coaxial cable for CCTV and video distribution in public buildings, transport hubs and healthcare premises. Construction comprises a 0.6 mm solid copper conductor, solid PE dielectric and a 95% copper braid for low loss and strong screening. Terminates with standard RG59 BNC and F-type connectors.",
    seoDescription:
      "White RG59 LSZH coaxial cable, 100m. Solid copper conductor and 95% copper braid for CCTV and video in public buildings and transport hubs.",
    specs: coaxSpecs("rg59", "plain-copper", "lszh", "white", "overall-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "RG59 Mini + Power Shotgun Cable 100m White",
    ref: "BEL-RG59M-PWR-WH",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg59-cables"],
    description:
      "A neat shotgun cable pairing miniature 75 Ω RG59 coax with two 0.5 mm² power cores in a single white PVC web, ideal for indoor cameras where the cable remains on show. One pull carries video and 12 V DC power to each camera, cutting installation time. The web splits easily to route the coax and power cores to their connectors.",
    seoDescription:
      "White mini RG59 plus power shotgun cable, 100m. Coax and two 0.5mm² power cores in one neat PVC web for indoor CCTV cameras.",
    specs: {
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "white",
      standard: "en-50117",
      "cable-category": "rg59",
      shielding: "overall-braid",
    },
    drawing: { kind: "composite", cores: 2, coreColours: [C.red, C.black], screened: true },
  },
  {
    name: "RG11 Dual Shield PE Coaxial Cable 305m Black",
    ref: "BEL-RG11-DS-PE-BK",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg11-cables"],
    description:
      "RG11 is the low-loss 75 Ω choice for long trunk runs in MATV, IRS and CATV networks, with a 1.63 mm copper-clad steel conductor and foamed PE dielectric. Bonded foil and aluminium braid provide dual shielding, while the black polyethylene sheath is rated for external and duct installation. Supplied on a 305 m drum.",
    seoDescription:
      "Black RG11 dual shield PE coaxial cable, 305m drum. 1.63mm CCS conductor for low-loss 75 ohm trunk runs in MATV, IRS and CATV networks.",
    specs: coaxSpecs("rg11", "copper-clad-steel", "pe", "black", "foil-and-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "RG11 Messengered PE Coaxial Cable 305m Black",
    ref: "BEL-RG11-MSG-BK",
    place: ["coaxial-rf-cables", "coaxial-cables", "rg11-cables"],
    description:
      "RG11 dual shield coax with an integral galvanised steel messenger wire for self-supporting aerial spans between buildings and poles. The messenger takes the mechanical load, protecting the coax from stretching and wind damage. Construction and electrical performance are otherwise identical to our standard external RG11.",
    seoDescription:
      "Black RG11 coaxial cable with integral steel messenger wire, 305m. Self-supporting 75 ohm coax for aerial spans between buildings and poles.",
    specs: coaxSpecs("rg11", "copper-clad-steel", "pe", "black", "foil-and-braid"),
    drawing: coaxDrawing,
    hasDatasheet: false,
  },
  {
    name: "RG58 50 Ohm PVC Coaxial Cable 100m Black",
    ref: "BEL-RG58-PVC-BK",
    place: ["coaxial-rf-cables", "coaxial-cables"],
    description:
      "General-purpose 50 Ω RG58 C/U coax with a stranded tinned copper conductor, solid PE dielectric and tinned copper braid. Used for two-way radio, test and measurement, and short antenna patches. The flexible black PVC sheath is easy to strip for BNC, TNC and N-type crimp connectors.",
    seoDescription:
      "Black RG58 C/U 50 ohm coaxial cable with tinned copper conductor and braid, 100m. For two-way radio, test equipment and short antenna leads.",
    specs: {
      "number-of-cores": "1-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      "cable-category": "rg58",
      shielding: "overall-braid",
    },
    drawing: coaxDrawing,
    hasDatasheet: false,
  },
  {
    name: "CT100 Satellite Coaxial Cable 100m Black",
    ref: "BEL-CT100-BK100",
    place: ["coaxial-rf-cables", "satellite-tv-cables", "ct100-wf100-cables"],
    description:
      "Premium CT100 satellite coax built around a 1.0 mm solid copper conductor and gas-injected PE dielectric, screened with overlapped copper foil and copper braid. Copper throughout means lower DC resistance for powering LNBs and multiswitches, and lower loss at satellite IF frequencies up to 2.4 GHz. The black UV-stabilised PVC sheath is suitable for external runs to the dish.",
    seoDescription:
      "Black CT100 satellite coaxial cable, 100m. Solid copper conductor with copper foil and braid for low loss to 2.4 GHz. Ideal for dish and LNB feeds.",
    specs: coaxSpecs("ct100", "plain-copper", "pvc", "black", "foil-and-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "CT100 Satellite Coaxial Cable 100m White",
    ref: "BEL-CT100-WH100",
    place: ["coaxial-rf-cables", "satellite-tv-cables", "ct100-wf100-cables"],
    description:
      "White CT100 for internal wiring to TV points and set-top boxes, where a neat finish matters. The 1.0 mm solid copper conductor, gas-injected dielectric and copper foil and braid screen deliver the same low loss as our black external version. Suitable for Freesat, Sky and terrestrial TV, and for feeding multiswitch outlets.",
    seoDescription:
      "White CT100 satellite coax for neat internal wiring to TV points, 100m. Solid copper conductor and copper screen for Freesat, Sky and Freeview.",
    specs: coaxSpecs("ct100", "plain-copper", "pvc", "white", "foil-and-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "WF100 Type PE Satellite Coaxial Cable 250m Black",
    ref: "BEL-WF100-PE-BK250",
    place: ["coaxial-rf-cables", "satellite-tv-cables", "ct100-wf100-cables"],
    description:
      "A heavy-duty WF100-type satellite cable with a 1.0 mm solid copper conductor, physically foamed PE dielectric, copper foil and copper braid under a UV-resistant black polyethylene sheath. The PE jacket resists water ingress and abrasion on dish runs, in roof voids and in ducts. Supplied on a 250 m drum for professional aerial and satellite installers.",
    seoDescription:
      "Black WF100 type satellite coaxial cable with PE sheath, 250m drum. Solid copper, foamed dielectric and copper screen for professional installers.",
    specs: coaxSpecs("ct100", "plain-copper", "pe", "black", "foil-and-braid"),
    drawing: coaxDrawing,
  },
  {
    name: "Twin CT100 Shotgun Satellite Cable 100m Black",
    ref: "BEL-CT100-TW-BK",
    place: ["coaxial-rf-cables", "satellite-tv-cables", "shotgun-satellite-cables"],
    description:
      "Two CT100 coaxial cables bonded side by side in a black PVC web, ideal for twin and quad-output LNBs and twin-tuner Sky and Freesat receivers. Each element has a 1.0 mm solid copper conductor with copper foil and braid screen. Pulling both feeds in one operation saves time and keeps runs tidy along walls and through roof spaces.",
    seoDescription:
      "Black twin CT100 shotgun satellite cable, 100m. Two solid copper coax feeds in one web for twin-tuner receivers and quad LNBs. Faster installs.",
    specs: {
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      standard: "en-50117",
      "cable-category": "ct100",
      shielding: "foil-and-braid",
    },
    drawing: coaxDrawing,
  },
  {
    name: "LL400 Low-Loss 50 Ohm Coaxial Cable 100m Black",
    ref: "BEL-LL400-BK",
    place: ["coaxial-rf-cables", "low-loss-rf-cables"],
    description:
      "A 10.3 mm, 400-series low-loss 50 Ω coax for antenna feeders on Wi-Fi, LoRaWAN, private LTE and two-way radio systems. A 2.74 mm solid copper conductor, gas-injected foam PE dielectric, bonded aluminium tape and tinned copper braid give attenuation in line with industry-standard 400-series cables up to 6 GHz. UV-resistant black PE jacket for permanent outdoor installation; terminates with 400-series N-type and 4.3-10 connectors.",
    seoDescription:
      "LL400 low-loss 50 ohm coaxial cable, 10.3mm with black PE jacket, 100m. For Wi-Fi, LoRaWAN, private LTE and radio antenna feeders to 6 GHz.",
    specs: {
      "number-of-cores": "1-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pe",
      "sheath-colour": "black",
      "cable-category": "low-loss",
      shielding: "foil-and-braid",
    },
    drawing: coaxDrawing,
  },
  {
    name: "LL240 Low-Loss 50 Ohm Coaxial Cable 100m Black",
    ref: "BEL-LL240-BK",
    place: ["coaxial-rf-cables", "low-loss-rf-cables"],
    description:
      "A flexible 6.1 mm, 240-series low-loss coax for shorter antenna runs, jumpers and equipment tails where RG58 would lose too much signal. Solid copper conductor, foam PE dielectric and a foil and tinned copper braid shield deliver consistent 50 Ω impedance to 6 GHz. Black PE jacket with excellent UV and moisture resistance.",
    seoDescription:
      "LL240 low-loss 50 ohm coax, 6.1mm flexible build with black PE jacket, 100m. For antenna jumpers and equipment tails up to 6 GHz.",
    specs: {
      "number-of-cores": "1-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pe",
      "sheath-colour": "black",
      "cable-category": "low-loss",
      shielding: "foil-and-braid",
    },
    drawing: coaxDrawing,
  },
  {
    name: "LL195 Low-Loss 50 Ohm Coaxial Cable 100m Black",
    ref: "BEL-LL195-BK",
    place: ["coaxial-rf-cables", "low-loss-rf-cables"],
    description:
      "A 4.95 mm, 195-series low-loss coax that drops straight in where RG58 is used today, with roughly a third less attenuation. Ideal for GPS, telemetry, vehicle antenna leads and M2M routers. Foil and braid screened with a black PE sheath, supplied on a 100 m reel.",
    seoDescription:
      "LL195 low-loss 50 ohm coaxial cable, 4.95mm, 100m. A lower-loss RG58 replacement for GPS, telemetry, M2M routers and vehicle antennas.",
    specs: {
      "number-of-cores": "1-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pe",
      "sheath-colour": "black",
      "cable-category": "low-loss",
      shielding: "foil-and-braid",
    },
    drawing: coaxDrawing,
  },
];

// ---------------------------------------------------------------------------------------------
// Products: Building & Industrial (fire, BMS, paired, data bus)

const buildingProducts: ProductDef[] = [
  {
    name: "Fire Resistant Cable PH30 2-Core 1.5mm² Red 100m",
    ref: "BEL-FR30-2C15-RD",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "standard-fire-resistant-cables",
    ],
    description:
      "Standard-grade fire resistant cable for fire detection and alarm systems, emergency lighting and voice alarm circuits to BS 5839-1 and BS 5266-1. Two solid copper conductors with fire-resistant insulation are screened by a laminated aluminium tape in contact with an uninsulated circuit protective conductor, under a red LSZH sheath. Tested to BS EN 50200 PH30 and manufactured to BS 7629-1, it dresses and clips neatly with minimal termination preparation.",
    seoDescription:
      "Red PH30 fire resistant cable, 2-core 1.5mm² with aluminium screen and CPC, LSZH sheath. For fire alarm and emergency lighting to BS 5839-1.",
    specs: fireSpecs(2, "1-5mm2", "red", false),
    drawing: fireDrawing(2),
  },
  {
    name: "Fire Resistant Cable PH30 2-Core 1.5mm² White 100m",
    ref: "BEL-FR30-2C15-WH",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "standard-fire-resistant-cables",
    ],
    description:
      "The white version of our PH30 standard fire resistant cable, chosen where circuits run exposed in decorated areas such as hotels, offices and residential blocks. Two 1.5 mm² solid copper conductors, a full aluminium laminate screen and bare CPC sit beneath a tough LSZH sheath. Meets BS EN 50200 PH30 and the standard-grade requirements of BS 5839-1.",
    seoDescription:
      "White PH30 fire resistant cable, 2-core 1.5mm² LSZH, 100m. Discreet fire alarm and emergency lighting wiring for hotels, offices and flats.",
    specs: fireSpecs(2, "1-5mm2", "white", false),
    drawing: fireDrawing(2),
  },
  {
    name: "Fire Resistant Cable PH30 4-Core 1.5mm² Red 100m",
    ref: "BEL-FR30-4C15-RD",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "standard-fire-resistant-cables",
    ],
    description:
      "Four-core 1.5 mm² PH30 fire resistant cable for addressable loops with separate sounder circuits, interface wiring and emergency lighting with maintained and switched feeds. Cores are coloured brown, black, grey and blue for quick identification, with an overall aluminium screen and bare CPC. Red LSZH sheath, tested to BS EN 50200 PH30.",
    seoDescription:
      "Red 4-core 1.5mm² PH30 fire resistant cable with LSZH sheath, 100m. For fire alarm loops, sounders and emergency lighting with switched feeds.",
    specs: fireSpecs(4, "1-5mm2", "red", false),
    drawing: fireDrawing(4),
  },
  {
    name: "Fire Resistant Cable PH30 2-Core 2.5mm² Red 100m",
    ref: "BEL-FR30-2C25-RD",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "standard-fire-resistant-cables",
    ],
    description:
      "A 2.5 mm² two-core PH30 fire resistant cable for longer sounder circuits and emergency lighting supplies where voltage drop must be kept in check. Construction follows BS 7629-1, with solid copper conductors, aluminium laminate screen, bare CPC and a red LSZH sheath. Compatible with standard red fire-rated clips and glands.",
    seoDescription:
      "Red 2-core 2.5mm² PH30 fire resistant cable, LSZH, 100m. Larger conductors for long sounder circuits and emergency lighting supplies.",
    specs: fireSpecs(2, "2-5mm2", "red", false),
    drawing: fireDrawing(2),
  },
  {
    name: "Fire Resistant Cable PH30 2-Core 1.0mm² Red 100m",
    ref: "BEL-FR30-2C10-RD",
    place: ["building-industrial-cables", "fire-detection-alarm-cables"],
    description:
      "A slimmer 1.0 mm² two-core fire resistant cable for detector and manual call point circuits on conventional and addressable fire alarm systems. Screened construction with bare CPC and red LSZH sheath, tested to BS EN 50200 PH30. Ideal for short zone wiring where space in back boxes and containment is tight.",
    seoDescription:
      "Red 2-core 1.0mm² PH30 fire resistant cable, 100m. Slim LSZH cable for detector and call point wiring on conventional and addressable systems.",
    specs: fireSpecs(2, "1-0mm2", "red", false),
    drawing: fireDrawing(2),
  },
  {
    name: "Enhanced Fire Resistant Cable PH120 2-Core 1.5mm² Red 100m",
    ref: "BEL-FR120-2C15-RD",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "enhanced-fire-resistant-cables",
    ],
    seoTitle: "Enhanced Fire Cable PH120 2-Core 1.5mm² Red | BEL Cables",
    description:
      "Enhanced fire resistant cable for life safety and firefighting systems in high-rise buildings, hospitals and large public venues. Tested to BS 8434-2 PH120, it maintains circuit integrity for 120 minutes under fire, mechanical shock and water spray, meeting the enhanced-grade requirements of BS 5839-1 and BS 8519. Two 1.5 mm² copper conductors, aluminium screen and bare CPC sit under a red LSZH sheath.",
    seoDescription:
      "Red PH120 enhanced fire resistant cable, 2-core 1.5mm², tested to BS 8434-2. For life safety systems in high-rise, hospitals and public venues.",
    specs: fireSpecs(2, "1-5mm2", "red", true),
    drawing: fireDrawing(2),
  },
  {
    name: "Enhanced Fire Resistant Cable PH120 2-Core 1.5mm² White 100m",
    ref: "BEL-FR120-2C15-WH",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "enhanced-fire-resistant-cables",
    ],
    seoTitle: "Enhanced Fire Cable PH120 2-Core 1.5mm² White | BEL Cables",
    description:
      "White-sheathed PH120 enhanced fire resistant cable for premises where the fire strategy calls for enhanced-grade wiring in visible locations. Tested to BS 8434-2 and BS EN 50200 PH120, with fire-resistant insulation on 1.5 mm² solid copper conductors and a laminated aluminium screen. Low smoke zero halogen sheath for escape routes and protected shafts.",
    seoDescription:
      "White PH120 enhanced fire resistant cable, 2-core 1.5mm² LSZH, 100m. Enhanced-grade BS 5839-1 wiring for visible runs and escape routes.",
    specs: fireSpecs(2, "1-5mm2", "white", true),
    drawing: fireDrawing(2),
  },
  {
    name: "Enhanced Fire Resistant Cable PH120 4-Core 1.5mm² Red 100m",
    ref: "BEL-FR120-4C15-RD",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "enhanced-fire-resistant-cables",
    ],
    seoTitle: "Enhanced Fire Cable PH120 4-Core 1.5mm² Red | BEL Cables",
    description:
      "Four-core enhanced fire resistant cable rated PH120 to BS 8434-2, used for firefighting lifts, smoke control dampers, sprinkler monitoring and voice alarm systems. Colour-coded cores, an aluminium screen and bare CPC simplify installing several circuits in a single run. Red LSZH sheath, compliant with BS 5839-1 enhanced grade.",
    seoDescription:
      "Red 4-core 1.5mm² PH120 enhanced fire resistant cable to BS 8434-2. For smoke control, firefighting lifts, sprinklers and voice alarm.",
    specs: fireSpecs(4, "1-5mm2", "red", true),
    drawing: fireDrawing(4),
  },
  {
    name: "Enhanced Fire Resistant Cable PH120 2-Core 2.5mm² White 100m",
    ref: "BEL-FR120-2C25-WH",
    place: [
      "building-industrial-cables",
      "fire-detection-alarm-cables",
      "enhanced-fire-resistant-cables",
    ],
    seoTitle: "Enhanced Fire Cable PH120 2-Core 2.5mm² White | BEL Cables",
    description:
      "A 2.5 mm² PH120 enhanced fire resistant cable for emergency lighting sub-circuits and life safety supplies over longer runs. Tested to BS 8434-2, with two solid copper conductors, a laminated aluminium screen and bare CPC. White LSZH sheath for a clean finish in occupied areas.",
    seoDescription:
      "White 2-core 2.5mm² PH120 enhanced fire resistant cable, 100m. BS 8434-2 tested for emergency lighting and life safety supplies.",
    specs: fireSpecs(2, "2-5mm2", "white", true),
    drawing: fireDrawing(2),
    hasDatasheet: false,
  },
  {
    name: "BMS Cable 1-Pair 22AWG Screened LSZH Grey 305m",
    ref: "BEL-BMS-1P22-LSZH-GY",
    place: ["building-industrial-cables", "paired-cables", "bms-cables"],
    description:
      "Single-pair 22 AWG screened cable for building management sensors, thermostats, valve actuators and 0-10 V control signals. Stranded tinned copper conductors with polypropylene insulation are twisted and screened with aluminium foil and a drain wire, beneath a grey LSZH sheath. A direct alternative to the single-pair instrumentation cables specified across BMS and HVAC controls.",
    seoDescription:
      "Grey 1-pair 22AWG screened BMS cable with LSZH sheath, 305m. Tinned copper pair with foil and drain for sensors, actuators and 0-10V signals.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "lszh",
      "sheath-colour": "grey",
      standard: "en-50575",
      "voltage-rating": "300v",
      shielding: "overall-foil",
    },
    drawing: { kind: "twisted-pair", cores: 1, coreColours: [C.black, C.white], screened: true },
  },
  {
    name: "BMS Cable 2-Pair 22AWG Individually Screened LSZH Grey 305m",
    ref: "BEL-BMS-2P22-IS-GY",
    place: ["building-industrial-cables", "paired-cables", "bms-cables"],
    seoTitle: "BMS Cable 2-Pair 22AWG Individually Screened | BEL Cables",
    description:
      "A two-pair 22 AWG cable in the familiar Belden 8723 style, with each pair individually foil-screened and fitted with its own tinned copper drain wire. It is widely used for RS-232 and RS-485 links, BMS controllers, access control readers and analogue instrumentation. Grey LSZH sheath for ceiling voids, risers and plant rooms.",
    seoDescription:
      "Grey 2-pair 22AWG individually screened BMS cable, LSZH, 305m. Belden 8723 style for BMS controllers, RS-485 links and access readers.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "lszh",
      "sheath-colour": "grey",
      standard: "en-50575",
      "voltage-rating": "300v",
      shielding: "individually-screened",
    },
    drawing: { kind: "twisted-pair", cores: 2, coreColours: [C.black, C.red], screened: true },
  },
  {
    name: "BMS Cable 3-Pair 22AWG Individually Screened LSZH Purple 305m",
    ref: "BEL-BMS-3P22-IS-PU",
    place: ["building-industrial-cables", "paired-cables", "bms-cables"],
    seoTitle: "BMS Cable 3-Pair 22AWG Screened LSZH Purple | BEL Cables",
    description:
      "Three individually screened 22 AWG pairs in a violet LSZH sheath, allowing controls engineers to identify BMS network wiring at a glance in congested ceiling voids. Each stranded tinned copper pair has its own foil screen and drain wire, keeping crosstalk low between data, power and analogue signals. Suitable for Modbus, BACnet MS/TP and LonWorks networks.",
    seoDescription:
      "Purple 3-pair 22AWG individually screened BMS cable, LSZH, 305m. Colour-coded controls cabling for Modbus, BACnet MS/TP and LonWorks.",
    specs: {
      "number-of-cores": "6-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "lszh",
      "sheath-colour": "purple",
      standard: "en-50575",
      "voltage-rating": "300v",
      shielding: "individually-screened",
    },
    drawing: {
      kind: "twisted-pair",
      cores: 3,
      coreColours: [C.black, C.red, C.white],
      screened: true,
    },
  },
  {
    name: "Instrumentation Cable 2-Pair 0.5mm² Individually Screened PVC Blue 100m",
    ref: "BEL-INS-2P05-IS-BL",
    place: ["building-industrial-cables", "paired-cables", "instrumentation-cables"],
    seoTitle: "Instrumentation Cable 2-Pair 0.5mm² PVC Blue | BEL Cables",
    description:
      "Blue-sheathed instrumentation cable for intrinsically safe circuits in process plants, water treatment works and petrochemical sites. Two pairs of 0.5 mm² stranded plain copper with PE insulation are each screened with aluminium/polyester tape and drain wire. Manufactured to BS EN 50288-7; the blue sheath identifies IS circuits in line with BS EN 60079-14.",
    seoDescription:
      "Blue 2-pair 0.5mm² individually screened instrumentation cable, PVC, 100m. BS EN 50288-7 cable for intrinsically safe process circuits.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "blue",
      "voltage-rating": "300-500v",
      shielding: "individually-screened",
      "conductor-size": "0-5mm2",
    },
    drawing: { kind: "twisted-pair", cores: 2, coreColours: [C.black, C.white], screened: true },
  },
  {
    name: "Instrumentation Cable 4-Pair 0.5mm² Overall Screened LSZH Black 100m",
    ref: "BEL-INS-4P05-OS-BK",
    place: ["building-industrial-cables", "paired-cables", "instrumentation-cables"],
    seoTitle: "Instrumentation Cable 4-Pair 0.5mm² LSZH Black | BEL Cables",
    description:
      "A collectively screened four-pair instrumentation cable for 4-20 mA loops, RTD signals and digital I/O on building and industrial control panels. Numbered pairs of 0.5 mm² stranded copper sit under an aluminium foil screen with tinned drain wire and a black LSZH sheath. Built to BS EN 50288-7.",
    seoDescription:
      "Black 4-pair 0.5mm² overall screened instrumentation cable, LSZH, 100m. For 4-20mA loops, RTD signals and digital I/O to BS EN 50288-7.",
    specs: {
      "number-of-cores": "8-core",
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "black",
      "voltage-rating": "300-500v",
      shielding: "overall-foil",
      "conductor-size": "0-5mm2",
    },
    drawing: { kind: "twisted-pair", cores: 4, coreColours: [C.black, C.white], screened: true },
  },
  {
    name: "Instrumentation Cable 8-Pair 0.5mm² Individually Screened LSZH Grey 100m",
    ref: "BEL-INS-8P05-IS-GY",
    place: ["building-industrial-cables", "paired-cables", "instrumentation-cables"],
    seoTitle: "Instrumentation Cable 8-Pair 0.5mm² LSZH Grey | BEL Cables",
    description:
      "Eight individually screened pairs in a single grey LSZH sheath, ideal for marshalling cabinet feeds and multi-sensor field junction boxes. Each pair of 0.5 mm² stranded copper has its own foil screen and drain wire, with an overall screen for additional noise rejection. Pairs are numbered along their length for error-free termination.",
    seoDescription:
      "Grey 8-pair 0.5mm² individually screened instrumentation cable, LSZH, 100m. Numbered pairs for marshalling cabinets and junction boxes.",
    specs: {
      "number-of-cores": "16-core",
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "grey",
      "voltage-rating": "300-500v",
      shielding: "individually-screened",
      "conductor-size": "0-5mm2",
    },
    drawing: { kind: "twisted-pair", cores: 8, coreColours: [C.black, C.white], screened: true },
  },
  {
    name: "CW1308 Internal Telephone Cable 2-Pair PVC White 100m",
    ref: "BEL-CW1308-2P-WH",
    place: ["building-industrial-cables", "paired-cables"],
    description:
      "Internal telephone cable made to the BT CW1308 specification, with 0.5 mm solid tinned copper conductors and colour-coded PVC insulation laid up in twisted pairs. Used for telephone extensions, door entry, intercom and low-speed alarm signalling. White PVC sheath for neat surface installation.",
    seoDescription:
      "White CW1308 internal telephone cable, 2-pair 0.5mm tinned copper, 100m. For phone extensions, door entry, intercom and alarm signalling.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "pvc",
      "sheath-colour": "white",
      "voltage-rating": "elv",
      shielding: "unscreened",
    },
    drawing: { kind: "twisted-pair", cores: 2, coreColours: [C.blue, C.orange] },
  },
  {
    name: "RS-485 Data Cable 1-Pair 120 Ohm LSZH Grey 305m",
    ref: "BEL-485-1P-LSZH-GY",
    place: ["building-industrial-cables", "data-bus-cables", "rs485-cables"],
    description:
      "A 120 Ω characteristic impedance cable for RS-485 and RS-422 networks, including Modbus RTU, BACnet MS/TP and energy metering systems. One twisted pair of 24 AWG stranded tinned copper with foamed PE insulation is screened with foil and tinned copper braid for long, noise-free bus runs of up to 1,200 m. Grey LSZH sheath.",
    seoDescription:
      "Grey 1-pair 120 ohm RS-485 data cable with foil and braid screen, LSZH, 305m. For Modbus RTU, BACnet MS/TP and metering bus runs to 1,200m.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "lszh",
      "sheath-colour": "grey",
      standard: "en-50575",
      "voltage-rating": "300v",
      shielding: "foil-and-braid",
    },
    drawing: { kind: "twisted-pair", cores: 1, coreColours: [C.white, C.blue], screened: true },
  },
  {
    name: "RS-485 Data Cable 2-Pair 120 Ohm LSZH Purple 305m",
    ref: "BEL-485-2P-LSZH-PU",
    place: ["building-industrial-cables", "data-bus-cables", "rs485-cables"],
    description:
      "Two-pair RS-485 cable providing a dedicated data pair plus a second pair for the reference conductor or a second network segment. Low-capacitance 120 Ω construction with foam insulation, foil and braid screen and a violet LSZH sheath for easy identification in controls containment. Ideal for BMS, access control and energy metering networks.",
    seoDescription:
      "Purple 2-pair 120 ohm RS-485 data cable, LSZH, 305m. Low-capacitance foil and braid screened bus cable for BMS and metering networks.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "lszh",
      "sheath-colour": "purple",
      standard: "en-50575",
      "voltage-rating": "300v",
      shielding: "foil-and-braid",
    },
    drawing: { kind: "twisted-pair", cores: 2, coreColours: [C.white, C.blue], screened: true },
  },
  {
    name: "KNX Bus Cable 2-Pair 0.8mm PVC Green 100m",
    ref: "BEL-KNX-2P08-PVC-GN",
    place: ["building-industrial-cables", "data-bus-cables", "knx-bus-cables"],
    description:
      "KNX bus cable with two pairs of 0.8 mm solid copper conductors (red/black and yellow/white), an aluminium foil screen with drain wire and the recognisable green PVC sheath. Tested at 4 kV so it may be installed alongside mains cables as KNX requires. Used for home and building automation: lighting, blinds, HVAC and presence detection.",
    seoDescription:
      "Green KNX bus cable, 2-pair 0.8mm solid copper with foil screen, PVC, 100m. 4 kV tested for lighting, blinds and HVAC building automation.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "green",
      "voltage-rating": "elv",
      shielding: "overall-foil",
      "conductor-size": "0-5mm2",
    },
    drawing: { kind: "twisted-pair", cores: 2, coreColours: [C.red, C.yellow], screened: true },
  },
  {
    name: "KNX Bus Cable 2-Pair 0.8mm LSZH Green 100m",
    ref: "BEL-KNX-2P08-LSZH-GN",
    place: ["building-industrial-cables", "data-bus-cables", "knx-bus-cables"],
    description:
      "The LSZH version of our KNX bus cable, for commercial buildings, hospitals and schools where halogen-free materials are required. Two twisted pairs of 0.8 mm solid copper, a foil screen with drain wire and a green low smoke zero halogen sheath, with a 4 kV dielectric test. Pairs are coloured red/black and yellow/white to KNX convention.",
    seoDescription:
      "Green KNX bus cable with LSZH sheath, 2-pair 0.8mm solid copper, 100m. Halogen-free smart building cabling for schools and hospitals.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "green",
      "voltage-rating": "elv",
      shielding: "overall-foil",
      "conductor-size": "0-5mm2",
    },
    drawing: { kind: "twisted-pair", cores: 2, coreColours: [C.red, C.yellow], screened: true },
    hasDatasheet: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Products: Audio & Broadcast

const audioProducts: ProductDef[] = [
  {
    name: "2-Core Speaker Cable 79 Strand 2.5mm² PVC Black 100m",
    ref: "BEL-SPK-2C25-PVC-BK",
    place: ["audio-broadcast-cables", "loudspeaker-cables", "installation-speaker-cables"],
    description:
      "Round, sheathed loudspeaker cable with two 79-strand (79/0.2 mm) oxygen-free copper conductors, giving a full 2.5 mm² cross-section for low-loss runs to passive speakers. Flexible PVC insulation and a black PVC sheath make it robust enough for installation in walls, ceilings and conduit. Red and black core insulation keeps polarity clear at both ends.",
    seoDescription:
      "Black 2-core 2.5mm² speaker cable with 79 strand oxygen-free copper, 100m. Round PVC sheathed cable for installed and home cinema speakers.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      shielding: "unscreened",
      "conductor-size": "2-5mm2",
    },
    drawing: { kind: "audio", cores: 2, coreColours: [C.red, C.black] },
  },
  {
    name: "2-Core Speaker Cable 79 Strand 2.5mm² PVC White 100m",
    ref: "BEL-SPK-2C25-PVC-WH",
    place: ["audio-broadcast-cables", "loudspeaker-cables", "installation-speaker-cables"],
    description:
      "White 79-strand 2.5 mm² speaker cable for home cinema, hospitality and retail installations where the cable stays on view. Oxygen-free copper conductors, polarity-marked insulation and a smooth white PVC sheath that clips neatly to skirting and ceilings. Supplied on a 100 m reel.",
    seoDescription:
      "White 2-core 2.5mm² 79 strand OFC speaker cable, 100m. Neat PVC sheath for visible runs in home cinema, bars, restaurants and retail.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "white",
      shielding: "unscreened",
      "conductor-size": "2-5mm2",
    },
    drawing: { kind: "audio", cores: 2, coreColours: [C.red, C.black] },
  },
  {
    name: "2-Core Speaker Cable 4.0mm² PVC Black 100m",
    ref: "BEL-SPK-2C40-PVC-BK",
    place: ["audio-broadcast-cables", "loudspeaker-cables", "installation-speaker-cables"],
    description:
      "Heavy-gauge 4.0 mm² two-core speaker cable for long runs to high-power PA speakers and subwoofers, where larger conductors keep damping factor and power loss under control. Fine-stranded oxygen-free copper gives flexibility, with a tough black PVC sheath for touring and fixed installation alike.",
    seoDescription:
      "Black 2-core 4.0mm² heavy-duty speaker cable with OFC conductors, 100m. Low-loss runs to high-power PA loudspeakers and subwoofers.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      shielding: "unscreened",
      "conductor-size": "4-0mm2",
    },
    drawing: { kind: "audio", cores: 2, coreColours: [C.red, C.black] },
  },
  {
    name: "4-Core Speaker Cable 2.5mm² LSZH Black 100m",
    ref: "BEL-SPK-4C25-LSZH-BK",
    place: ["audio-broadcast-cables", "loudspeaker-cables", "installation-speaker-cables"],
    description:
      "Four-core 2.5 mm² loudspeaker cable for bi-amped speakers or two separate zones in a single run, suited to four-pole loudspeaker connectors. Oxygen-free copper conductors are colour coded for easy termination, under a black LSZH sheath suitable for venues and public buildings.",
    seoDescription:
      "Black 4-core 2.5mm² LSZH speaker cable, 100m. OFC conductors for bi-amped loudspeakers and two-zone runs in venues and public buildings.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "lszh",
      "sheath-colour": "black",
      standard: "en-50575",
      "conductor-size": "2-5mm2",
    },
    drawing: { kind: "audio", cores: 4, coreColours: [C.red, C.black, C.blue, C.white] },
  },
  {
    name: "100V Line Speaker Cable 2-Core 1.5mm² LSZH White 100m",
    ref: "BEL-SPK-100V-2C15-WH",
    place: ["audio-broadcast-cables", "loudspeaker-cables", "pa-va-speaker-cables"],
    description:
      "A 1.5 mm² two-core cable for 100 V line background music and paging systems in shops, offices and schools. Because 100 V line systems carry modest currents, a 1.5 mm² conductor handles long speaker loops with minimal loss. White LSZH sheath for ceiling voids and exposed surfaces in public areas.",
    seoDescription:
      "White 100V line speaker cable, 2-core 1.5mm² with LSZH sheath, 100m. For background music and paging loops in shops, offices and schools.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "white",
      standard: "en-50575",
      "conductor-size": "1-5mm2",
    },
    drawing: { kind: "audio", cores: 2, coreColours: [C.brown, C.blue] },
  },
  {
    name: "Fire Resistant PA/VA Speaker Cable 2-Core 1.5mm² Red 100m",
    ref: "BEL-VA-FR-2C15-RD",
    place: ["audio-broadcast-cables", "loudspeaker-cables", "pa-va-speaker-cables"],
    seoTitle: "Fire Resistant PA/VA Speaker Cable 1.5mm² Red | BEL Cables",
    description:
      "Fire resistant loudspeaker cable for voice alarm and public address systems designed to BS 5839-8, keeping evacuation messages playing during a fire. Two 1.5 mm² solid copper conductors with fire-resistant insulation, an aluminium screen and CPC sit under a red LSZH sheath. Tested to BS EN 50200 PH30.",
    seoDescription:
      "Red fire resistant PA/VA speaker cable, 2-core 1.5mm², PH30 to BS EN 50200. Keeps voice alarm messages running during a fire. 100m drum.",
    specs: fireSpecs(2, "1-5mm2", "red", false),
    drawing: fireDrawing(2),
  },
  {
    name: "Balanced Microphone Cable 2 x 0.22mm² PVC Black 100m",
    ref: "BEL-MIC-022-BK",
    place: [
      "audio-broadcast-cables",
      "microphone-balanced-cables",
      "single-pair-microphone-cables",
    ],
    description:
      "A professional balanced microphone cable with two 0.22 mm² oxygen-free copper conductors, a conductive PVC layer and dense copper braid screen for low handling noise and excellent rejection of interference. The 6 mm flexible PVC sheath coils flat and resists kinking on stage and in the studio. Suitable for XLR microphone leads, line-level interconnects and installed tie-lines.",
    seoDescription:
      "Black balanced microphone cable, 2 x 0.22mm² OFC with copper braid, 100m. Low-noise, flexible cable for XLR leads, stage and studio use.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      shielding: "overall-braid",
      "conductor-size": "0-22mm2",
    },
    drawing: { kind: "audio", cores: 2, coreColours: [C.red, C.white], screened: true },
  },
  {
    name: "Balanced Microphone Cable 2 x 0.22mm² PVC Blue 100m",
    ref: "BEL-MIC-022-BL",
    place: [
      "audio-broadcast-cables",
      "microphone-balanced-cables",
      "single-pair-microphone-cables",
    ],
    description:
      "Identical in construction to our black microphone cable, this blue version lets engineers colour-code channels, sub-groups or stage boxes at a glance. An oxygen-free copper pair, conductive layer and high-coverage copper braid sit under a flexible matt PVC sheath.",
    seoDescription:
      "Blue balanced microphone cable, 2 x 0.22mm² OFC with copper braid screen, 100m. Colour-code channels and stage boxes at a glance.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "blue",
      shielding: "overall-braid",
      "conductor-size": "0-22mm2",
    },
    drawing: { kind: "audio", cores: 2, coreColours: [C.red, C.white], screened: true },
  },
  {
    name: "Star-Quad Microphone Cable 4 x 0.22mm² PVC Black 100m",
    ref: "BEL-MIC-SQ-BK",
    place: ["audio-broadcast-cables", "microphone-balanced-cables", "star-quad-microphone-cables"],
    description:
      "Star-quad microphone cable lays four 0.22 mm² conductors in a tight helix, with opposite conductors paired, to cancel magnetic hum from lighting dimmers, power cables and transformers. A dense copper braid adds electrostatic screening. The preferred choice for long stage runs, broadcast and recording studios.",
    seoDescription:
      "Black star-quad microphone cable, 4 x 0.22mm² OFC with copper braid, 100m. Cancels hum from dimmers and mains for stage and broadcast.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      shielding: "overall-braid",
      "conductor-size": "0-22mm2",
    },
    drawing: {
      kind: "audio",
      cores: 4,
      coreColours: [C.blue, C.blue, C.white, C.white],
      screened: true,
    },
  },
  {
    name: "Star-Quad Microphone Cable 4 x 0.22mm² PVC Red 100m",
    ref: "BEL-MIC-SQ-RD",
    place: ["audio-broadcast-cables", "microphone-balanced-cables", "star-quad-microphone-cables"],
    description:
      "Red star-quad microphone cable for colour-coding channels on stage and in broadcast facilities. Four oxygen-free copper conductors in star-quad geometry with a copper braid screen, finished in a flexible red PVC sheath that stays supple in cold conditions.",
    seoDescription:
      "Red star-quad microphone cable, 4 x 0.22mm² oxygen-free copper with braid screen, 100m. Low-noise, colour-coded mic cable for stage and studio.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "red",
      shielding: "overall-braid",
      "conductor-size": "0-22mm2",
    },
    drawing: {
      kind: "audio",
      cores: 4,
      coreColours: [C.blue, C.blue, C.white, C.white],
      screened: true,
    },
    hasDatasheet: false,
  },
  {
    name: "AES/EBU 110 Ohm Digital Audio Cable 1-Pair PVC Purple 100m",
    ref: "BEL-AES-1P-PU",
    place: ["audio-broadcast-cables", "microphone-balanced-cables"],
    seoTitle: "AES/EBU 110 Ohm Digital Audio Cable Purple | BEL Cables",
    description:
      "A 110 Ω digital audio cable for AES3 (AES/EBU) signals, also suitable for DMX512 lighting control and long analogue line runs. A foam-insulated tinned copper pair with foil and braid screen holds its impedance over long distances. The violet PVC sheath distinguishes digital lines from analogue.",
    seoDescription:
      "Purple AES/EBU 110 ohm digital audio cable, 1-pair with foil and braid screen, 100m. For AES3 digital audio, DMX512 and long line-level runs.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "pvc",
      "sheath-colour": "purple",
      shielding: "foil-and-braid",
      "conductor-size": "0-22mm2",
    },
    drawing: { kind: "audio", cores: 2, coreColours: [C.white, C.blue], screened: true },
  },
  {
    name: "Multicore Audio Snake Cable 8-Pair PVC Black 50m",
    ref: "BEL-SNK-08P-BK",
    place: ["audio-broadcast-cables", "multicore-snake-cables"],
    description:
      "An 8-pair multicore for stage boxes and studio looms, with each 0.22 mm² pair individually foil-screened, numbered and fitted with a drain wire for interference-free balanced audio. The flexible black PVC sheath is tough enough for touring yet easy to strip for fan-out terminations.",
    seoDescription:
      "Black 8-pair multicore audio snake cable, individually screened 0.22mm² pairs, 50m. Flexible PVC sheath for stage boxes and studio looms.",
    specs: {
      "number-of-cores": "16-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      shielding: "individually-screened",
      "conductor-size": "0-22mm2",
    },
    drawing: { kind: "audio", cores: 8, screened: true },
  },
  {
    name: "Multicore Audio Snake Cable 12-Pair PVC Black 50m",
    ref: "BEL-SNK-12P-BK",
    place: ["audio-broadcast-cables", "multicore-snake-cables"],
    description:
      "Twelve individually screened pairs in a single flexible sheath, carrying microphone and line signals between stage and front of house or between studio rooms. Colour-coded, numbered pairs speed up termination to multipin connectors and patch bays. Black PVC sheath, supplied in 50 m lengths or cut to order.",
    seoDescription:
      "Black 12-pair multicore audio snake cable with individually screened, numbered pairs, 50m. Stage to front-of-house and studio tie-lines.",
    specs: {
      "number-of-cores": "24-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      shielding: "individually-screened",
      "conductor-size": "0-22mm2",
      length: "cut-to-length",
    },
    drawing: { kind: "audio", cores: 12, screened: true },
  },
  {
    name: "Multicore Audio Cable 4-Pair LSZH Grey 100m",
    ref: "BEL-SNK-04P-LSZH-GY",
    place: ["audio-broadcast-cables", "multicore-snake-cables"],
    description:
      "A four-pair individually screened multicore for fixed installation in theatres, places of worship, conference centres and broadcast facilities. The LSZH sheath suits public buildings and escape routes, while numbered pairs and drain wires make for tidy termination at wall boxes and racks.",
    seoDescription:
      "Grey 4-pair individually screened multicore audio cable with LSZH sheath, 100m. For installed audio in theatres, churches and conference venues.",
    specs: {
      "number-of-cores": "8-core",
      "conductor-material": "oxygen-free-copper",
      "sheath-material": "lszh",
      "sheath-colour": "grey",
      shielding: "individually-screened",
      "conductor-size": "0-22mm2",
    },
    drawing: { kind: "audio", cores: 4, screened: true },
  },
  {
    name: "DMX512 Lighting Control Cable 2-Pair 110 Ohm PVC Black 100m",
    ref: "BEL-DMX-2P-BK",
    place: ["audio-broadcast-cables"],
    seoTitle: "DMX512 Lighting Control Cable 2-Pair 110 Ohm | BEL Cables",
    description:
      "A two-pair 110 Ω cable for DMX512 and RDM lighting control, with the second pair available for a second universe or future use. Foam-insulated tinned copper conductors with foil and braid screen preserve signal integrity across long runs from lighting desk to dimmers and fixtures. Flexible black PVC sheath for touring and installation.",
    seoDescription:
      "Black DMX512 lighting control cable, 2-pair 110 ohm with foil and braid screen, 100m. For DMX and RDM runs from desk to dimmers and fixtures.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "tinned-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      shielding: "foil-and-braid",
    },
    drawing: {
      kind: "audio",
      cores: 4,
      coreColours: [C.white, C.blue, C.white, C.orange],
      screened: true,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Products: Security & CCTV

const securityProducts: ProductDef[] = [
  {
    name: "4-Core Alarm Cable 7/0.2 PVC White 100m",
    ref: "BEL-AL4-PVC-WH",
    place: ["security-cctv-cables", "alarm-cables", "4-core-alarm-cables"],
    description:
      "Standard four-core intruder alarm cable with 7/0.2 mm stranded plain copper conductors, colour coded red, black, white and yellow, under a white PVC sheath. Built to BS 4737-3.30 with a CPR class Eca declaration, it connects PIRs, door contacts and keypads to the control panel on domestic and commercial systems. Genuine copper, never copper-clad aluminium, for a reliable supply to detectors.",
    seoDescription:
      "White 4-core 7/0.2 alarm cable with solid copper strands and PVC sheath, 100m. For PIRs, door contacts and keypads. BS 4737-3.30, CPR Eca.",
    specs: alarmSpecs(4, "pvc", "white", false),
    drawing: alarmDrawing(4, false),
  },
  {
    name: "4-Core Alarm Cable 7/0.2 LSZH White 100m",
    ref: "BEL-AL4-LSZH-WH",
    place: ["security-cctv-cables", "alarm-cables", "4-core-alarm-cables"],
    description:
      "LSZH four-core alarm cable for intruder, access control and nurse call wiring in schools, hospitals and public buildings. Four 7/0.2 mm plain copper cores are colour coded for quick identification, under a white low smoke zero halogen sheath. An easy-strip sheath and flexible cores make terminating in crowded detector terminals quick and tidy.",
    seoDescription:
      "White 4-core 7/0.2 LSZH alarm cable, 100m. Low smoke zero halogen wiring for intruder alarm, access control and nurse call in public buildings.",
    specs: alarmSpecs(4, "lszh", "white", false),
    drawing: alarmDrawing(4, false),
  },
  {
    name: "4-Core Screened Alarm Cable 7/0.2 PVC White 100m",
    ref: "BEL-AL4S-PVC-WH",
    place: ["security-cctv-cables", "alarm-cables"],
    description:
      "Screened alarm cable with four 7/0.2 mm copper cores wrapped in aluminium/polyester foil with a tinned copper drain wire, for detectors, readers and sounders routed near mains cabling or fluorescent lighting. White PVC sheath, BS 4737-3.30 construction.",
    seoDescription:
      "White 4-core screened 7/0.2 alarm cable with foil and drain wire, PVC, 100m. Interference-free wiring for detectors, readers and sounders.",
    specs: alarmSpecs(4, "pvc", "white", true),
    drawing: alarmDrawing(4, true),
  },
  {
    name: "6-Core Alarm Cable 7/0.2 PVC White 100m",
    ref: "BEL-AL6-PVC-WH",
    place: ["security-cctv-cables", "alarm-cables", "6-core-alarm-cables"],
    description:
      "Six-core alarm cable providing separate pairs for power, alarm and tamper circuits on PIR detectors, with a spare pair for anti-masking or fault outputs. Stranded 7/0.2 mm plain copper cores and a white PVC sheath to BS 4737-3.30, with CPR class Eca.",
    seoDescription:
      "White 6-core 7/0.2 alarm cable, PVC, 100m. Power, alarm and tamper pairs plus a spare for anti-masking outputs. BS 4737-3.30, CPR Eca.",
    specs: alarmSpecs(6, "pvc", "white", false),
    drawing: alarmDrawing(6, false),
  },
  {
    name: "6-Core Alarm Cable 7/0.2 PVC Black 100m",
    ref: "BEL-AL6-PVC-BK",
    place: ["security-cctv-cables", "alarm-cables", "6-core-alarm-cables"],
    description:
      "Black-sheathed six-core alarm cable for external sounders, beam detectors and gate sensors, and for installations where a dark finish blends in. A UV-stabilised PVC sheath covers six 7/0.2 mm plain copper cores, with the same colour coding as our white alarm cable.",
    seoDescription:
      "Black 6-core 7/0.2 alarm cable with UV-stabilised PVC sheath, 100m. For external sounders, beam detectors, gate sensors and dark finishes.",
    specs: alarmSpecs(6, "pvc", "black", false),
    drawing: alarmDrawing(6, false),
    hasDatasheet: false,
  },
  {
    name: "6-Core Screened Alarm Cable 7/0.2 LSZH White 100m",
    ref: "BEL-AL6S-LSZH-WH",
    place: ["security-cctv-cables", "alarm-cables", "6-core-alarm-cables"],
    description:
      "Six-core LSZH alarm cable with an overall foil screen and drain wire for interference-sensitive circuits such as bus-connected keypads, remote input/output expanders and access control readers. White low smoke zero halogen sheath for commercial and public premises.",
    seoDescription:
      "White 6-core screened 7/0.2 alarm cable with LSZH sheath, 100m. Foil screen and drain for data bus keypads, expanders and access readers.",
    specs: alarmSpecs(6, "lszh", "white", true),
    drawing: alarmDrawing(6, true),
  },
  {
    name: "8-Core Alarm Cable 7/0.2 PVC White 100m",
    ref: "BEL-AL8-PVC-WH",
    place: ["security-cctv-cables", "alarm-cables", "8-12-core-alarm-cables"],
    description:
      "Eight-core alarm cable for keypads, remote arming stations and detectors with additional outputs. Eight colour-coded 7/0.2 mm plain copper cores sit under a white PVC sheath, to BS 4737-3.30 construction.",
    seoDescription:
      "White 8-core 7/0.2 alarm cable, PVC, 100m. Colour-coded plain copper cores for keypads, arming stations and multi-output detectors.",
    specs: alarmSpecs(8, "pvc", "white", false),
    drawing: alarmDrawing(8, false),
  },
  {
    name: "12-Core Alarm Cable 7/0.2 PVC White 100m",
    ref: "BEL-AL12-PVC-WH",
    place: ["security-cctv-cables", "alarm-cables", "8-12-core-alarm-cables"],
    description:
      "Twelve-core alarm cable for home runs to multiple detectors, key switches and control equipment on larger installations. Colour-coded 7/0.2 mm plain copper cores and a white PVC sheath, with a CPR class Eca declaration.",
    seoDescription:
      "White 12-core 7/0.2 alarm cable, PVC, 100m. Colour-coded copper cores for home runs to multiple detectors on larger alarm installations.",
    specs: alarmSpecs(12, "pvc", "white", false),
    drawing: alarmDrawing(12, false),
    hasDatasheet: false,
  },
  {
    name: "RG59 + 2-Core Power PVC CCTV Composite Cable 250m Black",
    ref: "BEL-CCTV-RG59P-BK",
    place: ["security-cctv-cables", "cctv-composite-cables", "rg59-composite-cables"],
    seoTitle: "RG59 + 2-Core Power CCTV Composite Cable 250m | BEL Cables",
    description:
      "The installer's standard cable for HD analogue CCTV: RG59 coax with a 0.6 mm solid copper conductor and copper braid, moulded side by side with two 0.75 mm² red and black power cores. A single pull carries HD-TVI, HD-CVI or AHD video and 12 V DC power to each camera. External-grade black PVC sheath, supplied on a 250 m drum.",
    seoDescription:
      "Black RG59 plus 2-core power CCTV composite cable, 250m drum. Coax and two 0.75mm² power cores in one pull for HD-TVI, HD-CVI and AHD cameras.",
    specs: {
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      "voltage-rating": "elv",
      "cable-category": "rg59",
      shielding: "overall-braid",
    },
    drawing: { kind: "composite", cores: 2, coreColours: [C.red, C.black], screened: true },
  },
  {
    name: "RG59 + 2-Core Power LSZH CCTV Composite Cable 100m White",
    ref: "BEL-CCTV-RG59P-LSZH-WH",
    place: ["security-cctv-cables", "cctv-composite-cables", "rg59-composite-cables"],
    seoTitle: "RG59 + Power LSZH CCTV Composite Cable White | BEL Cables",
    description:
      "LSZH composite CCTV cable combining RG59 coax with two 0.75 mm² power cores, for camera systems in hospitals, schools, stations and other public buildings. The white sheath gives a neat finish on internal surface runs, and the coax accepts standard RG59 BNC crimp and compression connectors.",
    seoDescription:
      "White RG59 plus 2-core power CCTV composite cable with LSZH sheath, 100m. Neat camera wiring for hospitals, schools and public buildings.",
    specs: {
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "white",
      "voltage-rating": "elv",
      "cable-category": "rg59",
      shielding: "overall-braid",
    },
    drawing: { kind: "composite", cores: 2, coreColours: [C.red, C.black], screened: true },
  },
  {
    name: "Cat6 + 2-Core Power PE Hybrid CCTV Cable 305m Black",
    ref: "BEL-CCTV-C6P-PE-BK",
    place: ["security-cctv-cables", "cctv-composite-cables", "ip-cctv-hybrid-cables"],
    description:
      "A hybrid cable combining Cat6 U/UTP with two 1.0 mm² power cores under a UV-resistant black PE sheath, for IP cameras, access points and barriers beyond the 100 m PoE limit or wherever local power is preferred. The data element supports Gigabit Ethernet, while the separate power pair can feed 12/24 V DC or switched outputs.",
    seoDescription:
      "Black Cat6 plus 2-core power hybrid CCTV cable, external PE sheath, 305m. Gigabit data and 12/24V DC power in one cable for IP cameras.",
    specs: {
      "conductor-material": "plain-copper",
      "sheath-material": "pe",
      "sheath-colour": "black",
      "voltage-rating": "elv",
      "cable-category": "cat6",
      shielding: "unscreened",
    },
    drawing: { kind: "composite", cores: 2, coreColours: [C.red, C.black] },
  },
  {
    name: "Cat5e + 2-Core Power LSZH Hybrid CCTV Cable 305m Grey",
    ref: "BEL-CCTV-C5EP-LSZH-GY",
    place: ["security-cctv-cables", "cctv-composite-cables", "ip-cctv-hybrid-cables"],
    seoTitle: "Cat5e + Power LSZH Hybrid CCTV Cable 305m Grey | BEL Cables",
    description:
      "An internal hybrid cable pairing Cat5e U/UTP with two 0.75 mm² power cores in a grey LSZH sheath, ideal for IP cameras and door stations that need auxiliary power for heaters, IR illuminators or locks. One cable, one pull and one containment route simplify installation in commercial buildings.",
    seoDescription:
      "Grey Cat5e plus 2-core power hybrid cable with LSZH sheath, 305m. Data and auxiliary power for IP cameras, door stations and locks in one pull.",
    specs: {
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "grey",
      "voltage-rating": "elv",
      "cable-category": "cat5e",
      shielding: "unscreened",
    },
    drawing: { kind: "composite", cores: 2, coreColours: [C.red, C.black] },
  },
  {
    name: "Access Control Cable 8-Core Screened LSZH Grey 100m",
    ref: "BEL-ACC-8C-LSZH-GY",
    place: ["security-cctv-cables", "access-control-cables"],
    description:
      "Eight-core overall screened cable for access control readers, exit buttons, door contacts and maglock feeds. Stranded 7/0.2 mm cores in standard alarm colours, a foil screen with drain wire for Wiegand and RS-485 reader signalling, and a grey LSZH sheath for commercial buildings.",
    seoDescription:
      "Grey 8-core screened access control cable with LSZH sheath, 100m. 7/0.2 cores for readers, exit buttons, door contacts and maglocks.",
    specs: {
      "number-of-cores": "8-core",
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "grey",
      "voltage-rating": "elv",
      shielding: "overall-foil",
      "conductor-size": "0-22mm2",
    },
    drawing: alarmDrawing(8, true),
  },
  {
    name: "Door Entry Cable 2-Pair 0.5mm Screened PVC White 100m",
    ref: "BEL-DE-2P05-WH",
    place: ["security-cctv-cables", "access-control-cables"],
    description:
      "Two twisted pairs of 0.5 mm solid copper with an overall foil screen, for audio and video door entry systems, intercoms and warden call. The twisted construction reduces hum on audio circuits, while the white PVC sheath suits surface installation in apartment blocks and offices.",
    seoDescription:
      "White 2-pair 0.5mm screened door entry cable, PVC, 100m. Twisted pairs with foil screen for intercoms, video door entry and warden call.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "white",
      "voltage-rating": "elv",
      shielding: "overall-foil",
    },
    drawing: { kind: "twisted-pair", cores: 2, coreColours: [C.blue, C.orange], screened: true },
  },
];

// ---------------------------------------------------------------------------------------------
// Products: Industrial & Power

const powerProducts: ProductDef[] = [
  {
    name: "2-Core SWA Armoured Cable 6942X 1.5mm² Black 50m",
    ref: "BEL-SWA-2C15-50",
    place: ["industrial-power-cables", "armoured-cables", "pvc-swa-cables"],
    description:
      "Two-core steel wire armoured cable to BS 5467 for outdoor supplies to garden buildings, lighting bollards, gates and pumps. Copper conductors with XLPE insulation (brown and blue), PVC bedding, galvanised steel wire armour and a black PVC sheath, rated 600/1000 V. The armour gives mechanical protection and may serve as the circuit protective conductor where verified by calculation.",
    seoDescription:
      "Black 2-core 1.5mm² SWA armoured cable 6942X to BS 5467, 50m. 600/1000V XLPE cable for garden lighting, gates, pumps and outbuildings.",
    specs: swaSpecs(2, "1-5mm2", false),
    drawing: swaDrawing(2),
  },
  {
    name: "2-Core SWA Armoured Cable 6942X 2.5mm² Black 50m",
    ref: "BEL-SWA-2C25-50",
    place: ["industrial-power-cables", "armoured-cables", "pvc-swa-cables"],
    description:
      "A 2.5 mm² two-core SWA cable for socket circuits in outbuildings, external lighting and control panels. Stranded copper conductors with 90 °C XLPE insulation, galvanised steel wire armour and a black PVC sheath to BS 5467 (6942X). Suitable for direct burial, ducts and cable tray.",
    seoDescription:
      "Black 2-core 2.5mm² SWA armoured cable 6942X, 50m. BS 5467 XLPE/SWA/PVC cable for outbuilding sockets, external lighting and control panels.",
    specs: swaSpecs(2, "2-5mm2", false),
    drawing: swaDrawing(2),
  },
  {
    name: "3-Core SWA Armoured Cable 6943X 2.5mm² Black 50m",
    ref: "BEL-SWA-3C25-50",
    place: ["industrial-power-cables", "armoured-cables", "pvc-swa-cables"],
    description:
      "Three-core 2.5 mm² SWA (6943X) with brown, black and grey cores, used where a separate CPC is wanted in addition to the armour, or for switched and two-way circuits. XLPE insulation, galvanised steel armour and a black PVC sheath to BS 5467, rated 600/1000 V.",
    seoDescription:
      "Black 3-core 2.5mm² SWA armoured cable 6943X to BS 5467, 50m. Brown, black and grey cores for circuits needing a separate CPC. 600/1000V.",
    specs: swaSpecs(3, "2-5mm2", false),
    drawing: swaDrawing(3),
  },
  {
    name: "3-Core SWA Armoured Cable 6943X 6.0mm² Black 50m",
    ref: "BEL-SWA-3C60-50",
    place: ["industrial-power-cables", "armoured-cables", "pvc-swa-cables"],
    description:
      "The go-to size for 7 kW EV chargers and larger outbuilding sub-mains, this 6.0 mm² three-core SWA cable has stranded copper conductors, XLPE insulation rated to 90 °C and galvanised steel wire armour. Black PVC outer sheath, suitable for direct burial at the correct depth with warning tape, or installation in duct.",
    seoDescription:
      "Black 3-core 6.0mm² SWA armoured cable 6943X, 50m. Ideal for 7kW EV chargers, garages and outbuilding sub-mains. BS 5467, 600/1000V.",
    specs: swaSpecs(3, "6-0mm2", false),
    drawing: swaDrawing(3),
  },
  {
    name: "4-Core SWA Armoured Cable 6944X 6.0mm² Black 50m",
    ref: "BEL-SWA-4C60-50",
    place: ["industrial-power-cables", "armoured-cables", "pvc-swa-cables"],
    description:
      "A 6.0 mm² four-core SWA for three-phase supplies to compressors, pumps, HVAC plant and workshop machinery. Manufactured to BS 5467 with brown, black, grey and blue XLPE-insulated conductors, galvanised steel armour and a black PVC sheath.",
    seoDescription:
      "Black 4-core 6.0mm² SWA armoured cable 6944X to BS 5467, 50m. Three-phase supplies for compressors, pumps, HVAC plant and machinery.",
    specs: swaSpecs(4, "6-0mm2", false),
    drawing: swaDrawing(4),
  },
  {
    name: "4-Core SWA Armoured Cable 6944X 10mm² Black 50m",
    ref: "BEL-SWA-4C10-50",
    place: ["industrial-power-cables", "armoured-cables", "pvc-swa-cables"],
    description:
      "Four-core 10 mm² SWA for three-phase sub-mains, motors and commercial distribution boards. Brown, black, grey and blue XLPE-insulated copper conductors, PVC bedding, galvanised steel wire armour and a black PVC sheath to BS 5467, rated 600/1000 V.",
    seoDescription:
      "Black 4-core 10mm² SWA armoured cable 6944X, 50m. BS 5467 three-phase cable for sub-mains, motors and commercial distribution boards.",
    specs: swaSpecs(4, "10mm2", false),
    drawing: swaDrawing(4),
    hasDatasheet: false,
  },
  {
    name: "3-Core LSZH SWA Armoured Cable 6943LE 2.5mm² Black 50m",
    ref: "BEL-SWA-LE-3C25-50",
    place: ["industrial-power-cables", "armoured-cables", "lszh-swa-cables"],
    description:
      "LSZH armoured cable to BS 6724 for power and control circuits inside public buildings, tunnels, hospitals and data centres, where smoke and corrosive gases must be kept to a minimum. XLPE-insulated copper conductors, LSZH bedding, galvanised steel wire armour and a black LSZH sheath, rated 600/1000 V.",
    seoDescription:
      "Black 3-core 2.5mm² LSZH SWA armoured cable 6943LE to BS 6724, 50m. Low smoke power cable for hospitals, tunnels and data centres.",
    specs: swaSpecs(3, "2-5mm2", true),
    drawing: swaDrawing(3),
  },
  {
    name: "4-Core LSZH SWA Armoured Cable 6944LE 16mm² Black 50m",
    ref: "BEL-SWA-LE-4C16-50",
    place: ["industrial-power-cables", "armoured-cables", "lszh-swa-cables"],
    description:
      "Four-core 16 mm² LSZH SWA for three-phase sub-mains in commercial and public buildings. Built to BS 6724 with stranded copper conductors, XLPE insulation and low smoke zero halogen bedding and sheath, giving excellent mechanical protection with reduced smoke and toxic gas in a fire.",
    seoDescription:
      "Black 4-core 16mm² LSZH SWA armoured cable 6944LE to BS 6724, 50m. Three-phase sub-mains for commercial and public buildings, 600/1000V.",
    specs: swaSpecs(4, "16mm2", true),
    drawing: swaDrawing(4),
  },
  {
    name: "Twin & Earth Cable 6242Y 1.0mm² Grey 100m",
    ref: "BEL-TE-10-GY",
    place: ["industrial-power-cables", "installation-cables", "twin-earth-cables"],
    description:
      "Flat twin and earth cable to BS 6004 for domestic and commercial lighting circuits. Two 1.0 mm² solid copper conductors with brown and blue PVC insulation and a 1.0 mm² bare CPC sit under a grey PVC sheath rated 300/500 V. Sleeve the CPC green and yellow at terminations as BS 7671 requires.",
    seoDescription:
      "Grey 6242Y twin and earth cable 1.0mm² to BS 6004, 100m coil. Flat PVC cable for domestic and commercial lighting circuits, 300/500V.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "grey",
      standard: "bs-6004",
      "voltage-rating": "300-500v",
      "conductor-size": "1-0mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.copper, C.blue] },
  },
  {
    name: "Twin & Earth Cable 6242Y 1.5mm² Grey 100m",
    ref: "BEL-TE-15-GY",
    place: ["industrial-power-cables", "installation-cables", "twin-earth-cables"],
    description:
      "The standard size for lighting and low-current radial circuits, our 6242Y 1.5 mm² twin and earth has solid plain copper conductors, a 1.0 mm² CPC and a grey PVC sheath. Manufactured to BS 6004 under third-party product approval. Clear metre markings and a smooth sheath make it quick to pull through joists and clip.",
    seoDescription:
      "Grey 6242Y twin and earth cable 1.5mm² to BS 6004, 100m. Approved flat PVC cable for lighting and radial circuits with clear metre markings.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "grey",
      standard: "bs-6004",
      "voltage-rating": "300-500v",
      "conductor-size": "1-5mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.copper, C.blue] },
  },
  {
    name: "Twin & Earth Cable 6242Y 2.5mm² Grey 100m",
    ref: "BEL-TE-25-GY",
    place: ["industrial-power-cables", "installation-cables", "twin-earth-cables"],
    description:
      "2.5 mm² twin and earth for ring final circuits and radial socket circuits, with a 1.5 mm² bare CPC. Plain copper conductors, brown and blue PVC insulation and a grey PVC sheath to BS 6004, rated 300/500 V. Supplied in 100 m coils.",
    seoDescription:
      "Grey 6242Y twin and earth cable 2.5mm² to BS 6004, 100m coil. For ring final and radial socket circuits, with 1.5mm² CPC. 300/500V.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "grey",
      standard: "bs-6004",
      "voltage-rating": "300-500v",
      "conductor-size": "2-5mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.copper, C.blue] },
  },
  {
    name: "Twin & Earth Cable 6242Y 6.0mm² Grey 50m",
    ref: "BEL-TE-60-GY",
    place: ["industrial-power-cables", "installation-cables", "twin-earth-cables"],
    description:
      "6.0 mm² twin and earth for electric showers, cookers and larger radial circuits, with stranded copper conductors and a 2.5 mm² CPC. Grey PVC sheath to BS 6004, rated 300/500 V, and supplied in 50 m coils.",
    seoDescription:
      "Grey 6242Y twin and earth cable 6.0mm² to BS 6004, 50m coil. For electric showers, cookers and larger radial circuits, with 2.5mm² CPC.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "grey",
      standard: "bs-6004",
      "voltage-rating": "300-500v",
      "conductor-size": "6-0mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.copper, C.blue] },
  },
  {
    name: "Twin & Earth LSZH Cable 6242B 2.5mm² White 100m",
    ref: "BEL-TE-LSZH-25-WH",
    place: ["industrial-power-cables", "installation-cables", "twin-earth-cables"],
    description:
      "LSZH twin and earth to BS 7211 for escape routes, social housing, healthcare and public buildings where low smoke zero halogen wiring is specified. Two 2.5 mm² copper conductors with a 1.5 mm² CPC, brown and blue LSZH insulation and a white LSZH sheath.",
    seoDescription:
      "White 6242B LSZH twin and earth cable 2.5mm² to BS 7211, 100m. Low smoke zero halogen wiring for escape routes, housing and healthcare.",
    specs: {
      "number-of-cores": "2-core",
      "conductor-material": "plain-copper",
      "sheath-material": "lszh",
      "sheath-colour": "white",
      "voltage-rating": "300-500v",
      "conductor-size": "2-5mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.copper, C.blue] },
  },
  {
    name: "6491X Single Core Conduit Cable 2.5mm² Blue 100m",
    ref: "BEL-6491X-25-BL",
    place: ["industrial-power-cables", "installation-cables", "single-core-conduit-cables"],
    description:
      "Single-core PVC insulated conduit wire (H07V-R, 6491X) for installation in conduit and trunking in commercial and industrial premises. Stranded plain copper conductor to BS EN 50525-2-31, rated 450/750 V. Blue insulation for neutral conductors in single-phase and three-phase circuits.",
    seoDescription:
      "Blue 6491X single core conduit cable 2.5mm², H07V-R to BS EN 50525-2-31, 100m. 450/750V PVC wire for conduit and trunking installations.",
    specs: {
      "number-of-cores": "1-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "blue",
      standard: "bs-en-50525",
      "voltage-rating": "450-750v",
      "conductor-size": "2-5mm2",
    },
    drawing: singleCoreDrawing(C.copper),
  },
  {
    name: "6491X Single Core Conduit Cable 4.0mm² Black 100m",
    ref: "BEL-6491X-40-BK",
    place: ["industrial-power-cables", "installation-cables", "single-core-conduit-cables"],
    description:
      "4.0 mm² 6491X conduit wire for sub-circuits and distribution wiring in steel or PVC conduit and trunking. Stranded plain copper with black PVC insulation to BS EN 50525-2-31, rated 450/750 V. Black identifies the L2 phase in three-phase installations to BS 7671.",
    seoDescription:
      "Black 6491X single core conduit cable 4.0mm² to BS EN 50525-2-31, 100m. Stranded copper PVC wire for conduit and trunking, 450/750V.",
    specs: {
      "number-of-cores": "1-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "black",
      standard: "bs-en-50525",
      "voltage-rating": "450-750v",
      "conductor-size": "4-0mm2",
    },
    drawing: singleCoreDrawing(C.copper),
  },
  {
    name: "H07RN-F Rubber Flex 3-Core 2.5mm² Black 50m",
    ref: "BEL-H07RN-3C25-BK",
    place: ["industrial-power-cables", "flexible-cables", "rubber-flex-cables"],
    description:
      "Heavy-duty H07RN-F rubber flex to BS EN 50525-2-21 for temporary power, construction sites, events, generators and outdoor machinery. Flexible Class 5 copper conductors with EPR rubber insulation and a tough polychloroprene sheath that resists oil, water, UV and abrasion. Rated 450/750 V and flexible down to -25 °C.",
    seoDescription:
      "Black H07RN-F rubber flex, 3-core 2.5mm², 50m. Heavy-duty 450/750V cable for site power, events and generators. Oil, UV and water resistant.",
    specs: {
      "number-of-cores": "3-core",
      "conductor-material": "plain-copper",
      "sheath-material": "rubber",
      "sheath-colour": "black",
      standard: "bs-en-50525",
      "voltage-rating": "450-750v",
      "conductor-size": "2-5mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.blue, C.greenYellow] },
  },
  {
    name: "H07RN-F Rubber Flex 3-Core 1.5mm² Black 50m",
    ref: "BEL-H07RN-3C15-BK",
    place: ["industrial-power-cables", "flexible-cables", "rubber-flex-cables"],
    description:
      "A 1.5 mm² three-core H07RN-F flex for power tools, pumps, lighting towers and portable equipment used outdoors and in wet conditions. Class 5 flexible copper, EPR rubber insulation and a heavy polychloroprene sheath in black, rated 450/750 V to BS EN 50525-2-21.",
    seoDescription:
      "Black H07RN-F rubber flex, 3-core 1.5mm², 50m. Tough 450/750V flexible cable for power tools, pumps and portable outdoor equipment.",
    specs: {
      "number-of-cores": "3-core",
      "conductor-material": "plain-copper",
      "sheath-material": "rubber",
      "sheath-colour": "black",
      standard: "bs-en-50525",
      "voltage-rating": "450-750v",
      "conductor-size": "1-5mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.blue, C.greenYellow] },
  },
  {
    name: "H07RN-F Rubber Flex 5-Core 2.5mm² Black 50m",
    ref: "BEL-H07RN-5C25-BK",
    place: ["industrial-power-cables", "flexible-cables", "rubber-flex-cables"],
    description:
      "Five-core H07RN-F for three-phase portable equipment, site distribution units and stage power, terminating in 5-pin industrial connectors. Flexible copper conductors, EPR insulation and an oil and UV resistant polychloroprene sheath to BS EN 50525-2-21.",
    seoDescription:
      "Black H07RN-F rubber flex, 5-core 2.5mm², 50m. Three-phase flexible cable for site distribution, stage power and portable machinery.",
    specs: {
      "number-of-cores": "5-core",
      "conductor-material": "plain-copper",
      "sheath-material": "rubber",
      "sheath-colour": "black",
      standard: "bs-en-50525",
      "voltage-rating": "450-750v",
      "conductor-size": "2-5mm2",
    },
    drawing: {
      kind: "multicore",
      cores: 5,
      coreColours: [C.brown, C.black, C.grey, C.blue, C.greenYellow],
    },
  },
  {
    name: "Arctic Grade Flex 3-Core 2.5mm² Blue 50m",
    ref: "BEL-ARC-3C25-BL",
    place: ["industrial-power-cables", "flexible-cables", "arctic-flex-cables"],
    description:
      "Arctic grade flexible cable with a special PVC compound that stays pliable down to -25 °C, for 230 V extension leads, site equipment and outdoor events in cold weather. The blue sheath follows the industrial colour convention for 230 V supplies. Class 5 flexible copper conductors, rated 300/500 V.",
    seoDescription:
      "Blue arctic grade flex, 3-core 2.5mm², 50m. Cold-flexible PVC cable to -25°C for 230V extension leads, site equipment and outdoor events.",
    specs: {
      "number-of-cores": "3-core",
      "conductor-material": "plain-copper",
      "sheath-material": "arctic-pvc",
      "sheath-colour": "blue",
      standard: "bs-en-50525",
      "voltage-rating": "300-500v",
      "conductor-size": "2-5mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.blue, C.greenYellow] },
  },
  {
    name: "Arctic Grade Flex 3-Core 1.5mm² Yellow 50m",
    ref: "BEL-ARC-3C15-YE",
    place: ["industrial-power-cables", "flexible-cables", "arctic-flex-cables"],
    description:
      "Yellow arctic grade flex for 110 V site tools and transformers, identifying reduced low voltage supplies on construction sites. The cold-flexible PVC sheath stays pliable and crack-resistant through the winter, over three 1.5 mm² Class 5 copper conductors.",
    seoDescription:
      "Yellow arctic grade flex, 3-core 1.5mm², 50m. Cold-flexible cable for 110V site tools and transformers on construction sites.",
    specs: {
      "number-of-cores": "3-core",
      "conductor-material": "plain-copper",
      "sheath-material": "arctic-pvc",
      "sheath-colour": "yellow",
      standard: "bs-en-50525",
      "voltage-rating": "300-500v",
      "conductor-size": "1-5mm2",
    },
    drawing: { kind: "multicore", cores: 3, coreColours: [C.brown, C.blue, C.greenYellow] },
  },
  {
    name: "Arctic Grade Flex 5-Core 2.5mm² Red 50m",
    ref: "BEL-ARC-5C25-RD",
    place: ["industrial-power-cables", "flexible-cables", "arctic-flex-cables"],
    description:
      "Red five-core arctic grade flex for 400 V three-phase extension leads, welders and site distribution equipment. The red sheath matches the colour convention for 400 V industrial connectors, and the arctic-grade compound keeps the cable flexible in freezing temperatures.",
    seoDescription:
      "Red arctic grade flex, 5-core 2.5mm², 50m. Cold-flexible 400V three-phase cable for extension leads, welders and site distribution.",
    specs: {
      "number-of-cores": "5-core",
      "conductor-material": "plain-copper",
      "sheath-material": "arctic-pvc",
      "sheath-colour": "red",
      standard: "bs-en-50525",
      "voltage-rating": "300-500v",
      "conductor-size": "2-5mm2",
    },
    drawing: {
      kind: "multicore",
      cores: 5,
      coreColours: [C.brown, C.black, C.grey, C.blue, C.greenYellow],
    },
  },
  {
    name: "CY Screened Control Cable 4-Core 1.0mm² PVC Grey 50m",
    ref: "BEL-CY-4C10-GY",
    place: ["industrial-power-cables", "flexible-cables"],
    description:
      "Flexible screened control cable for variable speed drives, motor feedback, PLCs and control panels where electromagnetic compatibility matters. Class 5 plain copper conductors with numbered black cores and a green/yellow earth, a transparent PVC inner sheath, tinned copper braid and grey PVC outer sheath, rated 300/500 V.",
    seoDescription:
      "Grey CY screened control cable, 4-core 1.0mm² with tinned copper braid, 50m. EMC-friendly flexible cable for drives, PLCs and panels.",
    specs: {
      "number-of-cores": "4-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "grey",
      "voltage-rating": "300-500v",
      shielding: "overall-braid",
      "conductor-size": "1-0mm2",
    },
    drawing: {
      kind: "multicore",
      cores: 4,
      coreColours: [C.black, C.black, C.black, C.greenYellow],
      screened: true,
    },
  },
  {
    name: "YY Control Cable 12-Core 0.75mm² PVC Grey 50m",
    ref: "BEL-YY-12C075-GY",
    place: ["industrial-power-cables"],
    description:
      "Unscreened flexible control cable for machinery, conveyors and automation equipment where cables are occasionally moved without tensile stress. Twelve Class 5 plain copper conductors with numbered black cores and a green/yellow earth sit under an oil-resistant grey PVC sheath rated 300/500 V.",
    seoDescription:
      "Grey YY control cable, 12-core 0.75mm² with numbered cores, 50m. Flexible oil-resistant PVC cable for machinery, conveyors and automation.",
    specs: {
      "number-of-cores": "12-core",
      "conductor-material": "plain-copper",
      "sheath-material": "pvc",
      "sheath-colour": "grey",
      "voltage-rating": "300-500v",
      shielding: "unscreened",
      "conductor-size": "0-75mm2",
    },
    drawing: {
      kind: "multicore",
      cores: 12,
      coreColours: [...Array<string>(11).fill(C.black), C.greenYellow],
    },
  },
  {
    name: "Tri-Rated Panel Wire 1.0mm² Black 100m",
    ref: "BEL-TRI-10-BK",
    place: ["industrial-power-cables", "panel-hook-up-wire"],
    description:
      "Tri-rated switchgear and panel wire meeting BS 6231 type CK, UL 1015 and CSA TEW, for wiring control panels, switchgear and machinery destined for UK, European and North American markets. Flexible Class 5 tinned copper conductor with heat-resistant PVC insulation, rated 600/1000 V and 90 °C (105 °C to UL).",
    seoDescription:
      "Black tri-rated panel wire 1.0mm² to BS 6231, UL 1015 and CSA TEW, 100m. Tinned copper switchgear wire for control panels and machinery.",
    specs: triRatedSpecs("1-0mm2", "black"),
    drawing: singleCoreDrawing(C.copper),
    sku: "BEL-TRI-10-BK-100",
  },
  ...(
    [
      ["1.0", "1-0mm2", "Blue", "blue", "BL"],
      ["1.0", "1-0mm2", "Red", "red", "RD"],
      ["1.0", "1-0mm2", "Grey", "grey", "GY"],
      ["1.5", "1-5mm2", "Black", "black", "BK"],
      ["1.5", "1-5mm2", "Blue", "blue", "BL"],
    ] as const
  ).map(([size, sizeSlug, colour, colourSlug, code]): ProductDef => ({
    name: `Tri-Rated Panel Wire ${size}mm² ${colour} 100m`,
    ref: `BEL-TRI-${size.replace(".", "")}-${code}`,
    place: ["industrial-power-cables", "panel-hook-up-wire"],
    description: `${colour} ${size} mm² tri-rated switchgear and panel wire to BS 6231 type CK, UL 1015 and CSA TEW, the same construction as our black wire: a flexible Class 5 tinned copper conductor with heat-resistant PVC insulation, rated 600/1000 V and 90 °C (105 °C to UL).`,
    seoDescription: `${colour} tri-rated panel wire ${size}mm² to BS 6231, UL 1015 and CSA TEW, 100m. Tinned copper switchgear wire for control panels.`,
    specs: triRatedSpecs(sizeSlug, colourSlug),
    drawing: singleCoreDrawing(C.copper),
    hasDatasheet: false,
    sku: `BEL-TRI-${size.replace(".", "")}-${code}-100`,
    variantOf: "Tri-Rated Panel Wire 1.0mm² Black 100m",
  })),
  {
    name: "Tri-Rated Panel Wire 0.75mm² Blue 100m",
    ref: "BEL-TRI-075-BL",
    place: ["industrial-power-cables", "panel-hook-up-wire"],
    description:
      "0.75 mm² tri-rated wire in blue, widely used for DC control circuits and neutral conductors in control panels. Fine-stranded tinned copper crimps cleanly into bootlace ferrules, with flame-retardant PVC insulation meeting BS 6231, UL 1015 and CSA TEW.",
    seoDescription:
      "Blue tri-rated panel wire 0.75mm², 100m. Fine-stranded tinned copper for DC control circuits in panels. BS 6231, UL 1015 and CSA TEW.",
    specs: triRatedSpecs("0-75mm2", "blue"),
    drawing: singleCoreDrawing(C.copper),
    sku: "BEL-TRI-075-BL-100",
    variantOf: "Tri-Rated Panel Wire 1.0mm² Black 100m",
  },
  {
    name: "Tri-Rated Panel Wire 1.5mm² Grey 100m",
    ref: "BEL-TRI-15-GY",
    place: ["industrial-power-cables", "panel-hook-up-wire"],
    description:
      "1.5 mm² grey tri-rated panel wire for power wiring within control panels, motor control centres and switchboards. Flexible tinned copper conductor with PVC insulation, approved to BS 6231, UL 1015 and CSA TEW and rated 600/1000 V.",
    seoDescription:
      "Grey tri-rated panel wire 1.5mm², 100m. Flexible tinned copper switchgear wire for control panels and MCCs, BS 6231 and UL 1015 rated.",
    specs: triRatedSpecs("1-5mm2", "grey"),
    drawing: singleCoreDrawing(C.copper),
    sku: "BEL-TRI-15-GY-100",
    variantOf: "Tri-Rated Panel Wire 1.0mm² Black 100m",
  },
  {
    name: "Tri-Rated Panel Wire 0.5mm² Orange 100m",
    ref: "BEL-TRI-05-OR",
    place: ["industrial-power-cables", "panel-hook-up-wire"],
    description:
      "Orange tri-rated wire, conventionally used for interlock circuits and supplies that stay live when the panel's main isolator is switched off. A 0.5 mm² flexible tinned copper conductor with flame-retardant PVC insulation to BS 6231, UL 1015 and CSA TEW.",
    seoDescription:
      "Orange tri-rated panel wire 0.5mm², 100m. Identifies interlock and externally fed circuits in control panels. BS 6231, UL 1015, CSA TEW.",
    specs: triRatedSpecs("0-5mm2", "orange"),
    drawing: singleCoreDrawing(C.copper),
    hasDatasheet: false,
    sku: "BEL-TRI-05-OR-100",
    variantOf: "Tri-Rated Panel Wire 1.0mm² Black 100m",
  },
];

/** All demo products, family by family. */
export const products: SeedProduct[] = [
  ...lanProducts,
  ...coaxProducts,
  ...buildingProducts,
  ...audioProducts,
  ...securityProducts,
  ...powerProducts,
].map((def) => withSpecifierFigures(product(def)));

// ---------------------------------------------------------------------------------------------
// Review templates (the seed picks from these at random)

export const reviewTemplates: SeedReview[] = [
  {
    name: "James Whitfield",
    country: "United Kingdom",
    rating: 5,
    heading: "Consistent quality every drum",
    comment:
      "We've pulled dozens of drums this year without a single fault. The sheath strips cleanly and the metre markings are accurate.",
  },
  {
    name: "Siobhán Byrne",
    country: "Ireland",
    rating: 5,
    heading: "Quick delivery to Cork",
    comment:
      "Ordered on Monday afternoon and it was on site in Cork by Wednesday morning. Cable exactly as described and well packed on the pallet.",
  },
  {
    name: "Ahmed Al Mansoori",
    country: "United Arab Emirates",
    rating: 5,
    heading: "Reliable for large projects",
    comment:
      "Supplied cable for a hotel fit-out in Dubai. Documentation and test reports came through promptly, which made consultant approval straightforward.",
  },
  {
    name: "Mark Davies",
    country: "United Kingdom",
    rating: 4,
    heading: "Good cable, fair price",
    comment:
      "Easy to terminate and priced competitively against the big brands. Would like a few more colour options on the smaller reels.",
  },
  {
    name: "Katarzyna Nowak",
    country: "Poland",
    rating: 5,
    heading: "Excellent technical support",
    comment:
      "The sales engineer helped us choose the right construction for an industrial site and sent datasheets the same day. Very professional.",
  },
  {
    name: "Tom Fletcher",
    country: "United Kingdom",
    rating: 5,
    heading: "Terminates beautifully",
    comment:
      "Conductors are spot on for size and the insulation doesn't shrink back when you strip it. Makes a real difference over hundreds of terminations.",
  },
  {
    name: "Fatima Al-Harthy",
    country: "Oman",
    rating: 4,
    heading: "Well documented",
    comment:
      "Datasheets and declarations of performance were available before we placed the order. Delivery to Muscat took a little longer than quoted but arrived in perfect condition.",
  },
  {
    name: "Ciarán O'Neill",
    country: "Ireland",
    rating: 5,
    heading: "Our go-to supplier now",
    comment:
      "Switched from another manufacturer last year and haven't looked back. Consistent sheath finish and the drums are always wound evenly.",
  },
  {
    name: "Lukas Becker",
    country: "Germany",
    rating: 4,
    heading: "Solid product",
    comment:
      "Good mechanical quality and accurate dimensions. Our own sample tests matched the datasheet figures.",
  },
  {
    name: "Sarah Mitchell",
    country: "United Kingdom",
    rating: 3,
    heading: "Good cable, slow dispatch",
    comment:
      "The cable itself is fine and passed all our checks. Dispatch took four days rather than the next day we were expecting, during a busy period.",
  },
  {
    name: "Omar Haddad",
    country: "Saudi Arabia",
    rating: 5,
    heading: "Approved first time",
    comment:
      "Passed the consultant's submittal review first time thanks to the full compliance pack. Cable quality is excellent.",
  },
  {
    name: "Gareth Hughes",
    country: "United Kingdom",
    rating: 5,
    heading: "Tough but flexible sheath",
    comment:
      "Pulled through tight containment in a cold warehouse and the sheath didn't crack or kink. Really impressed.",
  },
  {
    name: "Eva Jansen",
    country: "Netherlands",
    rating: 4,
    heading: "Neat and consistent",
    comment: "Legible sheath print, clean reels and fair pricing. Would order again.",
  },
  {
    name: "Rob Kavanagh",
    country: "Ireland",
    rating: 4,
    heading: "Does what it says",
    comment:
      "No complaints at all. Dispensed smoothly right to the end and the print is easy to read in a dark ceiling void.",
  },
  {
    name: "Priya Sharma",
    country: "United Kingdom",
    rating: 5,
    heading: "Great for our trade counters",
    comment:
      "We stock BEL across our branches and customer returns are practically zero. Stock availability has been reliable too.",
  },
  {
    name: "Khalid Al-Thani",
    country: "Qatar",
    rating: 5,
    heading: "High quality, well packed",
    comment:
      "Drums arrived shrink-wrapped with end caps fitted, even after sea freight. Quality is on a par with the European brands we use.",
  },
  {
    name: "Pierre Lefèvre",
    country: "France",
    rating: 4,
    heading: "Good value for export",
    comment:
      "Competitive pricing and proper paperwork for export. Transit took a week, which is what we were told.",
  },
  {
    name: "Dan Roberts",
    country: "United Kingdom",
    rating: 2,
    heading: "Damaged drum on arrival",
    comment:
      "The outer layers on one drum were scuffed by the courier. Customer service sent a replacement quickly, but it held up our first fix by two days.",
  },
  {
    name: "Niamh Gallagher",
    country: "Ireland",
    rating: 5,
    heading: "Spot on",
    comment:
      "Exactly what we needed for a school refurbishment. Clear markings and delivered to site on the day promised.",
  },
  {
    name: "Yousef Nasser",
    country: "Kuwait",
    rating: 4,
    heading: "Good support on a large order",
    comment:
      "The export team handled our order professionally and kept us updated throughout. Performance on site has been excellent.",
  },
  {
    name: "Chris Walker",
    country: "United Kingdom",
    rating: 5,
    heading: "Passes every test",
    comment:
      "We test every circuit before handover and the first-time pass rate with this cable is excellent. Saves us a lot of time.",
  },
  {
    name: "Anna Lindqvist",
    country: "Sweden",
    rating: 4,
    heading: "Handles the cold well",
    comment:
      "Installed in winter conditions and the cable stayed flexible. Good quality sheath and clear print.",
  },
  {
    name: "Matteo Rossi",
    country: "Italy",
    rating: 4,
    heading: "Reliable manufacturer",
    comment:
      "Consistent quality across several orders. Technical questions were answered quickly by email.",
  },
  {
    name: "Paul Jenkins",
    country: "United Kingdom",
    rating: 3,
    heading: "Pricier than expected",
    comment:
      "Quality is very good, no doubt, but carriage on a small order pushed the cost up. Better value on full drums.",
  },
  {
    name: "Hassan Jaber",
    country: "Bahrain",
    rating: 5,
    heading: "Excellent service",
    comment:
      "Fast quotation, correct documentation and the cable arrived exactly as specified. Highly recommended for contractors in the Gulf.",
  },
  {
    name: "Sinéad Walsh",
    country: "Ireland",
    rating: 5,
    heading: "Clean strip every time",
    comment:
      "The sheath and insulation strip cleanly with no residue, so terminations are quick and tidy.",
  },
  {
    name: "Jonathan Price",
    country: "United Kingdom",
    rating: 4,
    heading: "Good all round",
    comment:
      "Good quality, sensible prices, and the online datasheets are handy when the client asks questions on site.",
  },
  {
    name: "Marta García",
    country: "Spain",
    rating: 4,
    heading: "Very satisfied",
    comment: "Correct lengths, good packaging and helpful customer service. We will keep ordering.",
  },
  {
    name: "Liam Murphy",
    country: "United Kingdom",
    rating: 5,
    heading: "Better than our old brand",
    comment:
      "Noticeably better build quality than what we used before, and the drums are easier to handle on site.",
  },
  {
    name: "Rania Khoury",
    country: "United Arab Emirates",
    rating: 4,
    heading: "Clear labelling",
    comment:
      "Every drum was clearly labelled with batch numbers, which our QA team appreciates. A short delay at customs, but nothing to do with the supplier.",
  },
  {
    name: "Stuart McKenzie",
    country: "United Kingdom",
    rating: 5,
    heading: "Proper British manufacturing",
    comment: "You can tell the quality control is tight. Every reel we've opened has been perfect.",
  },
  {
    name: "Jan de Vries",
    country: "Netherlands",
    rating: 3,
    heading: "Packaging could be stronger",
    comment:
      "Cable quality is fine. The cartons could be sturdier for pallet shipments, as two arrived with crushed corners.",
  },
  {
    name: "Emma Thompson",
    country: "United Kingdom",
    rating: 5,
    heading: "Helpful sales team",
    comment:
      "They talked us through the options rather than just selling us the most expensive one. The cable has been faultless.",
  },
  {
    name: "Michał Kowalski",
    country: "Poland",
    rating: 4,
    heading: "Good value",
    comment:
      "Good price for the quality and delivered within a week to Warsaw. The sheath print is clear and durable.",
  },
  {
    name: "Abdulrahman Al-Qahtani",
    country: "Saudi Arabia",
    rating: 5,
    heading: "Consistent across batches",
    comment:
      "We've taken several shipments and every batch has been consistent. The test certificates are thorough.",
  },
  {
    name: "Declan Reilly",
    country: "Ireland",
    rating: 2,
    heading: "Wrong colour supplied",
    comment:
      "Part of our order came in the wrong sheath colour. It was put right, but it cost us a return visit to site.",
  },
  {
    name: "Rachel Evans",
    country: "United Kingdom",
    rating: 4,
    heading: "Easy to work with",
    comment:
      "Good flexibility and the sheath doesn't mark easily. Nice to have a UK manufacturer you can actually phone.",
  },
  {
    name: "Henrik Nielsen",
    country: "Denmark",
    rating: 5,
    heading: "Excellent documentation",
    comment:
      "Full CPR declarations and datasheets were supplied with the order. Quality is as good as any supplier we use.",
  },
  {
    name: "Ali Rahman",
    country: "United Kingdom",
    rating: 5,
    heading: "Quick turnaround",
    comment:
      "We needed cut lengths urgently for a shutdown and they had them on a van the same afternoon.",
  },
  {
    name: "Sophie Martin",
    country: "Belgium",
    rating: 4,
    heading: "Recommended",
    comment:
      "Reliable product and good communication from the export team. The cable handled well during installation.",
  },
];

// ---------------------------------------------------------------------------------------------
// Certificates (url "" = the seed generates a PDF instead)

/** `name` is what lists show (the storefront's list, the admin table), `title` the heading. */
export const certificates: { name: string; title: string; description: string; url: string }[] = [
  {
    name: "ISO 9001",
    title: "ISO 9001:2015 Quality Management",
    description:
      "Our quality management system is certified to ISO 9001:2015 for the design, manufacture and supply of data, communication, fire resistant and power cables, covering every stage from incoming copper to final test.",
    url: "",
  },
  {
    name: "ISO 14001",
    title: "ISO 14001:2015 Environmental Management",
    description:
      "Independent certification of our environmental management system, covering energy use, scrap copper and compound recycling, and the reduction of packaging waste across our manufacturing sites.",
    url: "https://www.iafcertsearch.org/certified-entity/bel-cables-limited",
  },
  {
    name: "Product approval",
    title: "Third-Party Cable Product Approval",
    description:
      "Product certification for our twin and earth (BS 6004), PVC armoured (BS 5467) and LSZH armoured (BS 6724) cables, with regular factory audits and independent sample testing.",
    url: "https://www.basec.org.uk/certificate-search?company=BEL%20Cables",
  },
  {
    name: "Fire resistant cables",
    title: "Fire Resistant Cable Certification",
    description:
      "Independent certification of our standard (BS EN 50200 PH30) and enhanced (BS 8434-2 PH120) fire resistant cables for use in fire detection, alarm and emergency lighting systems to BS 5839-1 and BS 5266-1.",
    url: "https://www.redbooklive.com/search/?company=BEL+Cables",
  },
  {
    name: "UKCA & CE",
    title: "UKCA & CE Declarations of Performance",
    description:
      "Declarations of Performance and conformity under the Construction Products Regulation (EN 50575) for all cables intended for permanent installation in buildings, with UKCA and CE marking.",
    url: "",
  },
  {
    name: "RoHS & REACH",
    title: "RoHS & REACH Compliance Statement",
    description:
      "Confirmation that our cables comply with the RoHS Directive restrictions on hazardous substances and contain no REACH Substances of Very High Concern above the 0.1% threshold.",
    url: "",
  },
  {
    name: "Data cable performance",
    title: "Third-Party Data Cable Performance Verification",
    description:
      "Independent verification that our Cat5e, Cat6 and Cat6A twisted-pair cables meet the transmission performance of ANSI/TIA-568.2-D and ISO/IEC 11801-1 for their category, with samples of every production run tested.",
    url: "",
  },
];

// ---------------------------------------------------------------------------------------------
// FAQ videos

export const faqVideos: { title: string; url: string; description: string }[] = [
  {
    title: "How to Terminate Cat6 onto an RJ45 Keystone Jack",
    url: "https://www.youtube.com/watch?v=Xk3pR7mT2qL",
    description:
      "Step-by-step termination of Cat6 U/UTP onto a tool-less keystone jack: stripping, removing the spline, keeping the pair twists to within 13 mm and testing the finished link.",
  },
  {
    title: "Choosing the Right Coax for Satellite and Freesat",
    url: "https://youtu.be/bT9wQ4nZ1cE",
    description:
      "We compare RG6, CT100 and WF100-type cables, explain why copper screens matter for LNB powering, and show when a twin shotgun cable saves time.",
  },
  {
    title: "Installing Fire Resistant Cable: Clips, Bends and Terminations",
    url: "https://www.youtube.com/watch?v=F4rE2cL8pHs",
    description:
      "Best practice for PH30 and PH120 fire cable installation, including fire-rated supports, minimum bend radii, CPC sleeving and glanding into red enclosures.",
  },
  {
    title: "SWA Glanding Explained",
    url: "https://youtu.be/sW4gL9nDk2A",
    description:
      "How to strip SWA cable, fit a CW gland, clamp the armour correctly and bond it to earth, with tips on shrouds and choosing the right gland size.",
  },
  {
    title: "U/UTP, F/UTP or S/FTP: Which Cat6A Should You Specify?",
    url: "https://www.youtube.com/watch?v=Qa8vL2nYt5M",
    description:
      "Our applications engineer explains the trade-offs between unscreened and screened Cat6A, covering diameter, alien crosstalk, PoE heating and earthing.",
  },
  {
    title: "Fitting Compression F-Connectors to RG6 and CT100",
    url: "https://youtu.be/Jm7cR3wP0dE",
    description:
      "A quick guide to preparing coax with a two-stage stripper, folding back the braid and crimping compression F-connectors for a weatherproof, low-loss joint.",
  },
];

// ---------------------------------------------------------------------------------------------
// Know-how guides (the seed turns each body into a PDF)

export const knowHow: { title: string; description: string; body: string[] }[] = [
  {
    title: "Understanding CPR Euroclasses for Cables",
    description:
      "What the Construction Products Regulation means for cable selection, and how to read a Euroclass such as Cca-s1b,d1,a1.",
    body: [
      "Since July 2017, cables permanently installed in buildings in the UK and the EU have fallen under the Construction Products Regulation (CPR). Their reaction to fire is classified under EN 13501-6 and declared by the manufacturer against the harmonised standard EN 50575. Every such cable must carry a Declaration of Performance and, in Great Britain, UKCA marking.",
      "The main Euroclass runs from Aca (non-combustible) through B1ca, B2ca, Cca and Dca to Eca and Fca. It reflects how much heat the cable gives off and how far flame spreads along a vertical bundle. Most data and alarm cables sit in Dca or Eca, while cables for higher-risk buildings are commonly specified at Cca or B2ca.",
      "Additional classifications describe smoke production (s1a, s1b, s2, s3), flaming droplets (d0, d1, d2) and acidity (a1, a2, a3). A cable classed Cca-s1b,d1,a1 therefore combines limited flame spread with low smoke, few flaming droplets and low acidity, the profile you would expect from a good-quality LSZH cable.",
      "In the UK, BS 7671 calls for cables to meet at least Eca, and the appropriate class for a particular building should come from the designer's risk assessment. Escape routes, high-rise residential buildings, hospitals and transport hubs generally call for higher classes.",
      "Remember that the CPR covers reaction to fire, not resistance to fire. A cable's ability to keep working during a fire, as fire alarm and emergency lighting cables must, is tested separately under standards such as BS EN 50200 and BS 8434-2.",
      "Every BEL Cables product within the scope of the CPR has its Euroclass printed on the sheath and stated on the datasheet, and the Declaration of Performance is available to download from the product page.",
    ],
  },
  {
    title: "Choosing Between U/UTP, F/UTP and S/FTP Data Cable",
    description:
      "A practical guide to unscreened and screened twisted-pair cabling: when screening helps, what it costs and how to install it properly.",
    body: [
      "Twisted-pair data cables reject interference mainly through the balance of each pair: noise picked up equally by both conductors cancels at the receiver. For most offices, schools and homes, a well-made U/UTP cable is all that is needed, and it is the easiest and quickest to install.",
      "An overall foil screen (F/UTP) adds protection against external interference from motors, variable speed drives, fluorescent lighting and radio transmitters. It also reduces the cable diameter needed to reach Cat6A performance, because the screen takes on much of the work of controlling alien crosstalk.",
      "S/FTP cables foil each pair individually and add an overall braid. This gives the best immunity to interference and crosstalk, and suits data centres, broadcast facilities, laboratories and industrial networks. The trade-off is a stiffer cable that takes more care to terminate.",
      "Screened cabling only works if the screen is continuous from end to end. Use shielded connectors and patch panels throughout, terminate the drain wire or braid correctly, and make sure the cabinet is bonded to the building's protective earth.",
      "For power over Ethernet, larger conductors and screened constructions both help dissipate heat in large bundles. Where IEEE 802.3bt Type 4 devices are planned, Cat6A, and screened Cat6A in particular, gives the most headroom.",
      "If you are unsure, our technical team can recommend a cable based on the environment, link lengths and the applications the network needs to support over its life.",
    ],
  },
  {
    title: "Fire Resistant Cable: Standard or Enhanced Grade?",
    description:
      "How BS 5839-1, BS EN 50200 and BS 8434-2 fit together, and how to decide between PH30 and PH120 fire resistant cables.",
    body: [
      "Fire detection and alarm systems, emergency lighting and voice alarm systems must keep working while a fire develops. BS 5839-1 therefore calls for fire resistant cables in two grades: standard and enhanced.",
      "Standard-grade cables are tested to BS EN 50200, where the cable is exposed to flame and mechanical shock and must maintain circuit integrity for 30 minutes (PH30). They suit most buildings where the evacuation strategy is simultaneous and the system is needed only for a short time.",
      "Enhanced-grade cables must survive for 120 minutes under BS 8434-2, which adds a water spray to the test to simulate firefighting activity. They are required in unsprinklered buildings over 30 m high, in phased evacuation buildings and wherever the fire strategy calls for the system to keep operating for extended periods.",
      "Installation matters as much as the cable. Use fire-rated metal clips, ties or trays so the cable is not brought down when plastic containment softens, respect the minimum bending radius, and sleeve the bare CPC at every termination.",
      "Red is the preferred sheath colour for fire alarm cables so they are easily identified, although white and other colours are available for decorated areas where the fire strategy allows.",
      "All BEL fire resistant cables are independently certified, and their PH classification and grade are printed clearly along the sheath.",
    ],
  },
  {
    title: "Selecting Coaxial Cable for TV, Satellite and CCTV",
    description:
      "RG6, CT100, WF100-type, RG59 and RG11 compared: conductor materials, screening and where each one belongs.",
    body: [
      "All TV, satellite and CCTV coaxial cables are 75 Ω, but they differ considerably in conductor material, dielectric and screening, and those differences decide how well a system performs.",
      "For satellite installations, copper-screened cables such as CT100 and WF100-type are preferred. A solid copper centre conductor and copper braid give low DC loop resistance, which matters when the receiver powers the LNB or a multiswitch over long runs.",
      "RG6 cables with copper-clad steel conductors and aluminium braids are lighter and more economical, and are widely used for terrestrial TV, CATV and IRS distribution. Quad-shield RG6 adds extra screening for installations near strong sources of interference such as mobile masts.",
      "RG59 remains the standard coax for HD analogue CCTV, and composite cables that pair RG59 with two power cores cut installation time. For long trunk runs in larger systems, RG11 offers markedly lower attenuation.",
      "Choose a PE sheath for outdoor and buried-in-duct runs, PVC for general internal use and LSZH for public buildings and escape routes. Always fit connectors designed for the exact cable type, and weatherproof every outdoor connection.",
    ],
  },
  {
    title: "SWA Cable: Sizing, Installation and Glanding",
    description:
      "A guide to specifying and installing steel wire armoured cable to BS 5467 and BS 6724, from cable sizing to terminating the armour.",
    body: [
      "Steel wire armoured (SWA) cable is the standard choice for power distribution outdoors, underground and in industrial environments. BS 5467 covers the familiar PVC-sheathed types, while BS 6724 covers the LSZH version for use inside public buildings.",
      "Cable size depends on the design current, the installation method, grouping, ambient temperature and the length of the run, which affects voltage drop. Always size cables using the current-carrying capacity and voltage-drop tables of BS 7671, or design software that applies them.",
      "When burying SWA, lay it at a suitable depth, typically at least 450 mm under gardens and 600 mm under driveways, on a bed of sifted soil or sand, with warning tape above and the route recorded on the installation drawings.",
      "The armour may be used as the circuit protective conductor if its cross-section is sufficient for the fault level, which should be verified by calculation. Otherwise, use a three-core cable with a dedicated CPC or run a separate earth conductor.",
      "Terminate the armour with a correctly sized CW gland for indoor use or a CW gland with a shroud outdoors, and use a banjo or earth tag to bond the armour to the enclosure's earth. Make sure the armour wires are cut evenly and clamped fully within the gland cone.",
      "Our technical team can help with cable sizing and can supply SWA cut to length with matching glands.",
    ],
  },
  {
    title: "LSZH or PVC: Choosing the Right Sheath",
    description:
      "The differences between low smoke zero halogen and PVC sheathed cables, and the buildings where each belongs.",
    body: [
      "When PVC burns it gives off dense black smoke and hydrogen chloride gas, which forms corrosive hydrochloric acid when it meets moisture. In an enclosed space this makes escape harder and can damage electronic equipment long after a fire is out.",
      "Low smoke zero halogen (LSZH) compounds contain no halogens. In a fire they produce far less smoke, so escape routes stay visible for longer, and the gases given off are much less toxic and corrosive. LSZH performance is assessed using tests such as IEC 61034 for smoke density and IEC 60754 for acidity.",
      "LSZH is the right choice for escape routes, hospitals, schools, transport infrastructure, data centres and any densely occupied or enclosed space. Many specifications now call for LSZH throughout commercial and public buildings.",
      "PVC still has a place. It is tough, flexible, easy to work with and usually less expensive, which makes it well suited to domestic installations, industrial plant and outdoor applications where smoke emission is less critical.",
      "LSZH compounds are slightly stiffer and can mark more easily, so use proper cable lubricants, avoid sharp edges and follow the recommended pulling tensions.",
      "Whichever sheath you choose, check that the cable's CPR Euroclass matches the building's fire strategy. Sheath material alone does not determine the classification.",
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Blog posts

export const blogPosts: { title: string; description: string; date: string }[] = [
  {
    title: "BEL Cables Expands Cat6A Production Capacity",
    description:
      "A new extrusion and pair-twinning line at our West Midlands site doubles our Cat6A output. The investment shortens lead times on screened and unscreened Cat6A and adds new sheath colours to the range.",
    date: "2024-02-13",
  },
  {
    title: "BS 7671 Amendment 3: What Installers Need to Know",
    description:
      "The latest amendment to the IET Wiring Regulations brings changes affecting cable selection and installation. We summarise the key points and how our product range supports compliance.",
    date: "2024-08-20",
  },
  {
    title: "Why We Never Use Copper-Clad Aluminium",
    description:
      "Copper-clad aluminium data cables can look like a bargain, but they fall short on PoE, termination reliability and fire safety. Here is why every BEL data cable uses solid copper conductors.",
    date: "2024-11-06",
  },
  {
    title: "Enhanced PH120 Fire Resistant Cables Now Available from Stock",
    description:
      "Our enhanced-grade fire resistant range, tested to BS 8434-2, is now held in stock in red and white, in 2-core and 4-core. Contractors can order next-day delivery on 100 m drums.",
    date: "2025-03-18",
  },
  {
    title: "Wi-Fi 7 and the Case for Cat6A",
    description:
      "Multi-gigabit access points are pushing Cat6 cabling to its limits. We look at why Cat6A is becoming the minimum specification for new wireless deployments and what that means for containment.",
    date: "2025-06-24",
  },
  {
    title: "Recyclable Packaging Across Our Reel-in-Box Range",
    description:
      "We have replaced plastic reels and film in our 305 m data cable boxes with recyclable cardboard alternatives. The change removes around 40 tonnes of plastic from the supply chain each year.",
    date: "2025-10-09",
  },
  {
    title: "Specifying KNX and BMS Cabling for Smart Buildings",
    description:
      "Smart buildings rely on a mix of KNX, RS-485 and Ethernet cabling. Our engineers explain how to choose cable types, plan segregation and avoid common commissioning problems.",
    date: "2026-02-17",
  },
  {
    title: "Meet the BEL Cables Team at This Year's Trade Shows",
    description:
      "Our technical and sales teams are on the road this year with new product launches and live termination demonstrations. Find out where to meet us and book a one-to-one session with an engineer.",
    date: "2026-09-03",
  },
];

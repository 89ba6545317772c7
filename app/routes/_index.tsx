import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getFamilies } from "~/models/category.server";
import { pageMeta } from "~/utils/meta";
import { storedImageRenditions } from "~/utils/uploads";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "One stop solution for all your cables needs",
    "UK manufacturer of building, fire, data, coaxial, audio, CCTV and power cables, tested in-house and supplied worldwide.",
    location,
  );

export async function loader() {
  const start = performance.now();
  const families = getFamilies();
  return data(
    { families },
    { headers: { "Server-Timing": `db;dur=${(performance.now() - start).toFixed(1)}` } },
  );
}

type Family = ReturnType<typeof getFamilies>[number];

/**
 * A category tile's image (app.css .category-grid, .category-tile): 150 px, or its tile's width
 * less 26 px of padding and borders where that is less: 2 columns below 400 px, 6 columns of the
 * container from 1100 px until it is 1168 px wide.
 */
const TILE_SIZES =
  "(min-width:1168px) 150px,(min-width:1100px) calc(16.7vw - 44px),(min-width:400px) 150px,calc(50vw - 50px)";

const BANNERS = [
  {
    to: "/products?subcategory=fire-detection-alarm-cables",
    kicker: "Fire safety",
    title: "Fire Detection & Alarm Cables",
    text: "PH30 and PH120 enhanced fire-resistant cables for life-safety circuits.",
    tone: "fire",
  },
  {
    to: "/products?subcategory=coaxial-cables",
    kicker: "Signal",
    title: "Coaxial Cables",
    text: "RG6, RG59, RG11 and satellite coax with dual and quad shields.",
    tone: "coax",
  },
  {
    to: "/products?subcategory=paired-cables",
    kicker: "Control",
    title: "Paired Cables",
    text: "Screened pairs for BMS, instrumentation and access control.",
    tone: "paired",
  },
  {
    to: "/products?category=copper-connectivity",
    kicker: "Networks",
    title: "Copper Connectivity",
    text: "Cat5e, Cat6 and Cat6A data cables in LSZH and PVC.",
    tone: "copper",
  },
];

const VALUES = [
  {
    title: "Our Vision",
    text: "To be the UK's most trusted cable partner, known for cables that simply work, year after year.",
  },
  {
    title: "Our Mission",
    text: "To make, test and deliver the right cable for every installation, with honest advice and fast supply.",
  },
  {
    title: "Our Values",
    text: "Quality without shortcuts, safety by design, respect for our customers' time and for the environment.",
  },
];

export default function Home() {
  const { families } = useLoaderData<{ families: Family[] }>();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">Made and tested in the United Kingdom</p>
            <h1>One stop solution for all your cables needs</h1>
            <p className="hero__lead">
              Building, fire, data, coaxial, audio, security and power cables, manufactured to
              British and European standards and shipped from stock.
            </p>
            <div className="hero__actions">
              <a
                className="btn btn--accent btn--lg"
                href="/products?category=building-industrial-cables"
              >
                Building &amp; Industrial Cables
              </a>
              <a className="btn btn--ghost btn--lg" href="/contact-us">
                Talk to an engineer
              </a>
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <HeroArt />
          </div>
        </div>
      </section>

      <section className="brand-strip">
        <div className="container brand-strip__inner">
          <div>
            <h2>Cables you can specify with confidence</h2>
            <p>
              More than a thousand products tested in-house, full datasheets, and engineers who
              answer the phone. From a single drum to a project schedule, we have you covered.
            </p>
          </div>
          <ul className="brand-strip__facts">
            <li>
              <strong>2014</strong>
              <span>established</span>
            </li>
            <li>
              <strong>1000+</strong>
              <span>products tested</span>
            </li>
            <li>
              <strong>6</strong>
              <span>cable families</span>
            </li>
          </ul>
          <a className="btn" href="/products">
            View All Products
          </a>
        </div>
      </section>

      <section className="container section" aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="section__title">
          Explore Popular Categories
        </h2>
        <ul className="category-grid">
          {families.map((f) => (
            <li key={f.id}>
              <a
                href={`/products?category=${encodeURIComponent(f.slug)}`}
                className="category-tile"
              >
                {f.image ? (
                  <img
                    {...storedImageRenditions(f.image)}
                    sizes={TILE_SIZES}
                    alt=""
                    width={150}
                    height={150}
                    loading="lazy"
                  />
                ) : (
                  <span className="category-tile__placeholder" />
                )}
                <span className="category-tile__name">{f.name}</span>
                <span className="category-tile__count">
                  {f.productCount} {f.productCount === 1 ? "product" : "products"}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section banners" aria-label="Featured ranges">
        {BANNERS.map((b) => (
          <a key={b.to} href={b.to} className={`banner banner--${b.tone}`}>
            <span className="banner__kicker">{b.kicker}</span>
            <span className="banner__title">{b.title}</span>
            <span className="banner__text">{b.text}</span>
            <span className="banner__cta">Shop now</span>
          </a>
        ))}
      </section>

      <section className="values" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading" className="section__title">
            Vision, mission and values
          </h2>
          <div className="values__grid">
            {VALUES.map((v) => (
              <article key={v.title} className="value-card">
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

function HeroArt() {
  const rings = [
    { r: 150, fill: "#0a2f57" },
    { r: 132, fill: "#F28C28" },
    { r: 120, fill: "#e9eef5" },
  ];
  const cores = [
    { x: 170, y: 150, c: "#8a5a2b" },
    { x: 230, y: 150, c: "#222" },
    { x: 200, y: 205, c: "#8d99a6" },
    { x: 200, y: 100, c: "#2b6cb0" },
  ];
  return (
    <svg viewBox="0 0 400 320" width="400" height="320">
      <g transform="translate(0 10)">
        {rings.map((ring) => (
          <circle key={ring.r} cx="200" cy="150" r={ring.r} fill={ring.fill} />
        ))}
        {cores.map((core) => (
          <g key={`${core.x}-${core.y}`}>
            <circle cx={core.x} cy={core.y} r="34" fill={core.c} />
            <circle cx={core.x} cy={core.y} r="20" fill="#c98a3e" />
            <circle cx={core.x} cy={core.y} r="20" fill="url(#strands)" />
          </g>
        ))}
      </g>
      <defs>
        <pattern id="strands" width="8" height="8" patternUnits="userSpaceOnUse">
          <circle cx="4" cy="4" r="3" fill="#e0a458" stroke="#a86b2a" strokeWidth="0.8" />
        </pattern>
      </defs>
    </svg>
  );
}

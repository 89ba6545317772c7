import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useRootData } from "~/components/root-data";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "About Us",
    "Who we are: a UK cable manufacturer established in 2014, testing more than 1000 products in-house.",
    location,
  );

export default function About() {
  const brand = useRootData()?.site.brand;
  const sections = [
    {
      title: "Who We Are",
      text: `${brand} was established in 2014 to give installers, contractors and distributors one dependable source for the cables a modern building needs. From our UK base we design, make and supply building-management, fire, data, coaxial, audio, security and power cables, and we ship them across the UK, Europe and the Middle East.`,
    },
    {
      title: `The ${brand} Promise`,
      text: "Every drum that leaves us is the cable its datasheet describes. We publish full specifications, keep our standards approvals current, and answer technical questions with engineers, not scripts.",
    },
    {
      title: "Quality and Variety",
      text: "More than 1000 products are tested in-house: conductor resistance, insulation, spark tests and sheath checks on every batch, and fire performance on our fire-resistant ranges. One catalogue covers everything from Cat6A data cable to 4-core SWA.",
    },
    {
      title: "Tailored Solutions",
      text: "Need a special colour, a printed legend, a custom length or a composite construction? We make cables to order and help you choose the right one for the job, from a single drum to a project schedule.",
    },
    {
      title: "Future-Proof",
      text: "We invest in low-smoke zero-halogen compounds, CPR-classified constructions and higher-bandwidth data cables, so what you install today still meets tomorrow's regulations and networks.",
    },
  ];
  return (
    <div className="container page about-page">
      <header className="page-head">
        <p className="eyebrow">Established 2014</p>
        <h1>About {brand}</h1>
      </header>
      <div className="about-grid">
        {sections.map((s) => (
          <section key={s.title} className="about-card">
            <h2>{s.title}</h2>
            <p>{s.text}</p>
          </section>
        ))}
      </div>
      <p className="about-cta">
        <Link className="btn" to="/products">
          Explore our products
        </Link>{" "}
        <Link className="btn btn--outline" to="/contact-us">
          Contact us
        </Link>
      </p>
    </div>
  );
}

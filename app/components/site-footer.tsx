import type { SiteSettings } from "~/models/site.server";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { StaticHtml, useStaticChrome } from "./static-html";

type Props = { site?: SiteSettings };

/** The footer's Useful Links, in their order. */
const USEFUL_LINKS: { href: string; label: string; download?: true }[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/catalogue.pdf", label: "Download our catalogue (PDF)", download: true },
  { href: "/contact-us", label: "Contact us" },
  { href: "/certification", label: "Certifications" },
  { href: "/technical-library", label: "Technical Library" },
  { href: "/blog", label: "Blog" },
];

export function SiteFooter({ site }: Props) {
  const chrome = useStaticChrome();
  const brand = site?.brand;
  const company = site ? `, company no. ${site.companyNumber}` : "";
  return (
    <footer className="site-footer">
      <div className="newsletter">
        <div className="container newsletter__inner">
          <div>
            <h2 className="newsletter__title">Subscribe to our newsletter</h2>
            <p>New ranges, stock news and technical notes, once a month.</p>
          </div>
          <NewsletterForm />
        </div>
      </div>
      <StaticHtml id="footer-grid" className="container footer__grid" html={chrome?.footerGrid}>
        <FooterColumns site={site} families={chrome?.footer} />
      </StaticHtml>
      <div className="footer__bottom">
        <div className="container">
          {`© ${new Date().getFullYear()} ${site?.legalName ?? brand}. Registered in England and Wales${company}.`}
        </div>
      </div>
    </footer>
  );
}

/**
 * The footer's columns (about, links, families), the same on every page: built once per site
 * version (app/screens/site-chrome.server.tsx), or here in the browser when the footer was not
 * in the server's page.
 */
export function FooterColumns({ site, families }: Props & { families?: string }) {
  const brand = site?.brand;
  return (
    <>
      <section className="footer__about">
        <Logo brand={brand ?? ""} />
        <p>
          {brand} manufactures and supplies building, data, coaxial, audio, security and power
          cables from the United Kingdom, tested in-house and shipped worldwide.
        </p>
        {site && (
          <address>
            {site.address}
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        )}
      </section>
      <nav aria-labelledby="footer-useful" className="footer__links">
        <h2 id="footer-useful">Useful Links</h2>
        <ul>
          {USEFUL_LINKS.map(({ href, label, download }) => (
            <li key={href}>
              <a href={href} download={download}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="footer-products" className="footer__links">
        <h2 id="footer-products">Our Products</h2>
        <StaticHtml as="ul" id="footer-families" html={families}>
          <li>
            <a href="/products">All products</a>
          </li>
        </StaticHtml>
      </nav>
    </>
  );
}

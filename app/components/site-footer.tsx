import type { SiteSettings } from "~/models/site.server";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { StaticHtml, useStaticChrome } from "./static-html";

type Props = { site?: SiteSettings };

export function SiteFooter({ site }: Props) {
  const chrome = useStaticChrome();
  const brand = site?.brand;
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
          © {new Date().getFullYear()} {site?.legalName ?? brand}. Registered in England and Wales
          {site ? `, company no. ${site.companyNumber}` : ""}.
        </div>
      </div>
    </footer>
  );
}

/**
 * The footer's columns (about, links, families), the same on every page: built once per site
 * version (app/components/site-chrome.server.tsx), or here in the browser when the footer was not
 * in the server's page.
 */
export function FooterColumns({ site, families }: Props & { families?: string }) {
  const brand = site?.brand;
  return (
    <>
      <section className="footer__about">
        <Logo brand={brand ?? ""} lazy />
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
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href="/about">About</a>
          </li>
          <li>
            <a href="/catalogue.pdf" download>
              Download our catalogue (PDF)
            </a>
          </li>
          <li>
            <a href="/contact-us">Contact us</a>
          </li>
          <li>
            <a href="/certification">Certifications</a>
          </li>
          <li>
            <a href="/technical-library">Technical Library</a>
          </li>
          <li>
            <a href="/blog">Blog</a>
          </li>
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

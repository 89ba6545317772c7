import type { SiteSettings } from "~/models/site.server";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { StaticHtml, useStaticMenus } from "./static-html";

type Props = { site?: SiteSettings };

const SOCIAL = [
  {
    name: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5Z",
  },
  {
    name: "LinkedIn",
    path: "M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v1.6c.6-1 1.9-1.9 3.8-1.9 3.2 0 4.2 2 4.2 5.2V20h-4v-5.3c0-1.4-.3-2.5-1.7-2.5-1.5 0-2.3 1-2.3 2.6V20h-4z",
  },
  { name: "X", path: "M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.3-6-5.2 6H4l6.5-7.6z" },
  {
    name: "YouTube",
    path: "M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15V9l5.2 3Z",
  },
];

export function SiteFooter({ site }: Props) {
  const menus = useStaticMenus();
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
      <div className="container footer__grid">
        <section className="footer__about">
          <Logo />
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
          <ul className="social" aria-label="Social media (coming soon)">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <span className="social__icon" role="img" aria-label={`${s.name} (coming soon)`}>
                  <svg
                    viewBox="0 0 24 24"
                    width="18"
                    height="18"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={s.path} fill="currentColor" />
                  </svg>
                </span>
              </li>
            ))}
          </ul>
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
          <StaticHtml
            as="ul"
            id="footer-families"
            html={menus?.footer}
            fallback={'<li><a href="/products">All products</a></li>'}
          />
        </nav>
      </div>
      <div className="footer__bottom">
        <div className="container">
          © {new Date().getFullYear()} {site?.legalName ?? brand}. Registered in England and Wales
          {site ? `, company no. ${site.companyNumber}` : ""}.
        </div>
      </div>
    </footer>
  );
}

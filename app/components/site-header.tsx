import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { CategoryNode } from "~/models/category.server";
import type { SiteSettings } from "~/models/site.server";
import { Logo } from "./logo";
import { SearchForm } from "./search-form";

type Props = { categories: CategoryNode[]; site?: SiteSettings };

function categoryHref(node: CategoryNode, ancestors: CategoryNode[] = []) {
  const params = new URLSearchParams();
  const chain = [...ancestors, node];
  const keys = ["category", "subcategory", "sub-subcategory"];
  chain.forEach((c, i) => params.set(keys[i], c.slug));
  return `/products?${params}`;
}

export function SiteHeader({ categories, site }: Props) {
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          {site ? (
            <a href={`mailto:${site.email}`} className="topbar__mail">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M3 6h18v12H3z M3 6l9 7 9-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
              {site.email}
            </a>
          ) : (
            <span />
          )}
          <nav aria-label="Company" className="topbar__links">
            <Link to="/about">About</Link>
            <Link to="/contact-us">Contact Us</Link>
          </nav>
        </div>
      </div>
      <div className="container mainbar">
        <Link to="/" className="mainbar__logo" aria-label={`${site?.brand} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="mainnav">
          <ul className="mainnav__list">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li className="has-menu">
              <NavLink to="/products" aria-haspopup="true">
                Products <span aria-hidden="true">▾</span>
              </NavLink>
              <ProductsMenu categories={categories} />
            </li>
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
            <li>
              <NavLink to="/contact-us">Contact</NavLink>
            </li>
            <li>
              <NavLink to="/certification">Certifications</NavLink>
            </li>
          </ul>
        </nav>
        <SearchForm id="header-search" className="mainbar__search" />
        <MobileMenu categories={categories} />
      </div>
    </header>
  );
}

/** Three levels, opened by hover or keyboard focus (CSS only, so it works without JavaScript). */
function ProductsMenu({ categories }: { categories: CategoryNode[] }) {
  return (
    <ul className="menu menu--level1">
      {categories.map((cat) => (
        <li key={cat.id} className={cat.children.length ? "has-menu" : undefined}>
          <Link to={categoryHref(cat)}>{cat.name}</Link>
          {cat.children.length > 0 && (
            <ul className="menu menu--level2">
              {cat.children.map((sub) => (
                <li key={sub.id} className={sub.children.length ? "has-menu" : undefined}>
                  <Link to={categoryHref(sub, [cat])}>{sub.name}</Link>
                  {sub.children.length > 0 && (
                    <ul className="menu menu--level3">
                      {sub.children.map((leaf) => (
                        <li key={leaf.id}>
                          <Link to={categoryHref(leaf, [cat, sub])}>{leaf.name}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu: a <details> element, so it opens without JavaScript; with JavaScript it
 * closes on every navigation.
 */
function MobileMenu({ categories }: { categories: CategoryNode[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);
  return (
    <details className="mobile-menu" ref={ref}>
      <summary aria-label="Menu">
        <span className="burger" aria-hidden="true" />
        <span className="mobile-menu__label">Menu</span>
      </summary>
      <div className="mobile-menu__panel">
        <SearchForm id="mobile-search" className="mobile-menu__search" />
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <details>
              <summary>Product</summary>
              <ul>
                <li>
                  <Link to="/products">All products</Link>
                </li>
                {categories.map((cat) => (
                  <li key={cat.id}>
                    {cat.children.length ? (
                      <details>
                        <summary>{cat.name}</summary>
                        <ul>
                          <li>
                            <Link to={categoryHref(cat)}>All {cat.name}</Link>
                          </li>
                          {cat.children.map((sub) => (
                            <li key={sub.id}>
                              {sub.children.length ? (
                                <details>
                                  <summary>{sub.name}</summary>
                                  <ul>
                                    <li>
                                      <Link to={categoryHref(sub, [cat])}>All {sub.name}</Link>
                                    </li>
                                    {sub.children.map((leaf) => (
                                      <li key={leaf.id}>
                                        <Link to={categoryHref(leaf, [cat, sub])}>{leaf.name}</Link>
                                      </li>
                                    ))}
                                  </ul>
                                </details>
                              ) : (
                                <Link to={categoryHref(sub, [cat])}>{sub.name}</Link>
                              )}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <Link to={categoryHref(cat)}>{cat.name}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <Link to="/contact-us">Contact Us</Link>
          </li>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/technical-library">Technical Library</Link>
          </li>
        </ul>
      </div>
    </details>
  );
}

import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { SiteSettings } from "~/models/site.server";
import { Logo } from "./logo";
import { SearchForm } from "./search-form";
import { StaticHtml, useStaticChrome } from "./static-html";

type Props = { site?: SiteSettings };

/**
 * One header for every width. The menu is rendered once: a row of links on wide screens, a
 * panel under the header on phones, opened by the Menu button (with JavaScript off, the button
 * is a link to #site-nav and the panel opens on :target). The search box is in the bar itself
 * on every width: after the menu's links on wide screens, a row of its own under the logo on
 * phones (app.css). Plain anchors: every target is a cached page, and client-side routing would
 * cost more to render than it saves. The top bar and the logo are the same on every page: built
 * once per site version (StaticHtml).
 */
export function SiteHeader({ site, quoteLines }: Props & { quoteLines: number }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const chrome = useStaticChrome();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header">
      <StaticHtml id="site-topbar" className="topbar" html={chrome?.topbar}>
        <TopBar site={site} />
      </StaticHtml>
      <div className="container mainbar">
        <StaticHtml
          as="a"
          id="site-logo"
          href="/"
          className="mainbar__logo"
          aria-label={`${site?.brand} home`}
          html={chrome?.logo}
        >
          <Logo brand={site?.brand ?? ""} />
        </StaticHtml>
        <a
          ref={toggle}
          href="#site-nav"
          className="menu-toggle"
          role="button"
          aria-controls="site-nav"
          aria-expanded={open}
          onClick={(event) => {
            event.preventDefault();
            setOpen((o) => !o);
          }}
          onKeyDown={(event) => {
            if (event.key === " ") {
              event.preventDefault();
              setOpen((o) => !o);
            }
          }}
        >
          <span className="burger" aria-hidden="true" />
          <span className="menu-toggle__label">Menu</span>
        </a>
        <div id="site-nav" className={`sitenav${open ? " is-open" : ""}`}>
          <a href="#" className="sitenav__close">
            Close menu
          </a>
          <nav aria-label="Main" className="mainnav">
            <ul className="mainnav__list">
              <li>
                <NavItem href="/" current={location.pathname === "/"}>
                  Home
                </NavItem>
              </li>
              <li className="mainnav__products">
                <ProductsMenu current={location.pathname.startsWith("/products")} />
              </li>
              <li>
                <NavItem href="/about" current={location.pathname === "/about"}>
                  About
                </NavItem>
              </li>
              <li>
                <NavItem href="/contact-us" current={location.pathname === "/contact-us"}>
                  Contact<span className="phone-only"> Us</span>
                </NavItem>
              </li>
              <li>
                <NavItem href="/certification" current={location.pathname === "/certification"}>
                  Certifications
                </NavItem>
              </li>
              <li>
                <NavItem
                  href="/technical-library"
                  current={location.pathname === "/technical-library"}
                >
                  Technical Library
                </NavItem>
              </li>
              <li>
                <NavItem href="/blog" current={location.pathname.startsWith("/blog")}>
                  Blog
                </NavItem>
              </li>
            </ul>
          </nav>
        </div>
        <SearchForm id="site-search" className="mainbar__search" />
        <QuoteLink lines={quoteLines} current={location.pathname === "/quote"} />
      </div>
    </header>
  );
}

/**
 * The quote basket (docs/quotes.md), at the end of the bar on every width (an icon below 1280 px,
 * app.css, the word kept for screen readers), with the number of its lines when there are any: only a visitor
 * holding the basket's cookie has them, and the page caches keep a copy per number (docs/page-cache.md).
 */
function QuoteLink({ lines, current }: { lines: number; current: boolean }) {
  return (
    <a
      href="/quote"
      className={`mainbar__quote${current ? " active" : ""}`}
      title="Quote"
      aria-current={current ? "page" : undefined}
    >
      <span>Quote</span>
      {lines > 0 && (
        <span className="mainbar__quote-count">
          {lines}
          <span className="visually-hidden"> {lines === 1 ? "line" : "lines"}</span>
        </span>
      )}
    </a>
  );
}

/** The top bar's content, the same on every page (app/screens/site-chrome.server.tsx). */
export function TopBar({ site }: Props) {
  return (
    <div className="container topbar__inner">
      {site ? (
        // Its envelope is drawn by the stylesheet (app.css).
        <a href={`mailto:${site.email}`} className="topbar__mail">
          {site.email}
        </a>
      ) : (
        <span />
      )}
      <nav aria-label="Company" className="topbar__links">
        <a href="/about">About</a>
        <a href="/contact-us">Contact Us</a>
      </nav>
    </div>
  );
}

function NavItem({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      className={current ? "active" : undefined}
      aria-current={current ? "page" : undefined}
    >
      {children}
    </a>
  );
}

/**
 * The Products disclosure: a <details> (so it opens by click, Enter or Space without
 * JavaScript, and its links stay out of the tab order while it is closed), with the keyboard
 * of a disclosure menu added by JavaScript: ArrowDown opens it and moves into it, the arrow keys
 * move between its links, Escape closes it and gives focus back to its button; it closes when
 * focus or a click leaves it. (It does not open on hover: a click would then close it again.)
 */
function ProductsMenu({ current }: { current: boolean }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const chrome = useStaticChrome();

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && floating() && !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  /**
   * Wide screens: the panel floats over the page and closes when focus or a click leaves it.
   * In the phone menu it is part of the list, and closing it would move the link being tapped.
   */
  const floating = () => {
    const panel = ref.current?.querySelector(".mega");
    return panel ? getComputedStyle(panel).position === "absolute" : false;
  };
  const links = () => [...(ref.current?.querySelectorAll<HTMLAnchorElement>(".mega a") ?? [])];
  const close = () => {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = ref.current;
    if (!details) return;
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case "Escape":
        if (details.open) {
          event.preventDefault();
          close();
        }
        return;
      case "ArrowDown":
        if (!details.open) details.open = true;
        return move(index + 1);
      case "ArrowUp":
        if (!details.open) details.open = true;
        return move(index < 0 ? -1 : index - 1);
      case "Home":
        if (index >= 0) move(0);
        return;
      case "End":
        if (index >= 0) move(-1);
        return;
    }
  }

  return (
    <details
      ref={ref}
      className="mainnav__menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const details = ref.current;
        if (details?.open && floating() && !details.contains(event.relatedTarget as Node | null)) {
          details.open = false;
        }
      }}
    >
      <summary className={current ? "active" : undefined}>
        Product<span className="desktop-only">s</span>
      </summary>
      <StaticHtml id="products-menu" className="mega" html={chrome?.products}>
        <a href="/products" className="mega__all">
          All products
        </a>
      </StaticHtml>
    </details>
  );
}

import { Form, Link, NavLink, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Logo } from "~/components/logo";
import { useRootData } from "~/components/root-data";
import { Icon } from "./icons";
import { NAV, isGroup, isUnder, type AdminCounts, type NavGroup } from "./nav";

export type ShellUser = { name: string; email: string; role: "admin" | "manager" };

/**
 * The frame of every /admin screen: sidebar (one group open at a time, a `<details name>`
 * accordion, so it works without JavaScript), header (search, greeting, account menu), a spinner
 * while a navigation loads and a scroll-to-top button.
 */
export function AdminShell({
  user,
  counts,
  children,
}: {
  user: ShellUser;
  counts?: AdminCounts;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const brand = useRootData()?.site.brand ?? "";
  const menuToggle = useRef<HTMLInputElement>(null);

  // With JavaScript, a navigation closes the phone menu (without it, the new page does).
  useEffect(() => {
    if (menuToggle.current) menuToggle.current.checked = false;
  }, [pathname]);

  return (
    <div className="admin" id="top">
      <aside className="admin-sidebar" id="admin-sidebar" aria-label="Admin menu">
        <Link
          to="/admin/dashboard"
          className="admin-brand"
          aria-label={`${brand} Admin, dashboard`}
        >
          <Logo brand={brand} />
          <span className="admin-brand__tag">Admin</span>
        </Link>
        <AdminNav pathname={pathname} role={user.role} counts={counts} />
      </aside>
      <label htmlFor="admin-menu-toggle" className="admin-backdrop" aria-hidden="true" />
      <div className="admin-main">
        <header className="admin-header">
          {/*
            The phone menu's switch: a real checkbox (keyboard: Space), drawn by the label after
            it; in the header, so that it sits in a landmark like everything else (admin.css
            finds the sidebar from it with :has).
          */}
          <input
            ref={menuToggle}
            type="checkbox"
            id="admin-menu-toggle"
            className="admin-menu-toggle"
            aria-label="Menu"
            aria-controls="admin-sidebar"
          />
          <label
            htmlFor="admin-menu-toggle"
            className="admin-header__menu"
            title="Menu"
            aria-hidden="true"
          >
            <Icon name="menu" />
          </label>
          <HeaderSearch />
          <span className="admin-spinner" data-busy={busy} role="status" aria-live="polite">
            {busy ? <span className="visually-hidden">Loading…</span> : null}
          </span>
          <p className="admin-header__hello">
            Hi, <strong>{user.name}</strong>
          </p>
          <AccountMenu user={user} pathname={pathname} />
        </header>
        <main id="main" className="admin-content" data-busy={busy}>
          {children}
        </main>
        <footer className="admin-footer">
          <span>{brand} Admin</span>
          <Link to="/">View the website</Link>
          <ScrollToTop />
        </footer>
      </div>
    </div>
  );
}

function AdminNav({
  pathname,
  role,
  counts,
}: {
  pathname: string;
  role: ShellUser["role"];
  counts?: AdminCounts;
}) {
  const visible = (group: NavGroup) => group.links.filter((l) => !l.adminOnly || role === "admin");
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {NAV.filter((entry) => isGroup(entry) || !entry.adminOnly || role === "admin").map(
          (entry) =>
            isGroup(entry) ? (
              <li key={entry.id}>
                <details
                  name="admin-nav"
                  className="admin-nav__group"
                  open={visible(entry).some((l) => isUnder(pathname, l.to))}
                  onToggle={(event) => {
                    // Browsers without exclusive <details name>: close the others by hand.
                    const opened = event.currentTarget;
                    if (!opened.open) return;
                    for (const other of document.querySelectorAll<HTMLDetailsElement>(
                      "details.admin-nav__group[open]",
                    )) {
                      if (other !== opened) other.open = false;
                    }
                  }}
                >
                  <summary>
                    <Icon name={entry.icon} />
                    <span>{entry.label}</span>
                    <Icon name="chevron" className="admin-nav__chevron" />
                  </summary>
                  <ul>
                    {visible(entry).map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to}>{link.label}</NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={entry.id}>
                <NavLink to={entry.to} className="admin-nav__single">
                  <Icon name={entry.icon} />
                  <span>{entry.label}</span>
                  {entry.count && counts?.[entry.count] ? (
                    <span className="admin-nav__count">
                      {counts[entry.count]}
                      <span className="visually-hidden"> unhandled</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ),
        )}
      </ul>
    </nav>
  );
}

function HeaderSearch() {
  const { pathname, search } = useLocation();
  const q = pathname === "/admin/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  return (
    <Form method="get" action="/admin/search" role="search" className="admin-search">
      <label htmlFor="admin-search-q" className="visually-hidden">
        Search products and users
      </label>
      <input
        id="admin-search-q"
        key={q}
        type="search"
        name="q"
        defaultValue={q}
        placeholder="Search products and users"
        maxLength={200}
        autoComplete="off"
      />
      <button type="submit" title="Search">
        <Icon name="search" />
        <span className="visually-hidden">Search</span>
      </button>
    </Form>
  );
}

function AccountMenu({ user, pathname }: { user: ShellUser; pathname: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node))
        menu.current.open = false;
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, []);
  return (
    <details className="admin-account" ref={menu}>
      <summary aria-label="Account menu">
        <span className="admin-account__avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <Icon name="chevron" className="admin-account__chevron" />
      </summary>
      <div className="admin-account__menu">
        <p className="admin-account__who">
          <strong>{user.name}</strong>
          <span>{user.email}</span>
          <span className="adm-badge">{user.role === "admin" ? "Admin" : "Manager"}</span>
        </p>
        <Link to="/admin/profile" className="admin-account__item">
          <Icon name="user" /> Edit Profile
        </Link>
        <Form method="post" action="/admin/logout">
          <button type="submit" className="admin-account__item">
            <Icon name="logout" /> Logout
          </button>
        </Form>
      </div>
    </details>
  );
}

/**
 * Appears after 300 px of scrolling. Without JavaScript it is a plain link to #top, shown by a
 * scroll-driven animation where the browser has them and always otherwise.
 */
function ScrollToTop() {
  const [state, setState] = useState<"static" | "hidden" | "shown">("static");
  useEffect(() => {
    const update = () => setState(window.scrollY > 300 ? "shown" : "hidden");
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <a
      href="#top"
      className="admin-to-top"
      data-state={state}
      aria-label="Scroll to top"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: "smooth" });
      }}
    >
      <Icon name="up" />
    </a>
  );
}

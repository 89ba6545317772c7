/**
 * The parts of the header and footer that every page shows the same, as HTML built once per
 * site version: the category menus (app/models/menus.server.ts), the top bar, the logo and the
 * footer's columns. The document renderer (app/entry.server.tsx) hands them to StaticHtml
 * through StaticChromeContext, so React renders them once, not for every page.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Logo } from "~/components/logo";
import { FooterColumns } from "~/components/site-footer";
import { TopBar } from "~/components/site-header";
import type { StaticChrome } from "~/components/static-html";
import { staticMenus } from "~/models/menus.server";
import { getSiteSettings } from "~/models/site.server";
import { perSiteVersion } from "~/models/site-version.server";

export const staticChrome = perSiteVersion((): StaticChrome => {
  const site = getSiteSettings();
  const menus = staticMenus();
  return {
    ...menus,
    topbar: renderToStaticMarkup(<TopBar site={site} />),
    logo: renderToStaticMarkup(<Logo brand={site.brand} />),
    footerGrid: renderToStaticMarkup(<FooterColumns site={site} families={menus.footer} />),
  };
});

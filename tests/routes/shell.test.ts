import { beforeEach, describe, expect, it } from "vitest";
import { staticMenus } from "~/models/menus.server";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/_index";
import { loader as healthLoader } from "~/routes/healthcheck";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

const args = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://localhost${url}`),
  params,
  context: {},
});

describe("root loader", () => {
  it("returns the brand settings, and no category tree (the menus are static HTML)", async () => {
    createTaxonomy();
    const answer = await rootLoader(args("/"));
    expect(new Headers(answer.init?.headers).get("Server-Timing")).toMatch(/^db;dur=/);
    const data = answer.data;
    expect(data.site.brand).toBe("BEL Cables");
    expect(data).not.toHaveProperty("categories");
  });
});

describe("static menus", () => {
  it("hold the three-level tree as links, escaped, and follow the catalogue", () => {
    createTaxonomy();
    const { products, footer } = staticMenus();
    expect(products).toContain('<a href="/products" class="mega__all">All products</a>');
    // A query's "&" as it is: HTML reads "&name=" in an attribute as it is (app/utils/xml.ts).
    expect(products).toContain(
      '<a href="/products?category=copper-connectivity&subcategory=data-cables&sub-subcategory=cat6-cables">',
    );
    expect(footer).toContain('<li><a href="/products?category=copper-connectivity">');
    resetDb();
    expect(staticMenus().footer).toBe("");
  });
});

describe("home loader", () => {
  it("lists the top-level categories with their product counts", async () => {
    createTaxonomy();
    const { data } = await homeLoader();
    expect(data.families.map((f: { slug: string }) => f.slug)).toEqual([
      "copper-connectivity",
      "industrial-power-cables",
    ]);
    expect(data.families[0].productCount).toBe(0);
  });
});

describe("health check", () => {
  it("answers ok after reading the database", async () => {
    const response = (await healthLoader()) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: "ok",
      products: 0,
      backup: { state: "off" },
    });
  });
});

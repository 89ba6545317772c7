import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { staticMenus } from "~/models/menus.server";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/_index";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { loader as healthLoader } from "~/routes/healthcheck";
import { newPublicId, storage } from "~/storage.server";
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
    expect(products).toContain(
      '<a href="/products?category=copper-connectivity&amp;subcategory=data-cables&amp;sub-subcategory=cat6-cables">',
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

describe("uploads", () => {
  it("serves a stored image with a fixed content type, nosniff and long caching", async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#0b3c6f" },
    })
      .png()
      .toBuffer();
    const stored = await storage.saveImage("products", png);
    expect(stored.variants.map((v) => v.width)).toEqual([240, 360, 480, 640, 800]);
    const response = (await uploadsLoader(
      args(`/uploads/${stored.file}`, { "*": stored.file }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect((await sharp(body).metadata()).format).toBe("webp");
  });

  it("never reaches outside the uploads folder", async () => {
    const secret = path.join(path.dirname(storage.root), "secret.txt");
    fs.writeFileSync(secret, "do not serve");
    for (const attempt of [
      "../secret.txt",
      "products/../../secret.txt",
      "%2e%2e/secret.txt",
      "/etc/passwd",
      "products/0123456789abcdef01234567-320.webp/../../../secret.txt",
      "products\\..\\..\\secret.txt",
      "products/0123456789abcdef01234567-320.webp", // well-formed but absent
    ]) {
      const response = (await uploadsLoader(args("/uploads/x", { "*": attempt }))) as Response;
      expect(response.status, attempt).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
  });

  it("answers a rendition an image stored under former widths lacks with its next wider one, briefly", async () => {
    // As an earlier version stored an 800 px picture: 320 and 640 px wide.
    const id = newPublicId();
    const dir = path.join(storage.root, "products");
    fs.mkdirSync(dir, { recursive: true });
    for (const w of [320, 640]) {
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0b3c6f" } })
        .resize({ width: w })
        .webp()
        .toFile(path.join(dir, `${id}-${w}.webp`));
    }
    const get = async (w: number) => {
      const file = `products/${id}-${w}.webp`;
      const response = (await uploadsLoader(args(`/uploads/${file}`, { "*": file }))) as Response;
      const body = response.ok
        ? await sharp(Buffer.from(await response.arrayBuffer())).metadata()
        : null;
      return {
        status: response.status,
        cache: response.headers.get("Cache-Control"),
        width: body?.width,
      };
    };
    expect(await get(240)).toEqual({ status: 200, cache: "public, max-age=600", width: 320 });
    expect(await get(480)).toEqual({ status: 200, cache: "public, max-age=600", width: 640 });
    expect((await get(800)).status).toBe(404);

    await storage.completeRenditions(`products/${id}-640.webp`);
    expect(await get(240)).toEqual({
      status: 200,
      cache: "public, max-age=31536000, immutable",
      width: 240,
    });
  });

  it("refuses files that are not what they claim", async () => {
    await expect(
      storage.saveImage("products", Buffer.from("<script>alert(1)</script>")),
    ).rejects.toThrow(/not an image/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(storage.saveImage("products", svg)).rejects.toThrow(/not an image/);
    await expect(
      storage.savePdf("datasheets", Buffer.from("%PDF-1.7 but not really")),
    ).rejects.toThrow(/damaged/);
    await expect(storage.savePdf("datasheets", Buffer.from("GIF89a"))).rejects.toThrow(/not a PDF/);
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

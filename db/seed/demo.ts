/**
 * The demo catalogue a new user sees on first start: every family, the three-level tree, products
 * with drawn images and datasheet PDFs, reviews, certificates, videos, know-how and blog posts,
 * plus one admin and one manager account (demo credentials, README).
 */
import bcrypt from "bcryptjs";
import { countries } from "countries-list";
import type { DB } from "../client";
import {
  blogPosts,
  certificates,
  datasheets,
  faqVideos,
  knowHow,
  productImages,
  products,
  productSpecifications,
  reviews,
  users,
} from "../schema";
import type { Storage, StoredImage } from "../storage";
import {
  blogPosts as blogData,
  certificates as certificateData,
  faqVideos as videoData,
  knowHow as knowHowData,
  products as productData,
  reviewTemplates,
  specGroups,
  type SeedProduct,
} from "./catalogue";
import { bannerSvg, certificateSvg, crossSectionSvg, cutawaySvg, drumSvg } from "./drawings";
import { datasheetPdf } from "~/pdf/datasheet.server";
import { documentPdf } from "~/pdf/document.server";
import { createRandom } from "./random";
import { seedTaxonomy } from "./taxonomy";

export const DEMO_ACCOUNTS = [
  { name: "Alex Morgan", email: "admin@belcables.co.uk", password: "BelAdmin2026!", role: "admin" },
  {
    name: "Sam Patel",
    email: "manager@belcables.co.uk",
    password: "BelManager2026!",
    role: "manager",
  },
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** Runs `work` over `items` with at most `limit` at a time (sharp has a small thread pool). */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

function dialCode(countryName: string) {
  const entry = Object.values(countries).find((c) => c.name === countryName);
  return entry ? String(entry.phone[0]) : "44";
}

export async function seedDemo(db: DB, storage: Storage, brand: string, log = console.log) {
  const random = createRandom();
  const now = Date.now();

  log("users…");
  for (const account of DEMO_ACCOUNTS) {
    db.insert(users)
      .values({
        name: account.name,
        email: account.email,
        role: account.role,
        passwordHash: bcrypt.hashSync(account.password, 10),
      })
      .run();
  }

  log("categories and specifications…");
  const taxonomy = await seedTaxonomy(db, storage);
  const titleOf = new Map<string, { group: string; value: string }>();
  for (const g of specGroups)
    for (const v of g.values)
      titleOf.set(`${g.slug}/${v.slug}`, { group: g.title, value: v.title });

  log(`images and datasheets for ${productData.length} products…`);
  // Products drawn alike share one rendering; each gets its own copy of the files.
  const rendered = new Map<string, Promise<StoredImage>>();
  const render = (svg: string) => {
    if (!rendered.has(svg))
      rendered.set(svg, storage.saveImage("products", Buffer.from(svg), { allowSvg: true }));
    return rendered.get(svg)!;
  };
  const used = new Set<string>();
  const drawings = [
    ...new Set(
      productData.flatMap((p) => [
        crossSectionSvg(p.drawing),
        cutawaySvg(p.drawing),
        drumSvg(p.drawing),
      ]),
    ),
  ];
  await mapLimit(drawings, 6, render);
  const files = await mapLimit(productData, 4, async (p: SeedProduct) => {
    const images: StoredImage[] = [];
    for (const svg of [crossSectionSvg(p.drawing), cutawaySvg(p.drawing), drumSvg(p.drawing)]) {
      const image = await render(svg);
      images.push(used.has(image.publicId) ? storage.copyImage(image) : image);
      used.add(image.publicId);
    }
    let datasheet: string | null = null;
    if (p.hasDatasheet) {
      const specs = Object.entries(p.specs).map(([g, v]) => {
        const t = titleOf.get(`${g}/${v}`);
        return { title: t?.group ?? g, value: t?.value ?? v };
      });
      const pdf = await datasheetPdf({
        brand,
        name: p.name,
        reference: p.shortdescription,
        description: p.description,
        specs,
      });
      datasheet = await storage.savePdf("datasheets", pdf);
    }
    return { images, datasheet };
  });

  log("products and reviews…");
  const templates = reviewTemplates;
  db.transaction((tx) => {
    productData.forEach((p, i) => {
      const [category, subcategory, subSubcategory] = [
        p.category,
        p.subcategory,
        p.subSubcategory,
      ].map((slug) => (slug ? taxonomy.categoryIds.get(slug) : undefined));
      if (!category) throw new Error(`Unknown category ${p.category} for ${p.slug}`);
      const { images, datasheet } = files[i];
      const datasheetId = datasheet
        ? tx
            .insert(datasheets)
            .values({ title: `${p.name} datasheet`, file: datasheet })
            .returning()
            .get().id
        : null;
      // Older products first, so "Date" sorting has something to sort.
      const createdAt = new Date(now - (productData.length - i) * 4 * DAY - random.int(0, DAY));
      const row = tx
        .insert(products)
        .values({
          name: p.name,
          slug: p.slug,
          shortdescription: p.shortdescription,
          description: p.description,
          imagealt: p.imagealt,
          seoTitle: p.seoTitle,
          seoDescription: p.seoDescription,
          categoryId: category,
          subcategoryId: subcategory ?? null,
          subSubcategoryId: subSubcategory ?? null,
          datasheetId,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: products.id })
        .get();
      const pairs = Object.entries(p.specs).map(([group, value]) => {
        const specId = taxonomy.groupIds.get(group);
        const valueId = taxonomy.valueIds.get(`${group}/${value}`);
        if (!specId || !valueId)
          throw new Error(`Unknown specification ${group}/${value} for ${p.slug}`);
        return { productId: row.id, specId, valueId };
      });
      if (pairs.length) tx.insert(productSpecifications).values(pairs).run();
      images.forEach((image, position) =>
        tx
          .insert(productImages)
          .values({ productId: row.id, position, ...image })
          .run(),
      );
      const count = random.chance(0.15) ? 0 : random.int(1, 6);
      for (let r = 0; r < count; r++) {
        const t = random.pick(templates);
        const first =
          t.name
            .split(" ")[0]
            .toLowerCase()
            .replace(/[^a-z]/g, "") || "customer";
        tx.insert(reviews)
          .values({
            productId: row.id,
            name: t.name,
            email: `${first}.${random.digits(3)}@example.com`,
            country: t.country,
            countryCode: dialCode(t.country),
            phone: random.digits(10),
            rating: t.rating,
            heading: t.heading,
            comment: t.comment,
            createdAt: new Date(Math.min(now - DAY, createdAt.getTime() + random.int(1, 90) * DAY)),
          })
          .run();
      }
    });
  });

  log("certificates, videos, know-how and blog…");
  const certFiles = await mapLimit(certificateData, 3, async (c) => ({
    image: (
      await storage.saveImage("certificates", Buffer.from(certificateSvg(c.title)), {
        allowSvg: true,
      })
    ).file,
    file: c.url
      ? null
      : await storage.savePdf(
          "certificates",
          await documentPdf({
            brand,
            title: c.title,
            paragraphs: [c.description, `Issued to ${brand}.`],
          }),
        ),
  }));
  const knowFiles = await mapLimit(knowHowData, 3, async (k) => ({
    image: (
      await storage.saveImage(
        "know-how",
        Buffer.from(bannerSvg(k.title, "Cable know-how", 1200, 800)),
        { allowSvg: true },
      )
    ).file,
    file: await storage.savePdf(
      "know-how",
      await documentPdf({ brand, title: k.title, paragraphs: k.body }),
    ),
  }));
  const blogImages = await mapLimit(
    blogData,
    3,
    async (b) =>
      (
        await storage.saveImage("blog", Buffer.from(bannerSvg(b.title, brand, 1200, 675)), {
          allowSvg: true,
        })
      ).file,
  );
  db.transaction((tx) => {
    certificateData.forEach((c, i) =>
      tx
        .insert(certificates)
        .values({
          title: c.title,
          description: c.description,
          url: c.url,
          position: i,
          ...certFiles[i],
        })
        .run(),
    );
    videoData.forEach((v, i) =>
      tx
        .insert(faqVideos)
        .values({ ...v, position: i })
        .run(),
    );
    knowHowData.forEach((k, i) =>
      tx
        .insert(knowHow)
        .values({ title: k.title, description: k.description, position: i, ...knowFiles[i] })
        .run(),
    );
    blogData.forEach((b, i) =>
      tx
        .insert(blogPosts)
        .values({
          title: b.title,
          description: b.description,
          image: blogImages[i],
          createdAt: new Date(`${b.date}T09:00:00Z`),
        })
        .run(),
    );
  });
}

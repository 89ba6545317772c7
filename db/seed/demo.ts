/**
 * The demo catalogue a new user sees on first start: every family, the three-level tree, products
 * with drawn images and datasheet PDFs, reviews, certificates, videos, know-how and blog posts,
 * plus one admin and one manager account (demo credentials, README).
 */
import slugify from "slugify";
import { blogPosts, certificates, datasheets, faqVideos, knowHow } from "../schema";
import type { StoredImage } from "~/storage.server";
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
import { createRandom } from "./random";
import { seedSynonyms } from "./synonyms";
import { seedTaxonomy } from "./taxonomy";
import { db } from "~/db.server";
import { createProducts, type NewProduct } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import { SCRIPT_ACTOR } from "~/models/audit.server";
import { createUser } from "~/models/user.server";
import { datasheetPdf } from "~/pdf/datasheet.server";
import { documentPdf } from "~/pdf/document.server";
import { storage } from "~/storage.server";
import { png } from "./raster";
import { seedCertificateNames } from "./specifier";
import { setProductCertificates } from "~/models/product-certificate.server";

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

/**
 * Seeds the demo into the app's database (DATABASE_PATH) and upload store (UPLOADS_DIR). Users,
 * products and reviews are made by the model layer, as the site makes them.
 */
export async function seedDemo(brand: string, log = console.log) {
  const random = createRandom();
  const now = Date.now();

  log("users…");
  for (const account of DEMO_ACCOUNTS) await createUser(SCRIPT_ACTOR, account);

  log("categories and specifications…");
  const taxonomy = await seedTaxonomy();
  seedSynonyms();
  const titleOf = new Map<string, { group: string; value: string }>();
  for (const g of specGroups)
    for (const v of g.values)
      titleOf.set(`${g.slug}/${v.slug}`, { group: g.title, value: v.title });

  log(`images and datasheets for ${productData.length} products…`);
  // Products drawn alike share one rendering; each gets its own copy of the files.
  const rendered = new Map<string, Promise<StoredImage>>();
  const render = (svg: string) => {
    if (!rendered.has(svg))
      rendered.set(
        svg,
        png(svg).then((bytes) => storage.saveImage("products", bytes)),
      );
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
      images.push(used.has(image.publicId) ? await storage.copyImage(image) : image);
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
  const datasheetIds = db.transaction((tx) =>
    files.map(({ datasheet }, i) =>
      datasheet
        ? tx
            .insert(datasheets)
            .values({ title: `${productData[i].name} datasheet`, file: datasheet })
            .returning()
            .get().id
        : null,
    ),
  );
  const planned = productData.map((p, i) => {
    const [category, subcategory, subSubcategory] = [
      p.category,
      p.subcategory,
      p.subSubcategory,
    ].map((slug) => (slug ? taxonomy.categoryIds.get(slug) : undefined));
    if (!category) throw new Error(`Unknown category ${p.category} for ${p.slug}`);
    const specificationValueIds = Object.entries(p.specs).map(([group, value]) => {
      const valueId = taxonomy.valueIds.get(`${group}/${value}`);
      if (!valueId) throw new Error(`Unknown specification ${group}/${value} for ${p.slug}`);
      return valueId;
    });
    // Older products first, so "Date" sorting has something to sort.
    const createdAt = new Date(now - (productData.length - i) * 4 * DAY - random.int(0, DAY));
    const product: NewProduct = {
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
      datasheetId: datasheetIds[i],
      sku: p.sku ?? null,
      specificationValueIds,
      images: files[i].images,
      createdAt,
    };
    const count = random.chance(0.15) ? 0 : random.int(1, 6);
    const productReviews = Array.from({ length: count }, () => {
      const t = random.pick(reviewTemplates);
      const first =
        t.name
          .split(" ")[0]
          .toLowerCase()
          .replace(/[^a-z]/g, "") || "customer";
      const email = `${first}.${random.digits(3)}@example.com`;
      const phone = random.digits(10);
      const reviewed = Math.min(now - DAY, createdAt.getTime() + random.int(1, 90) * DAY);
      return {
        input: {
          slug: p.slug,
          name: t.name,
          email,
          selectedCountry: t.country,
          phone,
          rating: t.rating,
          heading: t.heading,
          comment: t.comment,
        },
        createdAt: new Date(reviewed),
      };
    });
    return { product, reviews: productReviews };
  });
  // Products in a transaction of their own (see createProducts), then their reviews. Parents and
  // lone products first, then the variants, linked to their parents' ids (docs/variants.md).
  const made = new Map(
    createProducts(planned.filter((_, i) => !productData[i].parent).map((p) => p.product)).map(
      (row) => [row.slug, row.id],
    ),
  );
  createProducts(
    planned.flatMap(({ product }, i) => {
      const parent = productData[i].parent;
      if (!parent) return [];
      const parentId = made.get(parent);
      if (!parentId) throw new Error(`Unknown parent ${parent} for ${productData[i].slug}`);
      return [{ ...product, parentId }];
    }),
  );
  db.transaction(() => {
    for (const { input, createdAt } of planned.flatMap((p) => p.reviews))
      createReview(input, { createdAt });
  });

  log("certificates, videos, know-how and blog…");
  const certFiles = await mapLimit(certificateData, 3, async (c) => ({
    image: (await storage.saveImage("certificates", await png(certificateSvg(c.title)))).file,
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
        await png(bannerSvg(k.title, "Cable know-how", 1200, 800)),
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
      (await storage.saveImage("blog", await png(bannerSvg(b.title, brand, 1200, 675)))).file,
  );
  db.transaction((tx) => {
    certificateData.forEach((c, i) =>
      tx
        .insert(certificates)
        .values({
          name: c.name,
          title: c.title,
          description: c.description,
          url: c.url,
          position: i,
          ...certFiles[i],
        })
        .run(),
    );
    // The certificates true of each product (./specifier.ts), chosen on a family's parent: its
    // variants have the same (docs/variants.md, Certificates of a product).
    const certificateIds = new Map(
      tx
        .select({ id: certificates.id, name: certificates.name })
        .from(certificates)
        .all()
        .map((c) => [c.name, c.id]),
    );
    const idsOf = (p: SeedProduct) =>
      seedCertificateNames(p).map((name) => {
        const id = certificateIds.get(name);
        if (id === undefined) throw new Error(`Unknown certificate ${name} for ${p.slug}`);
        return id;
      });
    for (const p of productData) {
      if (p.parent) {
        const parent = productData.find((q) => q.slug === p.parent)!;
        if (idsOf(parent).join() !== idsOf(p).join())
          throw new Error(`${p.slug} would need other certificates than its family's`);
        continue;
      }
      setProductCertificates(made.get(p.slug)!, idsOf(p));
    }
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
          slug: slugify(b.title, { lower: true, strict: true }),
          description: b.description,
          image: blogImages[i],
          publishedAt: new Date(`${b.date}T09:00:00Z`),
          // The data runs oldest first; the blog opens with the latest post.
          position: blogData.length - 1 - i,
          createdAt: new Date(`${b.date}T09:00:00Z`),
        })
        .run(),
    );
  });
}

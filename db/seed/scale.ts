/**
 * Scale mode, for benchmarks: N synthetic products, each a variant of a demo product (so names,
 * descriptions and specifications read like the real thing), with specifications, reviews and an
 * image row, inserted with prepared statements in batched transactions.
 *
 * Image rows of the scale seed share a few files: the scale database is for measuring, not for
 * editing.
 */
import type { DB } from "../client";
import type { Storage } from "../storage";
import { products as productData, reviewTemplates, specGroups } from "./catalogue";
import { crossSectionSvg } from "./drawings";
import { createRandom } from "./random";
import { seedTaxonomy } from "./taxonomy";

const BATCH = 5000;
const DAY = 24 * 60 * 60 * 1000;
const LENGTHS = ["50m", "100m", "200m", "305m", "500m", "1000m"];
const PACKS = ["coil", "drum", "box", "reel"];

export async function seedScale(db: DB, storage: Storage, count: number, log = console.log) {
  const random = createRandom(7);
  const taxonomy = await seedTaxonomy(db, storage);
  const sqlite = db.$client;

  const sharedImages = await Promise.all(
    productData
      .slice(0, 6)
      .map((p) =>
        storage.saveImage("products", Buffer.from(crossSectionSvg(p.drawing)), { allowSvg: true }),
      ),
  );

  const insertProduct = sqlite.prepare(
    `INSERT INTO products (id, name, slug, shortdescription, description, imagealt, seo_title,
       seo_description, category_id, subcategory_id, sub_subcategory_id, num_of_reviews, ratings,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSpec = sqlite.prepare(
    "INSERT INTO product_specifications (product_id, spec_id, value_id) VALUES (?, ?, ?)",
  );
  const insertImage = sqlite.prepare(
    `INSERT INTO product_images (product_id, file, public_id, width, height, position, variants)
     VALUES (?, ?, ?, ?, ?, 0, ?)`,
  );
  const insertReview = sqlite.prepare(
    `INSERT INTO reviews (product_id, name, email, country, country_code, phone, rating, heading,
       comment, created_at) VALUES (?, ?, ?, ?, '44', ?, ?, ?, ?, ?)`,
  );
  const firstId =
    ((sqlite.prepare("SELECT max(id) AS id FROM products").get() as { id: number | null }).id ??
      0) + 1;
  const now = Date.now();
  const colourGroup = specGroups.find((g) => /colou?r/.test(g.slug));

  const batch = sqlite.transaction((from: number, to: number) => {
    // Specifications and reviews go in before their product (foreign keys are checked at
    // commit), so the FTS index is written once per product instead of once per specification,
    // and the product is inserted with its review figures instead of updated once per review.
    sqlite.pragma("defer_foreign_keys = ON");
    for (let n = from; n < to; n++) {
      const id = firstId + n;
      const base = productData[n % productData.length];
      const length = random.pick(LENGTHS);
      const pack = random.pick(PACKS);
      const series = Math.floor(n / productData.length) + 1;
      const name = `${base.name} ${length} ${pack} S${series}`;
      const slug = `${base.slug}-${length}-${pack}-s${series}`.toLowerCase();
      const specs = { ...base.specs };
      if (colourGroup && random.chance(0.5))
        specs[colourGroup.slug] = random.pick(colourGroup.values).slug;
      for (const [group, value] of Object.entries(specs)) {
        const specId = taxonomy.groupIds.get(group);
        const valueId = taxonomy.valueIds.get(`${group}/${value}`);
        if (specId && valueId) insertSpec.run(id, specId, valueId);
      }
      const created = now - random.int(0, 3 * 365) * DAY;
      const reviewCount = random.int(0, 4);
      let ratingSum = 0;
      for (let r = 0; r < reviewCount; r++) {
        const t = random.pick(reviewTemplates);
        ratingSum += t.rating;
        insertReview.run(
          id,
          t.name,
          `reviewer${n}.${r}@example.com`,
          t.country,
          random.digits(10),
          t.rating,
          t.heading,
          t.comment,
          created + random.int(1, 60) * DAY,
        );
      }
      insertProduct.run(
        id,
        name,
        slug,
        `${base.shortdescription}-${series}`,
        base.description,
        base.imagealt,
        base.seoTitle,
        base.seoDescription,
        taxonomy.categoryIds.get(base.category)!,
        base.subcategory ? taxonomy.categoryIds.get(base.subcategory)! : null,
        base.subSubcategory ? taxonomy.categoryIds.get(base.subSubcategory)! : null,
        reviewCount,
        reviewCount ? ratingSum / reviewCount : 0,
        created,
        created,
      );
      const image = sharedImages[n % sharedImages.length];
      insertImage.run(
        id,
        image.file,
        `scale${id.toString(16).padStart(19, "0")}`,
        image.width,
        image.height,
        JSON.stringify(image.variants),
      );
    }
  });

  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    batch(from, Math.min(count, from + BATCH));
    log(`  ${Math.min(count, from + BATCH)} / ${count} products`);
  }
  sqlite.exec("INSERT INTO products_fts(products_fts) VALUES ('optimize'); ANALYZE;");
  return { seconds: (performance.now() - started) / 1000 };
}

/**
 * Scale mode, for benchmarks: N synthetic products, each a variant of a demo product (so names,
 * descriptions and specifications read like the real thing), with specifications, reviews and an
 * image row, made by the model layer's createProduct and createReview in batched transactions.
 *
 * Image rows of the scale seed share a few files: the scale database is for measuring, not for
 * editing.
 */
import { products as productData, reviewTemplates, specGroups } from "./catalogue";
import { crossSectionSvg } from "./drawings";
import { createRandom } from "./random";
import { seedTaxonomy } from "./taxonomy";
import { db } from "~/db.server";
import { createProducts, type NewProduct } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import { storage } from "~/storage.server";
import { png } from "./raster";

const BATCH = 5000;
const DAY = 24 * 60 * 60 * 1000;
const LENGTHS = ["50m", "100m", "200m", "305m", "500m", "1000m"];
const PACKS = ["coil", "drum", "box", "reel"];

export async function seedScale(count: number, log = console.log) {
  const random = createRandom(7);
  const taxonomy = await seedTaxonomy();

  const sharedImages = await Promise.all(
    productData
      .slice(0, 6)
      .map((p) =>
        png(crossSectionSvg(p.drawing)).then((bytes) => storage.saveImage("products", bytes)),
      ),
  );
  const now = Date.now();
  const colourGroup = specGroups.find((g) => /colou?r/.test(g.slug));

  const batch = (from: number, to: number) => {
    const inputs: NewProduct[] = [];
    const made: { created: number; reviews: number }[] = [];
    for (let n = from; n < to; n++) {
      const base = productData[n % productData.length];
      const length = random.pick(LENGTHS);
      const pack = random.pick(PACKS);
      const series = Math.floor(n / productData.length) + 1;
      const specs = { ...base.specs };
      if (colourGroup && random.chance(0.5))
        specs[colourGroup.slug] = random.pick(colourGroup.values).slug;
      const created = now - random.int(0, 3 * 365) * DAY;
      const image = sharedImages[n % sharedImages.length];
      made.push({ created, reviews: random.int(0, 4) });
      inputs.push({
        name: `${base.name} ${length} ${pack} S${series}`,
        slug: `${base.slug}-${length}-${pack}-s${series}`.toLowerCase(),
        shortdescription: `${base.shortdescription}-${series}`,
        description: base.description,
        imagealt: base.imagealt,
        seoTitle: base.seoTitle,
        seoDescription: base.seoDescription,
        categoryId: taxonomy.categoryIds.get(base.category)!,
        subcategoryId: base.subcategory ? taxonomy.categoryIds.get(base.subcategory)! : null,
        subSubcategoryId: base.subSubcategory
          ? taxonomy.categoryIds.get(base.subSubcategory)!
          : null,
        specificationValueIds: Object.entries(specs)
          .map(([group, value]) => taxonomy.valueIds.get(`${group}/${value}`))
          .filter((id): id is number => id !== undefined),
        images: [{ ...image, publicId: `scale${n.toString(16).padStart(19, "0")}` }],
        createdAt: new Date(created),
      });
    }
    // The products in a transaction of their own, not nested in an outer one: FTS5 writes its
    // pending index to disk at every savepoint, which makes a nested bulk insert slow down
    // as the index grows. Reviews do not touch the index: one transaction for the batch.
    const products = createProducts(inputs);
    db.transaction(() => {
      products.forEach((product, i) => {
        const { created, reviews } = made[i];
        for (let r = 0; r < reviews; r++) {
          const t = random.pick(reviewTemplates);
          createReview(
            {
              slug: product.slug,
              name: t.name,
              email: `reviewer${from + i}.${r}@example.com`,
              selectedCountry: t.country,
              phone: random.digits(10),
              rating: t.rating,
              heading: t.heading,
              comment: t.comment,
            },
            { createdAt: new Date(created + random.int(1, 60) * DAY) },
          );
        }
      });
    });
  };

  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    batch(from, Math.min(count, from + BATCH));
    log(`  ${Math.min(count, from + BATCH)} / ${count} products`);
  }
  db.$client.exec("INSERT INTO products_fts(products_fts) VALUES ('optimize'); ANALYZE;");
  return { seconds: (performance.now() - started) / 1000 };
}

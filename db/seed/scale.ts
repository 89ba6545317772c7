/**
 * Scale mode, for benchmarks: N synthetic products, each a variant of a demo product (so names,
 * descriptions and specifications read like the real thing), with specifications, reviews and an
 * image row, made by the model layer's createProduct and createReview in batched transactions.
 *
 * Image rows of the scale seed share a few files: the scale database is for measuring, not for
 * editing.
 */
import {
  products as productData,
  reviewTemplates,
  specGroups,
  type SeedProduct,
} from "./catalogue";
import { crossSectionSvg } from "./drawings";
import { createRandom } from "./random";
import { seedSynonyms } from "./synonyms";
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

type Specs = Record<string, string>;

export async function seedScale(count: number, log = console.log) {
  const random = createRandom(7);
  const taxonomy = await seedTaxonomy();
  seedSynonyms();

  const sharedImages = await Promise.all(
    productData
      .slice(0, 6)
      .map((p) =>
        png(crossSectionSvg(p.drawing)).then((bytes) => storage.saveImage("products", bytes)),
      ),
  );
  const now = Date.now();
  const groupOf = (slug: string) => specGroups.find((g) => g.slug === slug)!;
  const colourGroup = specGroups.find((g) => /colou?r/.test(g.slug))!;
  /** What members of a family differ in: sheath colour, length, conductor size. */
  const dimensions = [colourGroup, groupOf("length"), groupOf("conductor-size")];

  /**
   * The batch's products in families (docs/variants.md): about a third of the products are
   * variants. A family starts at one product in eight and has 2 to 8 members, which differ in
   * one or two of the dimensions; the others are lone products. A family never spans two
   * batches, so its parent is made first, in the same batch.
   */
  const plan = (from: number, to: number) => {
    const members: { n: number; family: number; base: SeedProduct; specs: Specs }[] = [];
    for (let n = from; n < to;) {
      const base = productData[n % productData.length];
      const size = random.chance(1 / 8) ? Math.min(random.int(2, 8), to - n) : 1;
      const varying = dimensions.filter(() => random.chance(0.5));
      if (varying.length === 0) varying.push(random.pick(dimensions));
      const shared: Specs = { ...base.specs, length: random.pick(LENGTHS) };
      if (random.chance(0.5)) shared[colourGroup.slug] = random.pick(colourGroup.values).slug;
      const taken = new Set<string>();
      for (let k = 0; k < size; k++) {
        const specs = { ...shared };
        // A combination no other member has (a few tries; a repeat is still a product).
        for (let attempt = 0; attempt < 8; attempt++) {
          if (size > 1) for (const g of varying) specs[g.slug] = random.pick(g.values).slug;
          const key = varying.map((g) => specs[g.slug]).join("/");
          if (!taken.has(key)) {
            taken.add(key);
            break;
          }
        }
        members.push({ n: n + k, family: size > 1 ? n : -1, base, specs });
      }
      n += size;
    }
    return members;
  };

  const titleOf = (group: string, value: string) =>
    specGroups.find((g) => g.slug === group)?.values.find((v) => v.slug === value)?.title ?? value;

  const batch = (from: number, to: number) => {
    const inputs: NewProduct[] = [];
    const made: { created: number; reviews: number; family: number }[] = [];
    for (const { n, family, base, specs } of plan(from, to)) {
      const length = specs.length;
      const pack = random.pick(PACKS);
      const series = Math.floor(n / productData.length) + 1;
      const created = now - random.int(0, 3 * 365) * DAY;
      const image = sharedImages[n % sharedImages.length];
      made.push({ created, reviews: random.int(0, 4), family });
      // A member's name says what sets it apart: its colour and conductor size.
      const setApart =
        family < 0
          ? []
          : [colourGroup.slug, "conductor-size"]
              .filter((group) => specs[group])
              .map((group) => titleOf(group, specs[group]));
      inputs.push({
        name: [base.name, ...setApart, length, pack, `S${series}`].join(" "),
        slug: `${base.slug}-${length}-${pack}-s${series}${family < 0 || family === n ? "" : `-v${n}`}`.toLowerCase(),
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
        sku: family < 0 ? null : `BEL-S${String(n + 1).padStart(6, "0")}`,
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
    // Parents and lone products first, then the variants with their parents' ids.
    const isVariant = (i: number) => made[i].family >= 0 && made[i].family !== from + i;
    const parents = createProducts(inputs.filter((_, i) => !isVariant(i)));
    const parentOf = new Map(parents.map((p) => [p.slug, p.id]));
    const variants = createProducts(
      inputs.flatMap((input, i) =>
        isVariant(i)
          ? [{ ...input, parentId: parentOf.get(inputs[made[i].family - from].slug!)! }]
          : [],
      ),
    );
    const bySlug = new Map([...parents, ...variants].map((p) => [p.slug, p]));
    const products = inputs.map((input) => bySlug.get(input.slug!)!);
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

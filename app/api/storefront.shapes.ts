/**
 * The JSON shapes of the public /api/bel calls (storefront.md §7), as zod schemas: the OpenAPI
 * document is generated from them and the contract tests check real answers against them, so
 * the documentation cannot drift from what the server sends.
 */
import { z } from "zod";

const id = z.string().regex(/^\d+$/).describe("Integer id, as a string");
const url = z.string().describe("Absolute URL of a file the site serves");
const optionalUrl = z
  .string()
  .describe('Absolute URL of a file the site serves, or "" when there is none');

export const CategoryRef = z.strictObject({ _id: id, name: z.string(), slug: z.string() });
export const ImageJson = z.strictObject({ _id: id, url, public_id: z.string() });

export const ProductListItem = z.strictObject({
  _id: id,
  name: z.string(),
  slug: z.string(),
  shortdescription: z.string(),
  imagealt: z.string(),
  seo_title: z.string(),
  images: z.array(ImageJson),
  category: CategoryRef,
  numOfReviews: z.int(),
  ratings: z.number().min(0).max(5),
});

const SpecRef = z.strictObject({ _id: id, title: z.string(), slug: z.string() });

export const ReviewJson = z.strictObject({
  _id: id,
  name: z.string(),
  rating: z.int().min(1).max(5),
  heading: z.string(),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});

export const ProductDetailJson = z.strictObject({
  ...ProductListItem.shape,
  description: z.string(),
  seo_description: z.string(),
  subcategory: CategoryRef.nullable(),
  subSubcategory: CategoryRef.nullable(),
  datasheet: z.strictObject({ _id: id, title: z.string(), datasheet: url }).nullable(),
  specifications: z.array(z.strictObject({ specId: SpecRef, value: SpecRef })),
  reviews: z.array(ReviewJson).describe("The newest 20; ?reviews=2 and on for older ones"),
});

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ success: z.literal(true), ...shape });

export const CategoryListAnswer = ok({
  categoryList: z.array(
    z.strictObject({
      ...CategoryRef.shape,
      categoryImage: optionalUrl,
      children: z.array(z.strictObject({ ...CategoryRef.shape, children: z.array(CategoryRef) })),
    }),
  ),
});

export const ProductListAnswer = ok({
  products: z.array(ProductListItem),
  filteredProductsCount: z.int(),
  resPerFilter: z.int(),
});

export const ProductAnswer = ok({ product: ProductDetailJson });

export const FieldsAnswer = ok({
  specifications: z.array(z.strictObject({ ...SpecRef.shape, children: z.array(SpecRef) })),
});

export const MessageAnswer = ok({ message: z.string() });

export const CertificatesAnswer = ok({
  certificates: z.array(
    z.strictObject({
      _id: id,
      title: z.string(),
      description: z.string(),
      certificateImage: optionalUrl,
      certificateFile: optionalUrl,
      url: z.string(),
      index: z.int(),
    }),
  ),
});

export const VideosAnswer = ok({
  videos: z.array(
    z.strictObject({
      _id: id,
      title: z.string(),
      url: z.string(),
      description: z.string(),
      index: z.int(),
    }),
  ),
});

export const KnowHowAnswer = ok({
  know: z.array(
    z.strictObject({
      _id: id,
      title: z.string(),
      description: z.string(),
      knowImage: optionalUrl,
      knowFile: optionalUrl,
      index: z.int(),
    }),
  ),
});

export const BlogAnswer = ok({
  blogs: z.array(
    z.strictObject({
      _id: id,
      title: z.string(),
      description: z.string(),
      blogImage: optionalUrl,
      createdAt: z.iso.datetime(),
    }),
  ),
});

export const ErrorAnswer = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const SlugParams = z.object({ slug: z.string().min(1).max(200) });
export const ProductDetailQuery = z.strictObject({
  reviews: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .optional()
    .describe("Page of reviews, 20 per page"),
});

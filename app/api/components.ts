/**
 * The named shapes of the /api/bel answers (storefront.md §7, admin.md §3): each is one OpenAPI
 * component, referenced wherever it appears instead of copied. Answers of endpoints are built
 * from these; the contract tests check real answers against them.
 */
import { z } from "zod";
import { ROLES } from "~/schemas/user";

/** Named schemas, in the order the OpenAPI document lists them. */
export const components = z.registry<{ id: string }>();
export const componentSchemas: z.ZodType[] = [];

export function component<T extends z.ZodType>(id: string, schema: T): T {
  components.add(schema, { id });
  componentSchemas.push(schema);
  return schema;
}

export const Id = component("Id", z.string().regex(/^\d+$/).describe("An integer id, as a string"));
const url = z.string().describe("Absolute URL of a file the site serves");
const optionalUrl = z
  .string()
  .describe('Absolute URL of a file the site serves, or "" when there is none');

// ---------------------------------------------------------------------------------------------
// Catalogue

export const CategoryRef = component(
  "CategoryRef",
  z.strictObject({ _id: Id, name: z.string(), slug: z.string() }),
);

export const Image = component(
  "Image",
  z.strictObject({ _id: Id, url, public_id: z.string().describe("Deletes the image") }),
);

export const ProductSummary = component(
  "ProductSummary",
  z.strictObject({
    _id: Id,
    name: z.string(),
    slug: z.string(),
    shortdescription: z.string().describe("The reference"),
    imagealt: z.string(),
    seo_title: z.string(),
    images: z.array(Image),
    category: CategoryRef,
    numOfReviews: z.int(),
    ratings: z.number().min(0).max(5),
  }),
);

export const SpecificationRef = component(
  "SpecificationRef",
  z.strictObject({ _id: Id, title: z.string(), slug: z.string() }),
);

export const Review = component(
  "Review",
  z.strictObject({
    _id: Id,
    name: z.string(),
    rating: z.int().min(1).max(5),
    heading: z.string(),
    comment: z.string(),
    createdAt: z.iso.datetime(),
  }),
);

export const DatasheetRef = component(
  "DatasheetRef",
  z.strictObject({ _id: Id, title: z.string(), datasheet: url }),
);

export const Product = component(
  "Product",
  z.strictObject({
    ...ProductSummary.shape,
    description: z.string(),
    seo_description: z.string(),
    subcategory: CategoryRef.nullable(),
    subSubcategory: CategoryRef.nullable(),
    datasheet: DatasheetRef.nullable(),
    specifications: z.array(z.strictObject({ specId: SpecificationRef, value: SpecificationRef })),
    reviews: z.array(Review).describe("The newest 20; ?reviews=2 and on for older ones"),
  }),
);

export const Category = component(
  "Category",
  z.strictObject({
    ...CategoryRef.shape,
    categoryImage: optionalUrl,
    children: z.array(z.strictObject({ ...CategoryRef.shape, children: z.array(CategoryRef) })),
  }),
);

export const Specification = component(
  "Specification",
  z.strictObject({ ...SpecificationRef.shape, children: z.array(SpecificationRef) }),
);

// ---------------------------------------------------------------------------------------------
// The catalogue's structure, as staff edit it

export const CategoryDetails = component(
  "CategoryDetails",
  z.strictObject({
    ...CategoryRef.shape,
    level: z.int().min(1).max(3).describe("1 category, 2 subcategory, 3 sub-subcategory"),
    parentId: Id.nullable().describe("The parent; null for a top-level category"),
    categoryImage: optionalUrl.describe("Top-level categories only"),
    intro: z.string().describe("Text under the heading of the category's page"),
  }),
);

export const SpecificationDetails = component(
  "SpecificationDetails",
  z.strictObject({
    ...SpecificationRef.shape,
    parentId: Id.nullable().describe("The group of a value; null for a group"),
    products: z.int().describe("How many products use it (a value) or one of its values (a group)"),
    children: z.array(SpecificationRef),
  }),
);

export const Datasheet = component(
  "Datasheet",
  z.strictObject({
    _id: Id,
    index: z.int().describe("Row number from 1, oldest first"),
    title: z.string(),
    datasheet: url,
  }),
);

// ---------------------------------------------------------------------------------------------
// Company content

export const Certificate = component(
  "Certificate",
  z.strictObject({
    _id: Id,
    title: z.string(),
    name: z.string().describe("The certificate's name: the same as title"),
    description: z.string(),
    certificateImage: optionalUrl,
    certificateFile: optionalUrl,
    url: z.string(),
    index: z.int(),
  }),
);

export const Video = component(
  "Video",
  z.strictObject({
    _id: Id,
    title: z.string(),
    url: z.string(),
    description: z.string(),
    index: z.int(),
  }),
);

export const KnowHow = component(
  "KnowHow",
  z.strictObject({
    _id: Id,
    title: z.string(),
    description: z.string(),
    knowImage: optionalUrl,
    knowFile: optionalUrl,
    index: z.int(),
  }),
);

export const BlogPost = component(
  "BlogPost",
  z.strictObject({
    _id: Id,
    title: z.string(),
    description: z.string(),
    blogImage: optionalUrl,
    createdAt: z.iso.datetime(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Staff

export const User = component(
  "User",
  z.strictObject({
    _id: Id.describe("The user's integer id, as a string"),
    name: z.string(),
    email: z.email(),
    role: z.enum(ROLES),
  }),
);

// ---------------------------------------------------------------------------------------------
// Answers every endpoint may give

export const ErrorAnswer = component(
  "Error",
  z.strictObject({
    success: z.literal(false),
    message: z.string(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Messages per field, for invalid input"),
  }),
);

export const MessageAnswer = component(
  "Message",
  z.strictObject({ success: z.literal(true), message: z.string() }),
);

/** `{ success: true, …shape }` */
export const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ success: z.literal(true), ...shape });

/** The 400 answer of an endpoint with inputs: the first message, and one per field. */
export const invalidInput = {
  description: "Invalid input (message and field errors)",
  schema: ErrorAnswer,
} as const;

/**
 * Inputs of the staff side of products (docs/admin.md, Products; Add and update a product):
 * one schema per input, read by the page actions (form data, through Conform) and by their
 * /api/bel twins (JSON, form data or multipart) alike.
 *
 * Ids may come as numbers or as strings (the original client sends strings), or as the objects
 * the API answers for them (`{ "_id": "50", "name": "…", "slug": "…" }`: the client sends back
 * what it read); an empty subcategory, sub-subcategory or datasheet is none. Images are files of
 * a multipart form or data-URL strings of a JSON body: app/storage.server.ts checks both the same
 * way.
 */
import { z } from "zod";
import { PRODUCT_STATUSES, type ProductStatus } from "../../db/schema";
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_STATUS_LABELS,
  CatalogueLimits,
  MAX_FILES_PER_REQUEST,
  MAX_KEYWORD_LENGTH,
  ProductLimits,
  type AdminProductSort,
} from "~/constants";
import { idField, optionalIdField, referenceTo } from "./admin-fields";
import { booleanField, requiredText } from "./common";

export const REQUIRED_FIELDS = "Please fill all required fields";
export const IMAGE_REQUIRED = "Please upload at least one image";
export const DATASHEET_NOT_IN_LIST = "Please choose a datasheet from the list";

/**
 * An id that must be there: a number, or its digits, or the record's reference as an answer
 * gives it (`referencedId`: what a client sends back of what it read).
 */
const requiredId = (message: string) => referenceTo(idField(message));

/** An id that may be left empty: `null`, `""` and a missing field all mean none (null). */
const optionalId = (message: string) => optionalIdField(message).transform((v) => v ?? null);

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max.toLocaleString("en-GB")} characters at most)`);

const required = (max: number, label: string) =>
  requiredText(
    REQUIRED_FIELDS,
    max,
    `${label} is too long (${max.toLocaleString("en-GB")} characters at most)`,
  );

/** An uploaded image: a file of a multipart body, or a data-URL string of a JSON body. */
export const ImageUpload = z
  .union([z.file(), z.string()])
  .describe("An image file (multipart) or a data-URL string (JSON): JPEG, PNG, WebP or AVIF");

const images = z
  .array(ImageUpload, { error: IMAGE_REQUIRED })
  .max(MAX_FILES_PER_REQUEST, `${MAX_FILES_PER_REQUEST} images at most in one request`);

const SPECIFICATIONS_LIST = "specifications must be a list of { specId, value }";

/**
 * A product's specifications as `{ specId, value }` pairs: the group and its value, each an id or
 * the `{ _id, title }` a product's answer gives (so its `specifications` can be sent back as
 * read). A form sends them as `specifications[0].specId`… or as the JSON text of the list. A pair
 * whose value is empty sets nothing (the form sends one per group); a group named twice keeps its
 * last value. Left out altogether (JSON), an update keeps the product's specifications as they are.
 */
const specifications = z
  .preprocess(
    (v) => {
      if (typeof v !== "string" || !/^\s*\[/.test(v)) return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z
      .array(
        z.object({
          specId: requiredId("Please choose a specification"),
          value: optionalId("Please choose a value of the specification"),
        }),
        { error: SPECIFICATIONS_LIST },
      )
      .max(200),
  )
  .optional()
  .transform((pairs) => {
    if (!pairs) return undefined;
    const byGroup = new Map<number, number>();
    for (const { specId, value } of pairs) {
      if (value === null) byGroup.delete(specId);
      else byGroup.set(specId, value);
    }
    return [...byGroup].map(([specId, valueId]) => ({ specId, valueId }));
  });

export const SKU_CHARACTERS =
  "A SKU holds letters, digits and . _ / - only, and starts with a letter or digit";

/**
 * The stock-keeping unit (docs/variants.md): unique among products when given. Left out, an
 * update keeps the product's; empty (or `null`) is none, stored as null. The product form always
 * sends it, so its page actions read a missing one as none (Conform drops empty fields).
 */
const sku = z
  .preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? null : v),
    z
      .string({ error: "Please enter the SKU as text" })
      .trim()
      .max(
        ProductLimits.sku,
        `SKU is too long (${ProductLimits.sku.toLocaleString("en-GB")} characters at most)`,
      )
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, SKU_CHARACTERS)
      .nullable()
      .optional(),
  )
  .describe("Stock-keeping unit: unique when given; empty or null for none; left out, kept");

/**
 * The certificates that apply (docs/variants.md, Certificates of a product): a list of their ids
 * (each an id or the `_id` reference an answer gives), so a product's `certificates` can be sent
 * back as read. A form sends one `certificates` field per ticked box, or the JSON text of the
 * list; `[]`, `null` or `""` is none. Left out, a create chooses none and an update keeps them.
 * A variant has its family's: a list that differs from its parent's is refused.
 */
const certificateList = z
  .preprocess(
    (v) => {
      if (v === null || v === "") return [];
      if (typeof v === "string" && /^\s*\[/.test(v)) {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          return v;
        }
      }
      return Array.isArray(v) ? v : [v];
    },
    z
      .array(requiredId("Please choose certificates from the list"), {
        error: "certificates must be a list of certificate ids",
      })
      .max(100, "100 certificates at most"),
  )
  .optional()
  .transform((ids) => (ids === undefined ? undefined : [...new Set(ids)]))
  .describe(
    "The ids of the certificates that apply, listed on the product page and its datasheet; [] or null for none; left out, kept (none for a new product). A variant has its parent's: another list is refused",
  );

// The labels (plain, for the browser) name every status of the table, and no other.
type Labelled = keyof typeof PRODUCT_STATUS_LABELS;
const _labelsMatch: [Labelled] extends [ProductStatus]
  ? [ProductStatus] extends [Labelled]
    ? true
    : never
  : never = true;
void _labelsMatch;

export const STATUS_UNKNOWN = "Please choose a status: draft, published or archived";

/**
 * Where the product stands (docs/admin.md, Status): `draft`, `published` or `archived`; only a
 * published product is on the site. The form's buttons send it ("Publish", "Save as draft"…).
 * Left out, a create is Published (as the original site's client expects) and an update keeps
 * the product's.
 */
export const productStatus = z
  .enum(PRODUCT_STATUSES, { error: STATUS_UNKNOWN })
  .optional()
  .describe(
    "draft, published or archived: only a published product is on the site. Left out: published for a new product, kept by an update",
  );

/** The fields of the product form (and of the POST and PUT bodies), images aside. */
const fields = {
  name: required(ProductLimits.name, "Name"),
  category: requiredId(REQUIRED_FIELDS),
  subcategory: optionalId("Please choose a subcategory from the list"),
  subSubcategory: optionalId("Please choose a sub-subcategory from the list"),
  datasheet: optionalId(DATASHEET_NOT_IN_LIST),
  description: required(ProductLimits.description, "Description"),
  /** Labelled "Reference". */
  shortdescription: text(ProductLimits.shortdescription, "Reference").default(""),
  /** Alt text of the product's pictures; the name when left empty. */
  imagealt: text(ProductLimits.imagealt, "Image alt text").default(""),
  /** The name when left empty. */
  seo_title: text(ProductLimits.seoTitle, "SEO title").default(""),
  seo_description: text(ProductLimits.seoDescription, "SEO description").default(""),
  sku,
  specifications,
  certificates: certificateList,
  status: productStatus,
};

/** Create product: the page form (multipart) and `POST /api/bel/admin/product`. */
export const ProductCreateSchema = z.object({
  ...fields,
  images: images.min(1, IMAGE_REQUIRED),
});

export const PARENT_MISMATCH = "parentProductId is not the product of the address";

/**
 * The original client's link of a variant to its parent (docs/variants.md, Admin and API):
 * `isVariant` (true, or `"true"` in a multipart body) and `parentProductId`, the parent's `_id`
 * (or its reference object).
 */
const variantLink = {
  isVariant: booleanField("isVariant must be true or false")
    .optional()
    .describe("true: a variant of parentProductId; false (update only): no longer a variant"),
  parentProductId: optionalId("parentProductId must be a product's _id").describe(
    "The parent's _id; empty or null for none",
  ),
};

/**
 * Add a variant: `POST /api/bel/admin/product/{parentSlug}/variant`, the create body of the
 * original client, which also carries `isVariant: true` and `parentProductId`. The product of the
 * address is the parent: a `parentProductId` that names another is refused (PARENT_MISMATCH), and
 * `isVariant: false` too.
 */
export const ProductVariantCreateSchema = ProductCreateSchema.extend(variantLink).refine(
  (v) => v.isVariant !== false,
  { message: "A variant is sent with isVariant true (or without it)", path: ["isVariant"] },
);

/**
 * Update product: the page form and `PUT /api/bel/admin/products/{slug}`. The fields replace the
 * product's; `specifications` left out keeps them; `images`, when sent, are added after the
 * product's own.
 */
export const ProductUpdateSchema = z.object({
  ...fields,
  images: images.optional(),
  /**
   * The product's family, as the API answers it and a client sends it back: `isVariant: false`
   * makes it a product of its own, a `parentProductId` a variant of that product; neither keeps
   * it as it is.
   */
  ...variantLink,
});

/**
 * The product form of the create and update pages names its datasheet as typed, by its name,
 * where the API takes its id (a list of a hundred titles is searched by typing, with JavaScript
 * or without): app/models/datasheet.server.ts's datasheetIdByName finds the datasheet, or
 * refuses the name on the field. Everything else is the API's schema.
 */
const datasheetName = z
  .string()
  .trim()
  .max(CatalogueLimits.datasheetTitle + 20, DATASHEET_NOT_IN_LIST)
  .default("");
export const ProductCreateForm = ProductCreateSchema.extend({ datasheet: datasheetName });
export const ProductUpdateForm = ProductUpdateSchema.extend({ datasheet: datasheetName });

export type ProductCreateInput = z.output<typeof ProductCreateSchema>;
export type ProductUpdateInput = z.output<typeof ProductUpdateSchema>;
export type ProductVariantCreateInput = z.output<typeof ProductVariantCreateSchema>;
/** The family fields of an update: `isVariant` and `parentProductId` (docs/variants.md). */
export type ProductFamilyInput = Partial<Pick<ProductUpdateInput, "isVariant" | "parentProductId">>;
export type ProductFieldsInput = Omit<ProductUpdateInput, "images" | keyof ProductFamilyInput>;

/** Image manager: upload (`PUT …/upload_images`) and the screen of its own. */
export const ProductImagesSchema = z.object({ images: images.min(1, IMAGE_REQUIRED) });

/** `PUT …/delete_image`: the image's public_id. */
export const ProductImageDeleteSchema = z.object({
  imgId: requiredText("imgId is required", 100, "Image not found"),
});

/**
 * A product named in a path: its slug, or its id (docs/decisions.md, A product named by its slug
 * or its id).
 */
export const ProductKeyParams = z.object({
  slug: z
    .string()
    .trim()
    .min(1, "Product not found")
    .max(200, "Product not found")
    .regex(/^[A-Za-z0-9-]+$/, "Product not found"),
});

/** The upload screen's `{id}`: the product's id (or its slug). */
export const ProductIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, "Product not found")
    .max(200, "Product not found")
    .regex(/^[A-Za-z0-9-]+$/, "Product not found"),
});

/** A row of the products table: the Delete button's product id. */
export const ProductRowSchema = z.object({ id: requiredId("Product not found") });

/** `?q=&category=&sort=&page=` of the products table and of `GET /api/bel/admin/products`. */
export const AdminProductsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .catch(undefined)
    .describe("Words of the name or the reference, or the start of the slug"),
  category: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .catch(undefined)
    .describe("A category, subcategory or sub-subcategory id"),
  sort: z
    .enum(Object.keys(ADMIN_PRODUCT_SORTS) as [AdminProductSort, ...AdminProductSort[]])
    .optional()
    .catch(undefined)
    .describe("newest (default), name or reviews (most reviewed)"),
  status: z
    .enum(PRODUCT_STATUSES)
    .optional()
    .catch(undefined)
    .describe("Only the products of this status: draft, published or archived"),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
});
export type AdminProductsFilters = z.output<typeof AdminProductsQuery>;

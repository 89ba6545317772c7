/**
 * The named shapes of the /api/bel answers (docs/api.md, Answers and errors): each is one OpenAPI
 * component, referenced wherever it appears instead of copied. Answers of endpoints are built
 * from these; the contract tests check real answers against them.
 */
import { z } from "zod";
import {
  ENQUIRY_STATUSES,
  PRODUCT_STATUSES,
  REVIEW_STATUSES,
  SYNONYM_KINDS,
} from "../../db/schema";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
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

export const DatasheetRef = component(
  "DatasheetRef",
  z.strictObject({ _id: Id, title: z.string(), datasheet: url }),
);

export const SearchReading = component(
  "SearchReading",
  z
    .strictObject({
      corrected: z
        .string()
        .optional()
        .describe(
          "The keyword as searched, when a mistyped word was read as the catalogue's closest (typed=1 searches it as typed)",
        ),
      partial: z
        .strictObject({
          matched: z.array(z.string()).describe("The keyword's words that some product has"),
          unmatched: z.array(z.string()).describe("The keyword's words that no product has"),
        })
        .optional()
        .describe(
          "No product has all the keyword's words: the products are those that have the most of them",
        ),
    })
    .describe("How the keyword was read (docs/storefront.md, How a query is read)"),
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
    datasheet: DatasheetRef.nullable().describe("The product's datasheet, or null"),
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
    verified: z
      .boolean()
      .describe("The reviewer's e-mail was verified by a one-time code (the Verified badge)"),
    createdAt: z.iso.datetime(),
  }),
);

export const Product = component(
  "Product",
  z.strictObject({
    ...ProductSummary.shape,
    description: z.string(),
    seo_description: z.string(),
    subcategory: CategoryRef.nullable(),
    subSubcategory: CategoryRef.nullable(),
    specifications: z.array(z.strictObject({ specId: SpecificationRef, value: SpecificationRef })),
    reviews: z.array(Review).describe("The newest 20; ?reviews=2 and on for older ones"),
  }),
);

/** A product's SKU and family (docs/variants.md). */
const variantFields = {
  sku: z.string().nullable().describe("The stock-keeping unit, or null"),
  isVariant: z.boolean().describe("A variant of another product (parentProductId)"),
  parentProductId: Id.nullable().describe("The product it is a variant of, or null"),
};

/** A product of the whole catalogue's list (`GET /all-products`): as its own call answers it. */
export const CatalogueProduct = component(
  "CatalogueProduct",
  z.strictObject({
    ...Product.shape,
    ...variantFields,
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
    title: z.string().describe("The certificate's heading"),
    name: z
      .string()
      .describe(
        "What lists call the certificate (the storefront's list, the admin table); the title when none was given",
      ),
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
    createdAt: z.iso
      .datetime()
      .describe("The post's date as the blog shows it: its publication date"),
  }),
);

// ---------------------------------------------------------------------------------------------
// Staff

/** A review as staff see it: with the reviewer's contact details and its status. */
export const AdminReview = component(
  "AdminReview",
  z.strictObject({
    _id: Id,
    name: z.string(),
    email: z.string(),
    country: z.string(),
    phone: z.string(),
    rating: z.int().min(1).max(5),
    heading: z.string(),
    comment: z.string(),
    status: z.enum(REVIEW_STATUSES).describe("pending: held for approval"),
    createdAt: z.iso.datetime(),
  }),
);

const TitleRef = z.strictObject({ _id: Id, title: z.string() });

/** A product as the admin panel reads it. */
export const AdminProduct = component(
  "AdminProduct",
  z.strictObject({
    _id: Id,
    name: z.string(),
    slug: z.string(),
    category: CategoryRef,
    subcategory: CategoryRef.nullable(),
    subSubcategory: CategoryRef.nullable(),
    datasheet: Id.nullable().describe("The datasheet's id, or null"),
    description: z.string(),
    shortdescription: z.string().describe("The reference"),
    imagealt: z.string(),
    seo_title: z.string(),
    seo_description: z.string(),
    images: z.array(Image).describe("In gallery order; the first is the one cards show"),
    specifications: z.array(z.strictObject({ specId: TitleRef, value: TitleRef })),
    certificates: z
      .array(Id)
      .describe(
        "The ids of the certificates that apply, in display order (a variant's are its parent's): the ones the product page and the datasheet list",
      ),
    numOfReviews: z.int(),
    ratings: z.number().min(0).max(5),
    reviews: z.array(AdminReview).describe("The newest 20"),
    status: z
      .enum(PRODUCT_STATUSES)
      .describe("draft, published or archived: only a published product is on the site"),
    ...variantFields,
    publishAt: z.iso
      .datetime()
      .nullable()
      .describe(
        "When the product is scheduled to go live (it is not published until then), or null (docs/admin.md, Schedule)",
      ),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
);

/** A row of the admin products list: the product, its row number, and the original's alias. */
export const AdminProductListItem = component(
  "AdminProductListItem",
  z.strictObject({
    ...AdminProduct.shape,
    index: z.int().describe("Row number from 1, continuing across pages"),
    subSubCategory: CategoryRef.nullable().describe(
      "Alias of subSubcategory: the spelling the original site's client reads in lists",
    ),
  }),
);

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
// Staff: reviews, customers, messages and content

const reviewStatus = z
  .enum(["published", "pending"])
  .describe("published: shown and counted; pending: held for approval");

/** A review as staff see it: the original's keys, contact details included. */
export const StaffReview = component(
  "StaffReview",
  z.strictObject({
    _id: Id,
    name: z.string(),
    rating: z.int().min(1).max(5),
    comment: z.string(),
    heading: z.string(),
    country: z.string(),
    email: z.string(),
    phone: z.string(),
    createdAt: z.iso.datetime(),
  }),
);

/** A row of the all-products review list: the review, its product and its status. */
export const StaffReviewRow = component(
  "StaffReviewRow",
  z.strictObject({
    ...StaffReview.shape,
    index: z.int().describe("Row number from 1, across pages"),
    countryCode: z.string().describe("Dial code, digits"),
    status: reviewStatus,
    product: z.strictObject({ _id: Id, name: z.string(), slug: z.string() }),
  }),
);

export const Customer = component(
  "Customer",
  z.strictObject({
    index: z.int().describe("Row number from 1, across pages"),
    name: z.string(),
    email: z.string(),
    country: z.string(),
    countryCode: z.string().describe("Dial code, digits"),
    phone: z.string(),
    reviewCount: z.int(),
    firstReviewAt: z.iso.datetime(),
    lastReviewAt: z.iso.datetime(),
  }),
);

export const ContactMessage = component(
  "ContactMessage",
  z.strictObject({
    _id: Id,
    kind: z.enum(["contact", "quotation"]).describe("A contact message or a quotation enquiry"),
    name: z.string(),
    email: z.string(),
    country: z.string(),
    countryCode: z.string().describe("Dial code, digits"),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    company: z.string().describe("Quotations"),
    productId: Id.nullable().describe("Quotations: the product, while it exists"),
    productName: z.string().describe("Quotations: the product's name when asked"),
    quantity: z.string(),
    length: z.string(),
    handled: z
      .boolean()
      .describe("A contact message once marked handled; an enquiry once its status leaves new"),
    createdAt: z.iso.datetime(),
    reference: z.string().describe('The enquiry reference, "Q-" and the id in six digits or more'),
    status: z
      .enum(ENQUIRY_STATUSES)
      .describe("Quotations: where the sales team has got to (contact messages stay new)"),
    assigneeId: Id.nullable().describe("Quotations: the user who has it, or null"),
  }),
);

export const EnquiryLine = component(
  "EnquiryLine",
  z.strictObject({
    productId: Id.nullable().describe("The product while it exists"),
    productName: z.string().describe("The product's name when the enquiry was sent"),
    productSlug: z.string().describe("The product's slug now, or when sent if it is gone"),
    sku: z.string().describe('The product\'s SKU when the enquiry was sent, or ""'),
    quantity: z.int().min(1),
    lengthM: z
      .int()
      .nullable()
      .describe("Metres per piece: cable cut to length, or the length of a pack"),
    drum: z.string().describe('A drum size ("305 m") of cable cut to length, or ""'),
    pack: z
      .string()
      .describe('A product sold by the pack: the pack ("box", "coil", "reel", "drum"), or ""'),
    text: z
      .string()
      .describe('How people read it: "2 × 305 m box", "2 × 150 m", "3 × 305 m drum", "5"'),
  }),
);

export const EnquiryNote = component(
  "EnquiryNote",
  z.strictObject({
    _id: Id,
    body: z.string(),
    author: z.string().nullable().describe("The author's name, null once the user is deleted"),
    createdAt: z.iso.datetime(),
  }),
);

export const Enquiry = component(
  "Enquiry",
  z.strictObject({
    _id: Id,
    reference: z.string(),
    status: z.enum(ENQUIRY_STATUSES),
    assigneeId: Id.nullable(),
    assignee: z.string().nullable().describe("The assignee's name"),
    lines: z.array(EnquiryLine).describe("Empty for a one-product quotation (see the message)"),
    notes: z.array(EnquiryNote).describe("Staff only, oldest first"),
    history: z
      .array(
        z.strictObject({
          at: z.iso.datetime(),
          by: z.string().nullable().describe("Who changed it, as named then; null: it arrived"),
          from: z.string().nullable().describe("The status before, by name; null: it arrived"),
          to: z.string().describe("The status after, by name"),
        }),
      )
      .describe("The status history, oldest first: its arrival as New, then each change"),
  }),
);

export const StaffVideo = component(
  "StaffVideo",
  z.strictObject({
    ...Video.shape,
    videoId: z.string().nullable().describe("The id read from url"),
    thumbnail: z.string().nullable().describe("The video site's picture of it"),
    createdAt: z.iso.datetime(),
  }),
);

export const StaffBlogPost = component(
  "StaffBlogPost",
  z.strictObject({
    _id: Id,
    title: z.string(),
    slug: z.string().describe("Unique; the post's page is /blog/{slug}"),
    description: z.string(),
    blogImage: optionalUrl,
    publishedAt: z.iso.datetime(),
    index: z.int().describe("Display position, 0 first"),
    createdAt: z.iso.datetime(),
  }),
);

export const SearchSynonym = component(
  "SearchSynonym",
  z.strictObject({
    _id: Id,
    kind: z
      .enum(SYNONYM_KINDS)
      .describe("equivalent: the terms all find each other; one-way: the root finds the terms"),
    root: z
      .string()
      .describe('One-way: the word or phrase that finds the terms; "" for equivalent'),
    terms: z.array(z.string()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
);

export const VersionChange = component(
  "VersionChange",
  z.strictObject({
    label: z.string().describe('What changed: "Name", "Specification: Sheath Material", "Images"'),
    before: z.string().optional(),
    after: z.string().optional(),
    text: z.string().optional().describe('For pictures: "1 image added", "Images reordered"'),
    long: z.boolean().optional().describe("Text long enough to be shown on its own"),
  }),
);

export const ProductVersion = component(
  "ProductVersion",
  z.strictObject({
    number: z.int().describe("1, 2, 3… per product"),
    note: z
      .string()
      .describe('What the save was, when not an edit ("Restored from version 3"), or ""'),
    savedBy: z.string().describe('Who saved it, as named then; "" for nobody'),
    createdAt: z.iso.datetime(),
    changes: z
      .array(VersionChange)
      .nullable()
      .describe("What changed since the version before it; null for the oldest kept"),
    current: z.boolean().describe("The product is as this version has it now"),
    goneImages: z
      .array(z.int())
      .describe("The places (1 first) of its pictures deleted since: a restore cannot bring them"),
  }),
);

export const NotRestored = component(
  "NotRestored",
  z.strictObject({
    images: z.array(z.int()).describe("The places (1 first) of pictures that no longer exist"),
    datasheet: z.string().nullable().describe("The title of a datasheet deleted since"),
    values: z
      .array(z.string())
      .describe('Specification values deleted since: "Sheath Material: PVC"'),
    certificates: z.array(z.string()).describe("Certificates deleted since, by name"),
  }),
);

export const BinnedProduct = component(
  "BinnedProduct",
  z.strictObject({
    _id: Id.describe("The product's own id, given back on restore"),
    name: z.string(),
    slug: z.string().describe("Kept for it while it is in the bin"),
    sku: z.string().nullable(),
    category: z.string().describe("Its categories' names, joined by /"),
    variantOf: z.string().nullable().describe("Its parent's name, for a variant"),
    images: z.int(),
    reviews: z.int(),
    deletedAt: z.iso.datetime(),
    deletedBy: z.string(),
    purgeAt: z.iso.datetime().describe("When it goes for good with its files"),
  }),
);

/** The paging fields of a staff list. */
export const pageFields = {
  total: z.int(),
  page: z.int(),
  pageCount: z.int(),
  resPerPage: z.int(),
};

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

// ---------------------------------------------------------------------------------------------
// Catalogue import jobs (docs/api.md, Catalogue CSV)

export const ImportJobStarted = component(
  "ImportJobStarted",
  z.strictObject({
    success: z.literal(true),
    job: z.string().describe("The job's address (also the Location header): GET it until it ends"),
    page: z.string().describe("The same job's progress page in the admin"),
    status: z.literal("queued"),
  }),
);

export const ImportJob = component(
  "ImportJob",
  z.strictObject({
    success: z.literal(true),
    status: z
      .enum(["queued", "images", "writing", "done", "failed"])
      .describe(
        "queued (behind another import), images (storing the ZIP's pictures), writing, then done or failed",
      ),
    written: z
      .int()
      .describe("Rows written so far, inside the transaction: none is visible before the end"),
    total: z.int().describe("Rows to write (created and updated); 0 before writing starts"),
    result: z
      .strictObject({ created: z.int(), updated: z.int(), unchanged: z.int(), errors: z.int() })
      .nullable()
      .describe("Once done: the rows created, updated, unchanged, and refused (errors)"),
    message: z.string().nullable().describe("Once done: the summary the admin's toast shows"),
    error: z.string().nullable().describe("Once failed: why (nothing was written)"),
  }),
);

// ---------------------------------------------------------------------------------------------
// Passkeys (docs/api.md, Passkeys)

/** One of the signed-in user's passkeys; its key is never shown. */
export const Passkey = component(
  "Passkey",
  z.strictObject({
    _id: Id,
    name: z.string().describe("What its owner calls it, 1 to 60 characters"),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().describe("Its last sign-in; null before the first"),
    backedUp: z.boolean().describe("Synced between its owner's devices (a password manager)"),
  }),
);

/** WebAuthn options for @simplewebauthn/browser (`startRegistration`, `startAuthentication`). */
export const PasskeyOptions = component(
  "PasskeyOptions",
  z
    .custom<PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON>(
      (v) =>
        typeof v === "object" &&
        v !== null &&
        typeof (v as { challenge?: unknown }).challenge === "string",
    )
    .describe(
      "PublicKeyCredentialCreationOptionsJSON (adding) or PublicKeyCredentialRequestOptionsJSON (signing in), as @simplewebauthn/server 13 makes them, with its base64url challenge; pass as optionsJSON. The challenge is good for one answer within 5 minutes",
    ),
);

/**
 * What a sign-in without its second step is told (docs/api.md, Signing in): that a code is needed
 * and how to send it, or that two-factor must be set up on the site first.
 */
export const TwoFactorChallenge = component(
  "TwoFactorChallenge",
  z.strictObject({
    required: z.literal(true),
    methods: z
      .array(z.enum(["code", "recoveryCode"]))
      .optional()
      .describe("Send the same POST again with one of these fields"),
    setup: z.string().optional().describe("Where to set two-factor up (the sign-in page)"),
  }),
);

/**
 * One session of an account (docs/api.md, Sessions): named by a handle, never by the id its
 * cookie carries.
 */
export const Session = component(
  "Session",
  z.strictObject({
    handle: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .describe("The session's name: 16 hex characters (a hash of its secret id)"),
    browser: z
      .string()
      .describe('Browser and system, as read from its User-Agent: "Chrome 126 on Linux"'),
    address: z.string().describe("The client's address when it was last seen"),
    startedAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().describe("Noted at most once a minute"),
    current: z.boolean().describe("The session of this request"),
  }),
);

/** An error of the sign-in that may carry a {@link TwoFactorChallenge}. */
export const SignInErrorAnswer = component(
  "SignInError",
  ErrorAnswer.extend({ twoFactor: TwoFactorChallenge.optional() }),
);

/** `{ success: true, …shape }` */
export const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ success: z.literal(true), ...shape });

/** An error answer of an endpoint, `description` saying when it is given. */
export const errorResponse = (description: string) => ({ description, schema: ErrorAnswer });

/** A success answer that is its message alone. */
export const messageResponse = (description: string) => ({ description, schema: MessageAnswer });

/** The 400 answer of an endpoint with inputs: the first message, and one per field. */
export const invalidInput = errorResponse("Invalid input (message and field errors)");

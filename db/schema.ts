/**
 * The whole data model, in Drizzle. Constraints live here (NOT NULL, UNIQUE, CHECK, foreign keys
 * with deliberate ON DELETE), not only in code. Hand-written SQL that Drizzle cannot express (the
 * FTS5 search index and its triggers, the tree-depth triggers, derived review figures) lives in the
 * custom migrations of migrations/.
 *
 * Every id is an integer primary key (SQLite's rowid, the fastest key it has); the JSON API
 * serialises it as the `_id` string.
 */
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  blob,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch, filled by SQLite itself so raw inserts get it too. */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date());

/**
 * The time a row last changed, kept by the database's triggers rather than by the ORM, so every
 * write moves it (the generated datasheet's Last-Modified, docs/variants.md). 0 until a trigger
 * sets it (a column added to a table with rows cannot default to an expression).
 */
const changedAt = () =>
  integer("changed_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`0`);

export const ROLES = ["admin", "manager"] as const;
export type Role = (typeof ROLES)[number];
export const REVIEW_STATUSES = ["published", "pending"] as const;
export const MESSAGE_KINDS = ["contact", "quotation"] as const;
/** Where an enquiry stands in the sales team's hands (docs/quotes.md). */
export const ENQUIRY_STATUSES = ["new", "in_progress", "quoted", "won", "lost"] as const;
/** Where a product stands (docs/admin.md, Status): only a published one exists for visitors. */
export const PRODUCT_STATUSES = ["draft", "published", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Staff, sessions and password resets

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When the password was last changed or reset, or two-factor reset or turned off (ms): a
     * trusted-browser cookie or a pending second step issued before it is void
     * (docs/admin.md, Two-factor sign-in). 0 until the first such change.
     */
    credentialsChangedAt: integer("credentials_changed_at").notNull().default(0),
    /** The WebAuthn user handle (base64url of 32 random bytes), set with the first passkey. */
    webauthnUserId: text("webauthn_user_id"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_role_idx").on(t.role),
    index("users_created_at_idx").on(t.createdAt),
    check("users_role_check", sql`${t.role} in ('admin', 'manager')`),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** 32 random bytes, hex; the cookie carries only this id. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Remember me: a persistent cookie. */
    persistent: integer("persistent", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    /** The first 512 characters of the User-Agent at sign-in. */
    userAgent: text("user_agent").notNull().default(""),
    /** The client's address at sign-in, then where it was last seen. */
    address: text("address").notNull().default(""),
    /** ms; null until first refreshed (read as created_at). */
    lastSeenAt: integer("last_seen_at"),
    /** How it was signed in: password, password+code, recovery, trusted, passkey. */
    method: text("method").notNull().default("password"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A staff member's authenticator-app secret (docs/admin.md, Two-factor sign-in). The secret is
 * stored encrypted (app/models/secret-box.server.ts), never in clear.
 */
export const userTotp = sqliteTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "v1.<kid>.<iv>.<ciphertext+tag>", base64url parts. */
  secret: text("secret").notNull(),
  /** Null while being set up: the QR code shown, the first code not yet given. */
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  /** The last accepted 30-second step: a code is never accepted twice. */
  lastStep: integer("last_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 of the normalised code. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recovery_codes_hash_unique").on(t.codeHash),
    index("recovery_codes_user_idx").on(t.userId),
  ],
);

/** WebAuthn credentials (passkeys) of a staff member. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** base64url credential id. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key bytes. */
    publicKey: blob("public_key", { mode: "buffer" }).notNull(),
    counter: integer("counter").notNull().default(0),
    /** JSON list of transports. */
    transports: text("transports").notNull().default("[]"),
    /** singleDevice | multiDevice */
    deviceType: text("device_type").notNull().default(""),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull().default(false),
    aaguid: text("aaguid").notNull().default(""),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("passkeys_credential_unique").on(t.credentialId),
    index("passkeys_user_idx").on(t.userId),
    check("passkeys_name_check", sql`length(${t.name}) between 1 and 60`),
  ],
);

/** WebAuthn challenges: single use, shared by every process. */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    /** Null for a passkey sign-in (the user is not known yet). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["register", "authenticate"] }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    check("webauthn_challenges_purpose_check", sql`${t.purpose} in ('register', 'authenticate')`),
  ],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself is only ever in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Catalogue

/** Three levels: category (1), subcategory (2), sub-subcategory (3). */
export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    parentId: integer("parent_id").references((): any => categories.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    /** Upload path of the tile image; top level only. */
    image: text("image"),
    /** Optional text under the heading of the category's listing page. */
    intro: text("intro").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("categories_slug_unique").on(t.slug),
    index("categories_parent_idx").on(t.parentId, t.sortOrder),
    check("categories_level_check", sql`${t.level} between 1 and 3`),
    check("categories_root_check", sql`(${t.parentId} is null) = (${t.level} = 1)`),
    check("categories_image_check", sql`${t.image} is null or ${t.level} = 1`),
    check("categories_slug_check", sql`${t.slug} <> ''`),
  ],
);

export const datasheets = sqliteTable("datasheets", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  /** Upload path of the PDF. */
  file: text("file").notNull(),
  createdAt: createdAt(),
});

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Labelled "Reference" in the admin panel. */
    shortdescription: text("shortdescription").notNull().default(""),
    description: text("description").notNull(),
    imagealt: text("imagealt").notNull().default(""),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    subcategoryId: integer("subcategory_id").references(() => categories.id, {
      onDelete: "set null",
    }),
    subSubcategoryId: integer("sub_subcategory_id").references(() => categories.id, {
      onDelete: "set null",
    }),
    datasheetId: integer("datasheet_id").references(() => datasheets.id, {
      onDelete: "set null",
    }),
    /** Stock-keeping unit: unique when given, none (null) when not. */
    sku: text("sku"),
    /**
     * The product this one is a variant of (docs/variants.md): a variant is a full product of its
     * own. A parent is never itself a variant, and cannot be deleted while it has variants
     * (triggers of migrations/0016).
     */
    parentId: integer("parent_id"),
    /** Derived from reviews by triggers, in the same transaction as the review. */
    numOfReviews: integer("num_of_reviews").notNull().default(0),
    ratings: real("ratings").notNull().default(0),
    /** Draft, Published or Archived (docs/admin.md, Status); what existed before is Published. */
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("published"),
    /** When a product that is not Published goes live by itself (docs/admin.md, Schedule). */
    publishAt: integer("publish_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_slug_unique").on(t.slug),
    /** The admin list's status filter and the dashboard's counts. */
    index("products_status_idx").on(t.status, t.createdAt),
    /** The schedule's due products, read every tick: only the scheduled ones are in it. */
    index("products_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("products_category_idx").on(t.categoryId, t.createdAt),
    index("products_subcategory_idx").on(t.subcategoryId, t.createdAt),
    index("products_sub_subcategory_idx").on(t.subSubcategoryId, t.createdAt),
    index("products_datasheet_idx").on(t.datasheetId),
    index("products_created_idx").on(t.createdAt),
    index("products_popular_idx").on(t.numOfReviews, t.createdAt),
    index("products_rated_idx").on(t.ratings, t.numOfReviews),
    /** The admin list's "Name" order, with and without a category filter. */
    index("products_name_idx").on(t.name),
    index("products_category_name_idx").on(t.categoryId, t.name),
    uniqueIndex("products_sku_unique").on(t.sku),
    index("products_parent_idx").on(t.parentId),
    foreignKey({
      name: "products_parent_fk",
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete("restrict"),
    check("products_slug_check", sql`${t.slug} <> ''`),
    check("products_sku_check", sql`${t.sku} is null or ${t.sku} <> ''`),
    check("products_parent_check", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
    check("products_ratings_check", sql`${t.ratings} between 0 and 5`),
    check("products_reviews_check", sql`${t.numOfReviews} >= 0`),
    check("products_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
  ],
);

/**
 * Every save of a product (docs/admin.md, History): the whole product as it was then, in the
 * shape of app/models/product-snapshot.server.ts (fields, specification values, categories,
 * certificates, parent, image order). Kept without a foreign key, so a product's history outlives
 * it in the bin; purged with it, and by age (90 days, but always the last 50 of a product).
 */
export const productVersions = sqliteTable(
  "product_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id").notNull(),
    /** 1, 2, 3… per product. */
    number: integer("number").notNull(),
    snapshot: text("snapshot", { mode: "json" }).$type<unknown>().notNull(),
    /** What the save was, when not an edit: "Restored from version 3", "Published by the schedule". */
    note: text("note").notNull().default(""),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name as it was: the history still names a deleted user. */
    userName: text("user_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("product_versions_number_unique").on(t.productId, t.number),
    index("product_versions_created_idx").on(t.createdAt),
  ],
);

/**
 * Deleted products, restorable for 30 days (docs/admin.md, Bin): the product with its images,
 * specifications, reviews and certificates as a snapshot, its files kept in storage until the
 * purge. The slug stays reserved while the product is here (unique across both tables, checked by
 * the product's save).
 */
export const productBin = sqliteTable(
  "product_bin",
  {
    /** The product's own id, given back on restore. */
    productId: integer("product_id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    sku: text("sku"),
    snapshot: text("snapshot", { mode: "json" }).$type<unknown>().notNull(),
    /** The stored files (images, renditions) to remove when purged. */
    files: text("files", { mode: "json" }).$type<string[]>().notNull().default([]),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
    deletedByName: text("deleted_by_name").notNull().default(""),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex("product_bin_slug_unique").on(t.slug),
    index("product_bin_deleted_idx").on(t.deletedAt),
  ],
);

export type ImageVariant = { width: number; height: number; file: string };

export const productImages = sqliteTable(
  "product_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Upload path of the largest stored rendition. */
    file: text("file").notNull(),
    /** Generated, unguessable; the admin API deletes images by it. */
    publicId: text("public_id").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
    /** Smaller renditions for srcset, smallest first. */
    variants: text("variants", { mode: "json" }).$type<ImageVariant[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("product_images_public_id_unique").on(t.publicId),
    index("product_images_product_idx").on(t.productId, t.position),
  ],
);

/** Former slugs of renamed products: the storefront answers them with a 301 to the current one. */
export const productSlugHistory = sqliteTable(
  "product_slug_history",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_slug_history_product_idx").on(t.productId)],
);

/**
 * Specification groups (level 1, e.g. "Sheath") and their values (level 2, e.g. "LSZH"), one
 * table as in the original API, so an id names either. Group slugs are unique among groups, value
 * slugs within their group.
 */
export const specifications = sqliteTable(
  "specifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    parentId: integer("parent_id").references((): any => specifications.id, {
      onDelete: "cascade",
    }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    /** When its title, slug, group or place last changed: kept by triggers (migration 0017). */
    changedAt: changedAt(),
  },
  (t) => [
    uniqueIndex("specifications_group_slug_unique")
      .on(t.slug)
      .where(sql`parent_id is null`),
    uniqueIndex("specifications_value_slug_unique").on(t.parentId, t.slug),
    /** Target of product_specifications' (value, group) foreign key. */
    uniqueIndex("specifications_id_parent_unique").on(t.id, t.parentId),
    check("specifications_slug_check", sql`${t.slug} <> ''`),
  ],
);

/** One value per group per product; the value must belong to the group (composite key). */
export const productSpecifications = sqliteTable(
  "product_specifications",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    specId: integer("spec_id")
      .notNull()
      .references(() => specifications.id, { onDelete: "cascade" }),
    valueId: integer("value_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.specId] }),
    foreignKey({
      name: "product_specifications_value_fk",
      columns: [t.valueId, t.specId],
      foreignColumns: [specifications.id, specifications.parentId],
    }).onDelete("cascade"),
    index("product_specifications_value_idx").on(t.valueId, t.productId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** selectedCountry of the payload. */
    country: text("country").notNull(),
    countryCode: text("country_code").notNull().default(""),
    phone: text("phone").notNull(),
    rating: integer("rating").notNull(),
    heading: text("heading").notNull(),
    comment: text("comment").notNull(),
    /** published: shown and counted; pending: waits for a member of staff (a setting). */
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("published"),
    /** The e-mail was verified by a one-time code shortly before the review was sent. */
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    // The review-figure triggers count and average a product's published reviews: this index
    // answers them alone. Without it SQLite chose reviews_status_idx and read every published
    // review of the catalogue for each review written (the 100,000-product seed stalled).
    index("reviews_product_status_idx").on(t.productId, t.status, t.rating),
    // A product page's reviews, newest first, a page at a time: read in order from here. Without
    // it SQLite walked reviews_status_idx through every published review until it had a page.
    index("reviews_product_page_idx").on(t.productId, t.status, t.createdAt, t.id),
    index("reviews_created_idx").on(t.createdAt),
    index("reviews_email_idx").on(t.email),
    index("reviews_rating_idx").on(t.rating, t.createdAt),
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('published', 'pending')`),
  ],
);

/**
 * The people who reviewed products, one row per e-mail address, kept by triggers on reviews in
 * the same transaction: name, country and phone of their newest review, how many they wrote.
 */
export const customers = sqliteTable(
  "customers",
  {
    email: text("email").primaryKey(),
    name: text("name").notNull(),
    country: text("country").notNull().default(""),
    countryCode: text("country_code").notNull().default(""),
    phone: text("phone").notNull().default(""),
    reviewCount: integer("review_count").notNull().default(0),
    firstReviewAt: integer("first_review_at", { mode: "timestamp_ms" }).notNull(),
    lastReviewAt: integer("last_review_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("customers_last_review_idx").on(t.lastReviewAt),
    index("customers_name_idx").on(t.name),
  ],
);

/** Contact messages and quotation requests (enquiries), which staff read in Messages. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: MESSAGE_KINDS }).notNull().default("contact"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** selectedCountry of the payload. */
    country: text("country").notNull(),
    countryCode: text("country_code").notNull().default(""),
    phone: text("phone").notNull(),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    /** Quotations: the company, the product asked about (kept by name if it goes), quantities. */
    company: text("company").notNull().default(""),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull().default(""),
    quantity: text("quantity").notNull().default(""),
    length: text("length").notNull().default(""),
    handled: integer("handled", { mode: "boolean" }).notNull().default(false),
    /** Enquiries: where the sales team has got to, and who has it (docs/quotes.md). */
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull().default("new"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    index("contact_messages_handled_idx").on(t.handled, t.createdAt),
    index("contact_messages_kind_idx").on(t.kind, t.createdAt),
    index("contact_messages_assignee_idx").on(t.assigneeId, t.createdAt),
    // Handled or not (docs/quotes.md, Handled): a contact message by its flag, an enquiry by its
    // status; each half of the rule reads one of these.
    index("contact_messages_kind_handled_idx").on(t.kind, t.handled, t.createdAt),
    index("contact_messages_kind_status_idx").on(t.kind, t.status, t.createdAt),
    check("contact_messages_kind_check", sql`${t.kind} in ('contact', 'quotation')`),
    check(
      "contact_messages_status_check",
      sql`${t.status} in ('new', 'in_progress', 'quoted', 'won', 'lost')`,
    ),
  ],
);

/**
 * The lines of an enquiry sent from the quote basket (docs/quotes.md): the product (kept by name
 * and slug should it go), how many, and for cable sold by length the length in metres or a drum.
 */
export const enquiryLines = sqliteTable(
  "enquiry_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    productSlug: text("product_slug").notNull(),
    quantity: integer("quantity").notNull(),
    /** Metres per piece, or null. */
    lengthM: integer("length_m"),
    /** A drum size of the fixed list (app/schemas/quote-basket.ts), or "". */
    drum: text("drum").notNull().default(""),
    /** The product's SKU when the enquiry was sent, or "" (migration 0023). */
    sku: text("sku").notNull().default(""),
    /**
     * A pack's kind (drum, reel, box, coil) when the product is sold by the pack, its length in
     * `lengthM`; "" for cable cut to length and for products sold by the unit (docs/quotes.md).
     */
    pack: text("pack").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("enquiry_lines_message_idx").on(t.messageId, t.position),
    index("enquiry_lines_product_idx").on(t.productId),
    check("enquiry_lines_quantity_check", sql`${t.quantity} between 1 and 9999`),
  ],
);

/**
 * Staff's internal notes on an enquiry (docs/quotes.md, Enquiry workflow), oldest first: never
 * shown to the visitor. A note outlives its author (the name is read from the user while there is
 * one).
 */
export const enquiryNotes = sqliteTable(
  "enquiry_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("enquiry_notes_message_idx").on(t.messageId, t.createdAt),
    check("enquiry_notes_body_check", sql`length(${t.body}) between 1 and 2000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Company content

export const certificates = sqliteTable(
  "certificates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What lists call it (the storefront's list, the admin table); the title is its heading. */
    name: text("name").notNull().default(""),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Upload path of the image. */
    image: text("image"),
    /** Upload path of the verification PDF. */
    file: text("file"),
    url: text("url").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    /** When it last changed: kept by triggers (migration 0017). */
    changedAt: changedAt(),
  },
  (t) => [index("certificates_position_idx").on(t.position)],
);

/**
 * The certificates that apply to a product (docs/variants.md, Generated datasheets): chosen for a
 * product of its own or a family's parent; a variant has its parent's and none of its own (the
 * triggers of migrations/0021 refuse a variant's row and drop a product's rows when it joins a
 * family).
 */
export const productCertificates = sqliteTable(
  "product_certificates",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.certificateId] }),
    index("product_certificates_certificate_idx").on(t.certificateId),
  ],
);

/**
 * The revision of each product's generated datasheet (docs/variants.md, Generated datasheets): a
 * digest of what the sheet shows, and the number and date it was given when that digest last
 * changed. Written when a datasheet is built from data whose digest differs, never otherwise.
 */
export const datasheetRevisions = sqliteTable("datasheet_revisions", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  hash: text("hash").notNull(),
  revision: integer("revision").notNull(),
  revisedAt: integer("revised_at", { mode: "timestamp_ms" }).notNull(),
});

export const faqVideos = sqliteTable(
  "faq_videos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("faq_videos_position_idx").on(t.position)],
);

export const knowHow = sqliteTable(
  "know_how",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    file: text("file"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("know_how_position_idx").on(t.position)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    /** The post's own page: /blog/{slug}. */
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    /** Shown on the storefront ("Jan 5, 2024"); orders posts that share a position. */
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    /** The order staff choose, 0 first (app/models/ordering.server.ts). */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("blog_posts_created_idx").on(t.createdAt),
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_published_idx").on(t.publishedAt),
    index("blog_posts_position_idx").on(t.position),
    check("blog_posts_slug_check", sql`${t.slug} <> ''`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Settings staff change in the panel

/** Key → JSON value; read through app/models/settings.server.ts with defaults. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Audit log, mail queue, one-time codes

/** Every staff write: who, when, what (before/after of the fields changed), from where. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    /** Null once the user is deleted; their name and e-mail stay in the row. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    userEmail: text("user_email").notNull(),
    /** create, update, delete, … */
    action: text("action").notNull(),
    /** product, category, specification, … */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull().default(""),
    /** A line a person reads: "Updated product Cat6 U/UTP LSZH". */
    summary: text("summary").notNull(),
    /** { field: { before, after } } of what changed. */
    changes: text("changes", { mode: "json" })
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull()
      .default({}),
    address: text("address").notNull().default(""),
    /** The first 512 characters of the User-Agent of the request that did it. */
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_user_idx").on(t.userId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.at),
    // One record's history (an enquiry's status changes: docs/quotes.md, Status history).
    index("audit_log_record_idx").on(t.entity, t.entityId, t.at),
  ],
);

/** E-mails to send, sent by a worker in the process with retries; nothing is lost on restart. */
export const mailQueue = sqliteTable(
  "mail_queue",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_queue_due_idx").on(t.sentAt, t.nextAttemptAt)],
);

/** One-time codes that verify an e-mail address (the review and contact forms). */
export const emailCodes = sqliteTable(
  "email_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    /** HMAC-SHA-256 of the e-mail and code; the code itself is only ever in the e-mail. */
    codeHash: text("code_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_codes_email_idx").on(t.email, t.createdAt),
    check("email_codes_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Rate limits

/**
 * The counters of app/models/rate-limits.server.ts (rate-limiter-flexible's SQLite store): a key
 * ("signInPair:…", "writeMinute:review|…"), the points used in its window, and when it ends.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    /** Milliseconds since the epoch; null: no expiry. */
    expire: integer("expire"),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

// ---------------------------------------------------------------------------------------------
// Search

/** How a synonym applies (docs/storefront.md, "How a query is read"). */
export const SYNONYM_KINDS = ["equivalent", "one-way"] as const;
export type SynonymKind = (typeof SYNONYM_KINDS)[number];

/**
 * The trade's words that staff tell the search are the same: `equivalent`, every term finds the
 * others (`t&e`, `twin and earth`); `one-way`, the root finds the terms and not the other way
 * (`fp200` finds fire resistant cable). Terms are kept as staff wrote them, one per line; the
 * search reads them as it reads a query, when it next searches (a change moves the content
 * counter, migration 0025).
 */
export const searchSynonyms = sqliteTable(
  "search_synonyms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: SYNONYM_KINDS }).notNull(),
    /** one-way: the word or words that find the terms; '' for equivalent */
    root: text("root").notNull().default(""),
    /** the terms, one per line */
    terms: text("terms").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("search_synonyms_kind_check", sql`${t.kind} in ('equivalent', 'one-way')`),
    check(
      "search_synonyms_root_check",
      sql`(${t.kind} = 'one-way') = (length(trim(${t.root})) > 0)`,
    ),
    check("search_synonyms_terms_check", sql`length(${t.terms}) between 1 and 2000`),
  ],
);

/**
 * Visitors' searches, counted per day by the query as the search reads it and how many products
 * it found (the last count seen that day): nothing personal (docs/storefront.md, "What visitors
 * searched"). Days older than the dashboard looks back are pruned.
 */
export const searchCounts = sqliteTable(
  "search_counts",
  {
    /** YYYY-MM-DD, in the site's time zone */
    day: text("day").notNull(),
    query: text("query").notNull(),
    results: integer("results").notNull(),
    searches: integer("searches").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query] }),
    index("search_counts_zero_idx").on(t.results, t.day),
  ],
);

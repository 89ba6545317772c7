/**
 * Business constants: one place each (docs/decisions.md, Constants in one place). Page sizes, text
 * limits, upload limits, the rating scale and the sorts. Plain values only, so any module (browser
 * included) may read them; the zod schemas in app/schemas take their bounds from here.
 */

// ---------------------------------------------------------------------------------------------
// Page sizes

/** Products per page: the listing page, its count text and the API's resPerFilter. */
export const RES_PER_FILTER = 16;
/** Rows per page of the admin tables (products, reviews, customers, messages…). */
export const ADMIN_PAGE_SIZE = 25;
/** Rows a CSV export reads from the database at a time (it streams, never loads them all). */
export const CSV_BATCH_SIZE = 1000;
/**
 * Products the whole-catalogue answers (`GET /api/bel/all-products`, the admin list without a
 * page) read and write at a time: they stream, never holding the catalogue whole.
 */
export const CATALOGUE_BATCH_SIZE = 500;
/** Versions per page of a product's history (docs/admin.md, History). */
export const VERSIONS_PER_PAGE = 10;
/** Rows per page of the users table and of `GET /api/bel/admin/users`. */
export const USERS_PAGE_SIZE = 20;
/** Reviews per page on a product page and in its API answer. */
export const REVIEWS_PER_PAGE = 20;
/** Posts per page of the storefront's blog (/blog). */
export const BLOG_PER_PAGE = 9;

/**
 * Rows of each list of the dashboard's searches (docs/admin.md, Dashboard), and once staff ask
 * to see more.
 */
export const SEARCH_STATS_ROWS = 10;
export const SEARCH_STATS_MORE = 100;

/** Products a comparison shows side by side (/compare, docs/variants.md: Comparison). */
export const COMPARE_MAX = 4;

/**
 * The specification groups a specifier reads first, by slug (a group keeps its slug when it is
 * renamed), in the order the datasheet shows them as its key figures (docs/variants.md,
 * Generated datasheets). They are measurements of a construction, not choices: the listing does
 * not offer them as filters and the product page's variant choosers do not offer them.
 */
export const SPECIFIER_GROUPS = [
  "overall-diameter",
  "weight",
  "minimum-bend-radius",
  "temperature-range",
  "cpr-class",
] as const;
export const isSpecifierGroup = (slug: string) =>
  (SPECIFIER_GROUPS as readonly string[]).includes(slug);

// Quote basket (docs/quotes.md): read by its schema and by the forms in the browser.
/** At most this many lines; a visitor with more sends two enquiries. */
export const BASKET_MAX_LINES = 50;
export const QTY_MAX = 9999;
export const LENGTH_MAX_M = 100_000;
/** The drums cable is sold on, besides a length cut to order. */
export const DRUM_SIZES = ["50 m", "100 m", "200 m", "305 m", "500 m", "1000 m"] as const;
export const NOTE_MAX = 2000;

// Enquiry workflow (docs/quotes.md, Enquiry workflow): the labels of db/schema.ts's
// ENQUIRY_STATUSES, in their order, for the admin screens and the audit log.
export const ENQUIRY_STATUS_LABELS = {
  new: "New",
  in_progress: "In progress",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
} as const;
/** An internal note on an enquiry, in characters. */
export const ENQUIRY_NOTE_MAX = 2000;

// ---------------------------------------------------------------------------------------------
// The site's clock (docs/admin.md, Dates; Schedule)

/**
 * The site's time zone: the admin panel's dates, the dashboard's days, the days searches are
 * counted on, and the times staff schedule products for are all in it.
 */
export const SITE_TIME_ZONE = "Europe/London";

// ---------------------------------------------------------------------------------------------
// Bulk actions on the products table (docs/admin.md, Bulk actions)

/** Products a bulk action may name by id in one request (every product matching a filter: any). */
export const BULK_MAX_IDS = 10_000;

/**
 * Products a bulk action changes on the server's own thread: a few milliseconds of writes. More go
 * to a worker thread (app/models/product-bulk.server.ts), whose start costs about a second.
 */
export const BULK_IN_THREAD_MAX = 200;

/** The actions of the products table's bulk bar, by value, with their labels, in its order. */
export const BULK_ACTIONS = {
  publish: "Publish",
  unpublish: "Unpublish (to Draft)",
  archive: "Archive",
  schedule: "Schedule",
  unschedule: "Unschedule",
  move: "Move to category",
  delete: "Delete",
} as const;
export type BulkAction = keyof typeof BULK_ACTIONS;

// ---------------------------------------------------------------------------------------------
// Text limits (characters)

export const MAX_KEYWORD_LENGTH = 200;
/**
 * Suggestions as a visitor types in the header's search box (docs/storefront.md, "Suggestions as
 * you type"): asked for from this many characters, and at most this many of each kind.
 */
export const SUGGESTIONS = { minLength: 2, queries: 3, categories: 3, products: 6 } as const;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const ContactLimits = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  subject: 150,
  message: 5000,
} as const;
export const ReviewLimits = { name: NAME_MAX, heading: 150, comment: 2000 } as const;
export const QuotationLimits = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  company: 150,
  query: 2000,
  quantity: 60,
  length: 60,
} as const;
/** Videos, know-how guides and blog posts (the admin content screens and their API). */
export const ContentLimits = {
  title: 150,
  description: 5000,
  url: 500,
} as const;
/** Fields of a product (the admin form and the API). */
export const ProductLimits = {
  name: 200,
  shortdescription: 200,
  description: 20_000,
  imagealt: 200,
  seoTitle: 200,
  seoDescription: 500,
  /** The stock-keeping unit (docs/variants.md). */
  sku: 64,
} as const;
/** Phone numbers: 4 to 15 digits (docs/decisions.md, Limits on what visitors type). */
export const PHONE_DIGITS = { min: 4, max: 15 } as const;

/** The catalogue's structure and its files, as staff edit them. */
export const CatalogueLimits = {
  categoryName: 100,
  /** The optional text under a category's heading on its listing page. */
  categoryIntro: 1000,
  specificationTitle: 100,
  datasheetTitle: 150,
  certificateName: 150,
  certificateTitle: 150,
  certificateDescription: 2000,
  url: 2000,
} as const;

/** Search synonyms, as staff write them (docs/admin.md, Search synonyms). */
export const SynonymLimits = {
  /** Characters of a term, and of a one-way synonym's root. */
  term: 100,
  terms: 20,
  /** Characters of all the terms together, one per line (the table's own bound). */
  allTerms: 2000,
} as const;

// ---------------------------------------------------------------------------------------------
// Request bodies and uploads (bytes)

/** A JSON body or a form without files. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** One uploaded image, as a file or as a data-URL string. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** One uploaded PDF. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** Files in one request, and all its parts together. */
export const MAX_FILES_PER_REQUEST = 12;
export const MAX_MULTIPART_BYTES = 64 * 1024 * 1024;
/**
 * A JSON body carrying images as data-URL strings (the admin product calls): what the same
 * images weigh as a multipart body, in base64, and room for the other fields.
 */
export const MAX_IMAGES_JSON_BYTES = Math.ceil((MAX_MULTIPART_BYTES * 4) / 3) + MAX_JSON_BYTES;

// ---------------------------------------------------------------------------------------------
// Ratings and sorts

/** Rating scale (its stars are drawn in `--star`, app.css). */
export const RATING_MAX = 5;

/** Sort orders of the listing, kept in the `sort` query parameter. */
export const SORTS = {
  popular: "Most Popular",
  rated: "Most Rated",
  date: "Date",
} as const;
export type Sort = keyof typeof SORTS;

/** Sort orders of the admin products table, kept in its `sort` query parameter. */
// Product status (docs/admin.md, Status): the labels of db/schema.ts's PRODUCT_STATUSES, in their
// order, for the admin screens (badges, the filter, the form's buttons) and the audit log.
export const PRODUCT_STATUS_LABELS = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
} as const;
/** The same in a sentence: "… is a draft", "… is archived". */
export const PRODUCT_STATUS_PHRASES = {
  draft: "a draft",
  published: "published",
  archived: "archived",
} as const;

export const ADMIN_PRODUCT_SORTS = {
  newest: "Newest",
  name: "Name",
  reviews: "Most reviewed",
} as const;
export type AdminProductSort = keyof typeof ADMIN_PRODUCT_SORTS;

// ---------------------------------------------------------------------------------------------
// Newsletter (docs/storefront.md, Newsletter): nothing is stored; the box answers after a second.

export const NEWSLETTER_INVALID = "Please enter a valid email address";
export const NEWSLETTER_SUCCESS = "Thank you for subscribing to our newsletter!";
export const NEWSLETTER_DELAY_MS = 1000;

// ---------------------------------------------------------------------------------------------
// Images

/**
 * Widths of the stored WebP renditions; the largest one that fits the original is the main file.
 * Close enough together that a browser finds one just above every slot the pages give an image
 * (cards 140 to 380 px, thumbnails 96 px, category tiles 150 px, the product's main image 290 to
 * 590 px) at 1, 1.75, 2 and 3 device pixels per CSS pixel, not one nearly twice as wide.
 */
export const IMAGE_WIDTHS = [240, 360, 480, 640, 800, 1024] as const;
/**
 * Widths earlier versions stored and IMAGE_WIDTHS no longer makes: images uploaded then still
 * have these files, removed with the image like the others.
 */
export const FORMER_IMAGE_WIDTHS = [320] as const;
/** Pixels an upload may decode to (a 40-megapixel photo); larger ones are refused unread. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Images decoded at the same time, whatever the number of uploads in flight. */
export const IMAGE_DECODE_CONCURRENCY = 2;

// ---------------------------------------------------------------------------------------------
// History and bin (docs/admin.md, History and Bin)

/** A product's versions are kept this many days… */
export const VERSIONS_KEPT_DAYS = 90;
/** …and, whatever their age, its this many newest. */
export const VERSIONS_KEPT = 50;
/** A deleted product stays restorable in the bin this many days, then goes with its files. */
export const BIN_DAYS = 30;

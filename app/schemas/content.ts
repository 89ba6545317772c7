/**
 * FAQ videos, cable know-how guides and blog posts: the admin screens' forms and the /api/bel
 * calls of the original site (`title`, `url`, `description`, `index`; `title`, `description`,
 * `knowImage`, `knowFile`, `index`; `title`, `description`, `blogImage`, `index`), one schema each.
 */
import { z } from "zod";
import { ContentLimits } from "~/constants";
import { videoId } from "~/utils/video";
import { idField, optionalUploadField, uploadField } from "./admin-fields";
import { booleanField, indexField, pageField, searchField, requiredText } from "./common";

export const VIDEO_NOT_FOUND = "Video not found";
export const KNOW_HOW_NOT_FOUND = "Know-how guide not found";
export const BLOG_NOT_FOUND = "Blog post not found";
export const KNOW_HOW_PDF_REQUIRED = "Please choose the guide's PDF";
export const VIDEO_URL_INVALID =
  "Please enter a video link: a long (…/watch?v=…) or short (youtu.be/…) address";
export const DATE_INVALID = "Please enter a valid date";

const title = requiredText(
  "Please enter a title",
  ContentLimits.title,
  `Title must be ${ContentLimits.title} characters or fewer`,
);

const description = requiredText(
  "Please enter a description",
  ContentLimits.description,
  `Description must be ${ContentLimits.description.toLocaleString("en-GB")} characters or fewer`,
);

const optionalDescription = z
  .string()
  .trim()
  .max(
    ContentLimits.description,
    `Description must be ${ContentLimits.description.toLocaleString("en-GB")} characters or fewer`,
  )
  .optional()
  .default("");

/** The `q` and `page` of an admin table (its API twin's query too, for videos, know-how, blog). */
export const ContentQuery = z.object({
  q: searchField.describe("Searches titles"),
  page: pageField.describe("Page (25 a page)"),
});

/**
 * Move up / Move down of a row of any list staff arrange: its id and the direction. The list's
 * `q` comes with the address the buttons post to (app/models/ordered-content.server.ts).
 */
export const MoveSchema = z.object({
  id: idField("Not found"),
  direction: z.enum(["up", "down"], { error: "Choose up or down." }),
});

// ---------------------------------------------------------------------------------------------
// Videos

export const VideoIdParams = z.object({ id: idField(VIDEO_NOT_FOUND) });

/** A video: title, a video-site address (long or short; its id is what the storefront plays). */
export const VideoSchema = z.object({
  title,
  url: requiredText("Please enter the video address", ContentLimits.url, VIDEO_URL_INVALID).refine(
    (value) => videoId(value) !== null,
    VIDEO_URL_INVALID,
  ),
  description: optionalDescription,
  index: indexField.describe("Display position, 0 first (default: last)"),
});
export type VideoInput = z.output<typeof VideoSchema>;
/** The edit form: the video's id and its fields. */
export const VideoEditSchema = VideoIdParams.extend(VideoSchema.shape);

// ---------------------------------------------------------------------------------------------
// Know-how

export const KnowHowIdParams = z.object({ id: idField(KNOW_HOW_NOT_FOUND) });

const knowImage = optionalUploadField("knowImage must be an image file").describe(
  "JPEG, PNG, WebP or AVIF: a file, or a data URL in JSON",
);
const knowFile = optionalUploadField("knowFile must be a PDF file").describe(
  "The guide as a PDF: a file, or a data URL in JSON",
);

/** Edit a guide: files left out keep the current ones; `removeImage` drops the picture. */
export const KnowHowUpdateSchema = z.object({
  title,
  description,
  knowImage,
  knowFile,
  removeImage: booleanField("removeImage must be true or false").optional(),
  index: indexField.describe("Display position, 0 first (default: unchanged)"),
});

/** A new guide: the PDF is the guide, so it is required; the picture is optional. */
export const KnowHowCreateSchema = KnowHowUpdateSchema.omit({ removeImage: true }).extend({
  knowFile: uploadField(KNOW_HOW_PDF_REQUIRED).describe(
    "The guide as a PDF: a file, or a data URL in JSON",
  ),
  index: indexField.describe("Display position, 0 first (default: last)"),
});
export type KnowHowInput = z.output<typeof KnowHowUpdateSchema>;
/** The edit form: the guide's id and its fields. */
export const KnowHowEditSchema = KnowHowIdParams.extend(KnowHowUpdateSchema.shape);

// ---------------------------------------------------------------------------------------------
// Blog

export const BlogIdParams = z.object({ id: idField(BLOG_NOT_FOUND) });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD`, or a full ISO date-time from the API. */
const publishedAt = z
  .string({ error: DATE_INVALID })
  .trim()
  .refine(
    (value) =>
      ISO_DATE.test(value)
        ? !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
        : z.iso.datetime({ offset: true }).safeParse(value).success,
    DATE_INVALID,
  )
  .optional()
  .describe(
    "Publication date: YYYY-MM-DD (keeps the time of day of the current date, now for a new post) or an ISO date-time; default now",
  );

/** A new post; `index` places it (it goes first without one: the latest news opens the blog). */
export const BlogSchema = z.object({
  title,
  description,
  blogImage: optionalUploadField("blogImage must be an image file").describe(
    "JPEG, PNG, WebP or AVIF: a file, or a data URL in JSON",
  ),
  removeImage: booleanField("removeImage must be true or false").optional(),
  publishedAt,
  index: indexField.describe("Display position, 0 first (default: first)"),
});
export type BlogInput = z.output<typeof BlogSchema>;
/** Edit a post: the same fields; without `index` it keeps its place. */
export const BlogUpdateSchema = BlogSchema.extend({
  index: indexField.describe("Display position, 0 first (default: unchanged)"),
});
/** The edit form: the post's id and its fields. */
export const BlogEditSchema = BlogIdParams.extend(BlogUpdateSchema.shape);

/** Add Datasheet (docs/admin.md, Datasheets) and `POST /api/bel/admin/datasheet/new`. */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import { ALL_REQUIRED } from "./category";
import { idParams, uploadField } from "./admin-fields";

export const DATASHEET_NOT_FOUND = "Datasheet not found";

export const DatasheetCreateSchema = z.object({
  title: z
    .string({ error: ALL_REQUIRED })
    .trim()
    .min(1, ALL_REQUIRED)
    .max(
      CatalogueLimits.datasheetTitle,
      `The title is too long (${CatalogueLimits.datasheetTitle} characters at most).`,
    ),
  datasheet: uploadField(ALL_REQUIRED).describe("The PDF (or a data URL of it)"),
});

export const DatasheetIdParams = idParams(DATASHEET_NOT_FOUND);

/** `?q=&page=` of the Datasheets table. */
export const DatasheetListQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

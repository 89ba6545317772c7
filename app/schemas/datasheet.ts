/** Add Datasheet (docs/admin.md) and `POST /api/bel/admin/datasheet/new`. */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import { ALL_REQUIRED } from "./category";
import { idParams, tooLong, uploadField } from "./admin-fields";

export const DATASHEET_NOT_FOUND = "Datasheet not found";

export const DatasheetCreateSchema = z.object({
  title: z
    .string({ error: ALL_REQUIRED })
    .trim()
    .min(1, ALL_REQUIRED)
    .max(CatalogueLimits.datasheetTitle, tooLong("title", CatalogueLimits.datasheetTitle)),
  datasheet: uploadField(ALL_REQUIRED).describe("The PDF (or a data URL of it)"),
});

export const DatasheetIdParams = idParams(DATASHEET_NOT_FOUND);

/** Add Datasheet (docs/admin.md) and `POST /api/bel/admin/datasheet/new`. */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import { ALL_REQUIRED } from "./category";
import { idParams, tooLong, uploadField } from "./admin-fields";
import { requiredText } from "./common";

export const DATASHEET_NOT_FOUND = "Datasheet not found";

export const DatasheetCreateSchema = z.object({
  title: requiredText(
    ALL_REQUIRED,
    CatalogueLimits.datasheetTitle,
    tooLong("title", CatalogueLimits.datasheetTitle),
  ),
  datasheet: uploadField(ALL_REQUIRED).describe("The PDF (or a data URL of it)"),
});

export const DatasheetIdParams = idParams(DATASHEET_NOT_FOUND);

/** Inputs of the Specification List (docs/admin.md) and its /api/bel twins (docs/api.md). */
import { z } from "zod";
import { CatalogueLimits } from "~/constants";
import { idField, idParams, optionalIdField, tooLong } from "./admin-fields";
import { requiredText } from "./common";

export const TITLE_REQUIRED = "Title field must be filled.";
export const SPECIFICATION_NOT_FOUND = "Specification not found";

const title = requiredText(
  TITLE_REQUIRED,
  CatalogueLimits.specificationTitle,
  tooLong("title", CatalogueLimits.specificationTitle),
);

/** A specification group (no parent) or a value of a group (`parentId` names the group). */
export const SpecificationCreateSchema = z.object({
  title,
  parentId: optionalIdField("Please choose a specification group from the list.").describe(
    "The group a value belongs to; left out for a new group",
  ),
});

export const SpecificationUpdateSchema = z.object({ title });

export const SpecificationIdParams = idParams(SPECIFICATION_NOT_FOUND);

/** The Specification List's edit form: the title and the specification it renames. */
export const SpecificationUpdateForm = SpecificationUpdateSchema.extend({
  id: idField(SPECIFICATION_NOT_FOUND),
});

/** The Specification List's delete button. */
export const SpecificationDeleteForm = z.object({ id: idField(SPECIFICATION_NOT_FOUND) });

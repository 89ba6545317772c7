/**
 * What the original site's own client sends back of a product it read from
 * `GET /api/bel/admin/products/{slug}`, as its edit form builds the body: the route tests
 * (tests/routes/original-client.test.ts) and the HTTP ones (tests/e2e/api.original-client.spec.ts)
 * send the same.
 */
import type { z } from "zod";
import type * as C from "../app/api/components";

export type ReadProduct = z.infer<typeof C.AdminProduct>;

/** The form's text fields, filled from what it read, with a new name. */
export function editedFields(answer: ReadProduct, name: string) {
  return {
    name,
    description: answer.description,
    shortdescription: answer.shortdescription,
    imagealt: answer.imagealt,
    seo_title: answer.seo_title,
    seo_description: answer.seo_description,
  };
}

/** The category levels and the datasheet as it read them, sent back as they are (JSON). */
export function branchAsRead(answer: ReadProduct) {
  return {
    category: answer.category,
    subcategory: answer.subcategory,
    subSubcategory: answer.subSubcategory,
    datasheet: answer.datasheet,
  };
}

/**
 * The same in a form: each level as the JSON text of the object it read
 * (`formData.append(name, JSON.stringify(obj))`), the datasheet as its id.
 */
export function branchAsText(answer: ReadProduct) {
  return {
    category: JSON.stringify(answer.category),
    subcategory: JSON.stringify(answer.subcategory),
    subSubcategory: JSON.stringify(answer.subSubcategory),
    datasheet: answer.datasheet ?? "",
  };
}

/**
 * The server half the product screens share (docs/admin.md, Add and update a product): the add
 * screen, the update screen and the image upload on its own. Managers only; their forms carry
 * files, so the body is read with `readUploadForm` (a refused body comes back as the form's
 * message); a form that is done leads to the products list, and files are never sent back.
 */
import { createHash } from "node:crypto";
import type { z } from "zod";
import type { Actor } from "~/models/audit.server";
import { findProduct, getAdminProduct, PRODUCT_NOT_FOUND } from "~/models/product-admin.server";
import { requireActor, requireRole } from "~/screens/auth.server";
import { readUploadForm } from "~/utils/form.server";
import { formIntent } from "~/screens/intent-action.server";
import { notFoundResponse } from "~/utils/responses.server";

/** `formIntent`'s options for every form of the product screens. */
export const PRODUCT_FORM_DONE = { to: "/admin/products", hideFields: ["images"] };

/** The product a screen's address names (its id or its slug), for a manager; else a 404. */
export async function readProductScreen(request: Request, key: string | undefined) {
  await requireRole(request, "manager");
  const product = getAdminProduct(key ?? "");
  if (!product) throw notFoundResponse(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * The product form's fields as a product fills them: the Update screen's values and the Add
 * Variant screen's starting point (docs/variants.md, Admin and API).
 */
export function productFormDefaults(
  product: NonNullable<ReturnType<typeof getAdminProduct>>,
  datasheets: readonly { id: number; name: string }[],
) {
  return {
    name: product.name,
    shortdescription: product.shortdescription,
    category: String(product.category.id),
    subcategory: product.subcategory ? String(product.subcategory.id) : "",
    subSubcategory: product.subSubcategory ? String(product.subSubcategory.id) : "",
    datasheet: datasheets.find((d) => d.id === product.datasheetId)?.name ?? "",
    description: product.description,
    specifications: product.specifications.map((s) => ({
      specId: String(s.spec.id),
      value: String(s.value.id),
    })),
    certificates: product.certificateIds.map(String),
  };
}

/**
 * A key of a form's values as stored: a form whose values change under it (a product restored
 * from its history, docs/admin.md, History) gets a new one, so it shows them and not its own.
 */
export function formKeyOf(values: unknown) {
  return createHash("sha1").update(JSON.stringify(values)).digest("base64url").slice(0, 12);
}

/**
 * A variant's certificates as its form shows them (its family's, chosen on its parent), or null
 * for a product that chooses its own (docs/variants.md, Certificates of a product).
 */
export function inheritedCertificates(
  product: NonNullable<ReturnType<typeof getAdminProduct>>,
  parent: { name: string; slug: string },
  choices: readonly { id: number; name: string }[],
) {
  if (product.parentId === null) return null;
  const names = new Map(choices.map((c) => [c.id, c.name]));
  return {
    parent: { name: parent.name, slug: parent.slug },
    names: product.certificateIds.map((id) => names.get(id) ?? String(id)),
  };
}

/**
 * The certificates a product form's value sets: the ticked boxes (none ticked is none) for a
 * product that chooses its own; nothing for a variant, whose form has no boxes.
 */
export function formCertificates(key: string, ticked: number[] | undefined): number[] | undefined {
  const product = findProduct(key);
  return product && product.parentId !== null ? undefined : (ticked ?? []);
}

/** A product screen's action: `answer` answers the form for the signed-in manager. */
export async function productScreenAction(
  request: Request,
  answer: (actor: Actor, formData: FormData) => unknown,
) {
  const actor = await requireActor(request, "manager");
  const { formData, failure } = await readUploadForm(request);
  if (failure) return failure;
  return answer(actor, formData);
}

/**
 * The action of a product screen of one form (Add Product, the image upload): `write` saves the
 * form's value for the signed-in manager; then the products list, with `message`.
 */
export function productFormAction<S extends z.ZodType, R>(
  request: Request,
  schema: S,
  write: (actor: Actor, value: z.output<S>) => R | Promise<R>,
  message: string | ((result: R) => string),
) {
  return productScreenAction(request, (actor, formData) =>
    formIntent(
      schema,
      (value) => write(actor, value),
      message,
      PRODUCT_FORM_DONE,
    )({ request, formData }),
  );
}

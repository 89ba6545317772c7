/**
 * Add a variant (docs/variants.md, Admin and API): the Add Product form, opened from a product's
 * Update screen prefilled from it (name, categories, description, datasheet, specifications; the
 * SKU and pictures are the variant's own). Publish (or Save as draft) adds the variant to that
 * product, as `POST /api/bel/admin/product/{slug}/variant` does, and leads to the products list. Opened for a
 * variant, it adds to that variant's parent: a variant is never the parent of another.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NewProductEditor } from "~/components/admin/new-product-editor";
import { datasheetIdByName } from "~/models/datasheet.server";
import {
  createProductVariant,
  findProduct,
  productFormOptions,
  productSavedMessage,
} from "~/models/product-admin.server";
import { PRODUCT_STATUS_PHRASES } from "~/constants";
import { ProductCreateForm } from "~/schemas/product";
import { constraintsOf } from "~/utils/constraints.server";
import { pageMeta } from "~/utils/meta";
import {
  productFormAction,
  productFormDefaults,
  readProductScreen,
} from "~/screens/product-screen.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data ? `Adding Variant of ${data.parent.name}` : "Add variant");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parent = await readProductScreen(request, params.slug);
  if (parent.parentId !== null) {
    const top = findProduct(parent.parentId);
    if (top) throw redirect(`/admin/products/${top.slug}/variant`);
  }
  const choices = productFormOptions();
  const names = new Map(choices.certificates.map((c) => [c.id, c.name]));
  return {
    parent: { name: parent.name, slug: parent.slug, status: parent.status },
    // The family's certificates, chosen on the parent: the variant has them too.
    certificates: parent.certificateIds.map((id) => names.get(id) ?? String(id)),
    defaults: productFormDefaults(parent, choices.datasheets),
    choices,
    constraints: constraintsOf(ProductCreateForm),
  };
}

export const action = ({ request, params }: ActionFunctionArgs) =>
  productFormAction(
    request,
    ProductCreateForm,
    (actor, value) =>
      createProductVariant(actor, params.slug ?? "", {
        ...value,
        datasheet: datasheetIdByName(value.datasheet),
      }),
    (row) => productSavedMessage(null, row.status),
  );

export default function AddVariant() {
  const { parent, certificates, defaults, choices, constraints } = useLoaderData<typeof loader>();
  return (
    <NewProductEditor
      id={`add-variant-${parent.slug}`}
      title={`Adding Variant of ${parent.name}`}
      choices={choices}
      constraints={constraints}
      defaults={defaults}
      inherited={{ parent: { name: parent.name, slug: parent.slug }, names: certificates }}
      intro={
        <p className="adm-variant-intro">
          A product of its own in the family of{" "}
          <Link to={`/admin/products/${parent.slug}`}>{parent.name}</Link>: change what differs
          (name, SKU, specifications) and add its pictures.
          {parent.status !== "published"
            ? ` ${parent.name} is ${PRODUCT_STATUS_PHRASES[parent.status]}: its variants are on the site only once it is published.`
            : null}
        </p>
      }
    />
  );
}

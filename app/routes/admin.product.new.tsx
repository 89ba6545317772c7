import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewProductEditor } from "~/components/admin/new-product-editor";
import {
  createStaffProduct,
  productFormOptions,
  productSavedMessage,
} from "~/models/product-admin.server";
import { datasheetIdByName } from "~/models/datasheet.server";
import { ProductCreateForm } from "~/schemas/product";
import { requireRole } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { pageMeta } from "~/utils/meta";
import { productFormAction } from "~/screens/product-screen.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Add Product");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  return { choices: productFormOptions(), constraints: constraintsOf(ProductCreateForm) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  productFormAction(
    request,
    ProductCreateForm,
    (actor, value) =>
      createStaffProduct(actor, {
        ...value,
        datasheet: datasheetIdByName(value.datasheet),
        certificates: value.certificates ?? [],
      }),
    // "Publish" or "Save as draft" (docs/admin.md, Status).
    (row) => productSavedMessage(null, row.status),
  );

export default function NewProduct() {
  const { choices, constraints } = useLoaderData<typeof loader>();
  return (
    <NewProductEditor
      id="create-product"
      title="Add Product"
      choices={choices}
      constraints={constraints}
    />
  );
}

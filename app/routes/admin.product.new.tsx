import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { ImagesField } from "~/components/admin/image-manager";
import { ProductFields } from "~/components/admin/product-form";
import { FormActions } from "~/components/admin/form-actions";
import { FormAlert, KitForm, useFormResult, useKitForm } from "~/components/forms";
import {
  createStaffProduct,
  PRODUCT_CREATED,
  productFormOptions,
} from "~/models/product-admin.server";
import { datasheetIdByName } from "~/models/datasheet.server";
import { ProductCreateForm } from "~/schemas/product";
import { requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { pageMeta } from "~/utils/meta";
import { productFormAction } from "~/utils/product-screen.server";

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
      createStaffProduct(actor, { ...value, datasheet: datasheetIdByName(value.datasheet) }),
    PRODUCT_CREATED,
  );

export default function NewProduct() {
  const { choices, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm({
    id: "create-product",
    constraints,
    lastResult: useFormResult(),
  });
  return (
    <>
      <PageHeader title="Add Product" crumbs={[{ label: "Products", to: "/admin/products" }]} />
      <Panel className="adm-form-panel adm-form-panel--wide">
        <KitForm
          form={form}
          constraints={constraints}
          className="admin-form adm-product-form"
          encType="multipart/form-data"
        >
          <FormAlert form={form} firstField />
          <ProductFields fields={fields} choices={choices} />
          <ImagesField meta={fields.images} required />
          <FormActions label="Create" busyText="Creating" discard="/admin/dashboard" />
        </KitForm>
      </Panel>
    </>
  );
}

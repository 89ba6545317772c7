import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { ImagesField } from "~/components/admin/image-manager";
import { ProductFields } from "~/components/admin/product-form";
import { FormAlert, KitForm, SubmitButton, useFormResult, useKitForm } from "~/components/forms";
import {
  createStaffProduct,
  PRODUCT_CREATED,
  productFormOptions,
} from "~/models/product-admin.server";
import { datasheetIdByName } from "~/models/datasheet.server";
import { ProductCreateForm } from "~/schemas/product";
import { requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { formIntent } from "~/utils/intent-action.server";
import { pageMeta } from "~/utils/meta";
import { PRODUCT_FORM_DONE, productScreenAction } from "~/utils/product-screen.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Add Product");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  return { choices: productFormOptions(), constraints: constraintsOf(ProductCreateForm) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  productScreenAction(request, (actor, formData) =>
    formIntent(
      ProductCreateForm,
      (value) =>
        createStaffProduct(actor, { ...value, datasheet: datasheetIdByName(value.datasheet) }),
      PRODUCT_CREATED,
      PRODUCT_FORM_DONE,
    )({ request, formData }),
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
          <div className="admin-form__actions">
            <SubmitButton busyText="Creating">Create</SubmitButton>
            <Link to="/admin/dashboard" className="btn btn--outline">
              Discard
            </Link>
          </div>
        </KitForm>
      </Panel>
    </>
  );
}

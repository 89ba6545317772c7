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
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readUploadForm, submitForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Add Product");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  return { choices: productFormOptions(), constraints: constraintsOf(ProductCreateForm) };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const { formData, failure } = await readUploadForm(request);
  if (failure) return failure;
  return submitForm(
    request,
    ProductCreateForm,
    async (value) => {
      await createStaffProduct(actor, { ...value, datasheet: datasheetIdByName(value.datasheet) });
      return redirectWithToast("/admin/products", { type: "success", message: PRODUCT_CREATED });
    },
    // Files are never sent back (the browser keeps its own choice with JavaScript).
    { formData, hideFields: ["images"] },
  );
}

export default function NewProduct() {
  const { choices, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm({
    id: "create-product",
    constraints,
    lastResult: useFormResult(),
  });
  const firstError = Object.values(form.allErrors).flat().find(Boolean);
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
          {firstError && !form.errors?.length ? (
            <p className="form-alert" role="alert">
              {firstError}
            </p>
          ) : null}
          <FormAlert form={form} />
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

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { ImageList, ImagesField } from "~/components/admin/image-manager";
import { FormActions } from "~/components/admin/form-actions";
import { FormAlert, KitForm, useFormResult, useKitForm } from "~/components/forms";
import {
  addProductImages,
  IMAGES_UPLOADED,
  productImagesView,
} from "~/models/product-admin.server";
import { ProductImagesSchema } from "~/schemas/product";
import { constraintsOf } from "~/utils/constraints.server";
import { pageMeta } from "~/utils/meta";
import { productFormAction, readProductScreen } from "~/screens/product-screen.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Upload Product Images");

/**
 * The image upload on its own (docs/admin.md, Add and update a product): `{id}` is the product's id
 * (or its slug).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const product = await readProductScreen(request, params.id);
  return {
    product: productImagesView(product),
    constraints: constraintsOf(ProductImagesSchema),
  };
}

export const action = ({ request, params }: ActionFunctionArgs) =>
  productFormAction(
    request,
    ProductImagesSchema,
    (actor, { images }) => addProductImages(actor, params.id ?? "", images),
    IMAGES_UPLOADED,
  );

export default function UploadProductImages() {
  const { product, constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm({
    id: `upload-images-${product.id}`,
    constraints,
    lastResult: useFormResult(),
  });
  return (
    <>
      <PageHeader
        title="Upload Product Images"
        crumbs={[
          { label: "Products", to: "/admin/products" },
          { label: product.name, to: `/admin/products/${product.slug}` },
        ]}
      />
      <Panel className="adm-form-panel adm-form-panel--wide" label="Images">
        <h2>{product.name}</h2>
        <ImageList images={product.images} alt={product.imagealt} controls={false} />
        <KitForm
          form={form}
          constraints={constraints}
          className="admin-form adm-upload-form"
          encType="multipart/form-data"
        >
          <FormAlert form={form} />
          <ImagesField meta={fields.images} label="Add images" required />
          <FormActions
            label="Upload"
            busyText="Uploading"
            discard={`/admin/products/${product.slug}`}
          />
        </KitForm>
      </Panel>
    </>
  );
}

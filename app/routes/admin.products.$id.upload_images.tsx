import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { ImageList, ImagesField } from "~/components/admin/image-manager";
import { FormAlert, KitForm, SubmitButton, useFormResult, useKitForm } from "~/components/forms";
import {
  addProductImages,
  getAdminProduct,
  IMAGES_UPLOADED,
  PRODUCT_NOT_FOUND,
} from "~/models/product-admin.server";
import { shownAlt } from "~/models/product.server";
import { ProductImagesSchema } from "~/schemas/product";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readUploadForm, submitForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { notFoundResponse } from "~/utils/responses.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Upload Product Images");

/**
 * The image upload on its own (docs/admin.md, Add and update a product): `{id}` is the product's id
 * (or its slug).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const product = getAdminProduct(params.id ?? "");
  if (!product) throw notFoundResponse(PRODUCT_NOT_FOUND);
  return {
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      imagealt: shownAlt(product),
      images: product.images.map(({ id, url, publicId, srcSet }) => ({
        id,
        url,
        publicId,
        srcSet,
      })),
    },
    constraints: constraintsOf(ProductImagesSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const { formData, failure } = await readUploadForm(request);
  if (failure) return failure;
  return submitForm(
    request,
    ProductImagesSchema,
    async ({ images }) => {
      await addProductImages(actor, params.id ?? "", images);
      return redirectWithToast("/admin/products", { type: "success", message: IMAGES_UPLOADED });
    },
    // Files are never sent back (the browser keeps its own choice with JavaScript).
    { formData, hideFields: ["images"] },
  );
}

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
          <div className="admin-form__actions">
            <SubmitButton busyText="Uploading">Upload</SubmitButton>
            <Link to={`/admin/products/${product.slug}`} className="btn btn--outline">
              Discard
            </Link>
          </div>
        </KitForm>
      </Panel>
    </>
  );
}

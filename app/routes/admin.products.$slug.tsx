import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { z } from "zod";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Panel } from "~/components/admin/page";
import { ImageList, ImagesField } from "~/components/admin/image-manager";
import { ImagealtField, ProductFields } from "~/components/admin/product-form";
import { VariantOf, VariantsPanel } from "~/components/admin/product-variants";
import { FormActions } from "~/components/admin/form-actions";
import { ProductStatusActions } from "~/components/admin/product-status";
import { HISTORY_ID, HistoryPanel } from "~/components/admin/product-history";
import { ProductSchedulePanel } from "~/components/admin/product-schedule";
import { FormAlert, KitForm, useFormResult, useKitForm } from "~/components/forms";
import {
  addProductImages,
  deleteProductImage,
  findProduct,
  getProductFamily,
  IMAGE_DELETED,
  IMAGE_MOVED,
  IMAGES_UPLOADED,
  moveProductImage,
  productImagesView,
  productFormOptions,
  productSavedMessage,
  updateStaffProduct,
} from "~/models/product-admin.server";
import { datasheetIdByName } from "~/models/datasheet.server";
import { listProductVersions, restoreProductVersion } from "~/models/product-history.server";
import {
  SCHEDULE_CANCELLED,
  scheduledMessage,
  scheduleProduct,
  unscheduleProduct,
} from "~/models/product-schedule.server";
import {
  ProductImageDeleteSchema,
  ProductImagesSchema,
  ProductUpdateForm,
} from "~/schemas/product";
import { ProductVersionsQuery, VersionRestoreSchema } from "~/schemas/product-history";
import { constraintsOf } from "~/utils/constraints.server";
import { readPageQuery } from "~/utils/query.server";
import { ProductScheduleSchema } from "~/schemas/product-bulk";
import { siteDateTimeInput, siteDateTimeLabel } from "~/utils/dates";
import { formIntent, intentAction, moveIntent, rowIntent } from "~/screens/intent-action.server";
import { pageMeta } from "~/utils/meta";
import {
  formCertificates,
  formKeyOf,
  inheritedCertificates,
  PRODUCT_FORM_DONE,
  productFormDefaults,
  productScreenAction,
  readProductScreen,
} from "~/screens/product-screen.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Update Product");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const product = await readProductScreen(request, params.slug);
  const choices = productFormOptions();
  const family = getProductFamily(product.id)!;
  const { page } = readPageQuery(ProductVersionsQuery, request);
  const defaults = {
    ...productFormDefaults(product, choices.datasheets),
    imagealt: product.imagealt,
    seo_title: product.seoTitle,
    seo_description: product.seoDescription,
    sku: product.sku ?? "",
  };
  return {
    history: listProductVersions(product.id, page),
    // The form's values as stored: when they change under it (a restore from its history), the
    // form is a new one and shows them.
    formKey: formKeyOf(defaults),
    product: productImagesView(product),
    status: product.status,
    // The Schedule panel (docs/admin.md, Schedule): on the site's clock, as typed and as read.
    schedule: {
      status: product.status,
      at: product.publishAt ? siteDateTimeLabel(product.publishAt) : null,
      input: product.publishAt ? siteDateTimeInput(product.publishAt) : "",
    },
    family,
    inherited: inheritedCertificates(product, family.parent, choices.certificates),
    defaults,
    choices,
    constraints: {
      product: constraintsOf(ProductUpdateForm),
      images: constraintsOf(ProductImagesSchema),
      schedule: constraintsOf(ProductScheduleSchema),
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  return productScreenAction(request, (actor, formData) => {
    // The status before the save, for the toast: "Product published", "Product archived"…
    const before = findProduct(slug)?.status ?? null;
    return intentAction(request, formData, {
      update: formIntent(
        ProductUpdateForm,
        (value) =>
          updateStaffProduct(actor, slug, {
            ...value,
            // The form always sends its SKU: empty (dropped by Conform) is none.
            sku: value.sku ?? null,
            datasheet: datasheetIdByName(value.datasheet),
            // The ticked boxes (none ticked is none); a variant's form has none to tick.
            certificates: formCertificates(slug, value.certificates),
          }),
        (row) => productSavedMessage(before, row.status),
        PRODUCT_FORM_DONE,
      ),
      upload: formIntent(
        ProductImagesSchema,
        ({ images }) => addProductImages(actor, slug, images),
        IMAGES_UPLOADED,
        PRODUCT_FORM_DONE,
      ),
      // A picture's buttons come back to this screen.
      "delete-image": rowIntent(
        ProductImageDeleteSchema,
        ({ imgId }) => deleteProductImage(actor, slug, imgId),
        IMAGE_DELETED,
      ),
      move: moveIntent(
        (id, direction) => moveProductImage(actor, slug, id, direction),
        IMAGE_MOVED,
      ),
      // History's Restore: back to the history, at the product's address after it (a restored
      // name may give it another).
      restore: rowIntent(
        VersionRestoreSchema,
        ({ version }) => restoreProductVersion(actor, slug, version),
        (restored) => restored.message,
        { stay: true, done: ({ product }) => `/admin/products/${product.slug}#${HISTORY_ID}` },
      ),
      // The Schedule panel's buttons come back to this screen, saying when it goes live.
      schedule: formIntent(
        ProductScheduleSchema,
        ({ publishAt }) => scheduleProduct(actor, slug, publishAt),
        (row) => scheduledMessage(row.publishAt!),
      ),
      unschedule: rowIntent(
        z.object({}),
        () => unscheduleProduct(actor, slug),
        SCHEDULE_CANCELLED,
        { stay: true },
      ),
    });
  });
}

export default function UpdateProduct() {
  const {
    product,
    status,
    schedule,
    family,
    inherited,
    defaults,
    choices,
    constraints,
    history,
    formKey,
  } = useLoaderData<typeof loader>();
  const isVariant = family.parent.id !== product.id;
  const [form, fields] = useKitForm({
    id: `update-product-${product.id}-${formKey}`,
    constraints: constraints.product,
    lastResult: useFormResult("update"),
    defaultValue: defaults,
  });
  const [uploadForm, upload] = useKitForm({
    id: `upload-images-${product.id}`,
    constraints: constraints.images,
    lastResult: useFormResult("upload"),
  });
  return (
    <>
      <PageHeader title="Update Product" crumbs={[{ label: "Products", to: "/admin/products" }]}>
        {/* A product not on the site opens there as a preview (docs/admin.md, Preview). */}
        <Link to={`/products/${product.slug}`} className="btn btn--outline">
          {status === "published" ? "View on the site" : "Preview"}
        </Link>
      </PageHeader>
      {isVariant ? <VariantOf parent={family.parent} /> : null}
      <Panel className="adm-form-panel adm-form-panel--wide" label="Images">
        <h2>Images</h2>
        <ImageList images={product.images} alt={product.imagealt} />
        <KitForm
          form={uploadForm}
          constraints={constraints.images}
          className="admin-form adm-upload-form"
          encType="multipart/form-data"
        >
          <FormAlert form={uploadForm} />
          <ImagesField meta={upload.images} label="Add images" />
          <FormActions intent="upload" label="Upload" busyText="Uploading" />
        </KitForm>
      </Panel>
      <Panel className="adm-form-panel adm-form-panel--wide" label="Product">
        <KitForm
          form={form}
          constraints={constraints.product}
          className="admin-form adm-product-form"
        >
          <FormAlert form={form} firstField />
          <ImagealtField meta={fields.imagealt} />
          <ProductFields
            fields={fields}
            choices={choices}
            withImagealt={false}
            inherited={inherited}
          />
          {/* The buttons send the status; the form is the update (docs/admin.md, Status). */}
          <input type="hidden" name="intent" value="update" />
          <ProductStatusActions
            current={status}
            discard="/admin/dashboard"
            preview={`/products/${product.slug}`}
          />
        </KitForm>
      </Panel>
      <ProductSchedulePanel schedule={schedule} constraints={constraints.schedule} />
      <VariantsPanel family={family} currentId={product.id} />
      <HistoryPanel history={history} />
    </>
  );
}

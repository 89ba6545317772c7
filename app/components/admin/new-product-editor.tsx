/**
 * The Add Product screen's form (docs/admin.md, Add and update a product), also the form of a new
 * variant, opened prefilled from its parent (docs/variants.md, Admin and API): the product's
 * fields, its pictures, Publish or Save as draft (docs/admin.md, Status).
 */
import { PageHeader, Panel } from "~/components/admin/page";
import { ImagesField } from "~/components/admin/image-manager";
import type { InheritedCertificates } from "~/components/admin/certificate-chooser";
import { ProductFields, type ProductFormChoices } from "~/components/admin/product-form";
import { ProductStatusActions } from "~/components/admin/product-status";
import { FormAlert, KitForm, useFormResult, useKitForm } from "~/components/forms";
import type { FormConstraints } from "~/utils/constraints.server";

export function NewProductEditor({
  id,
  title,
  choices,
  constraints,
  defaults,
  intro,
  inherited,
}: {
  id: string;
  title: string;
  choices: ProductFormChoices;
  constraints: FormConstraints;
  /** The fields' first values (a variant's, its parent's). */
  defaults?: Record<string, unknown>;
  /** A line above the form. */
  intro?: React.ReactNode;
  /** A new variant's certificates: its family's, shown instead of chosen. */
  inherited?: InheritedCertificates;
}) {
  const [form, fields] = useKitForm({
    id,
    constraints,
    lastResult: useFormResult(),
    defaultValue: defaults,
  });
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: "Products", to: "/admin/products" }]} />
      <Panel className="adm-form-panel adm-form-panel--wide">
        {intro}
        <KitForm
          form={form}
          constraints={constraints}
          className="admin-form adm-product-form"
          encType="multipart/form-data"
        >
          <FormAlert form={form} firstField />
          <ProductFields fields={fields} choices={choices} inherited={inherited} />
          <ImagesField meta={fields.images} required />
          <ProductStatusActions current={null} discard="/admin/dashboard" />
        </KitForm>
      </Panel>
    </>
  );
}

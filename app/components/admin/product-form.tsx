/**
 * The product form of the create and update screens (docs/admin.md, Add and update a product):
 * every field of the product but its pictures, in the order of the spec. Every control works
 * without JavaScript. Its widgets have files of their own: the category cascade
 * (./category-cascade.tsx), the specification chooser (./specification-chooser.tsx), the
 * certificates (./certificate-chooser.tsx); the pictures are the image manager's
 * (./image-manager.tsx).
 */
import { CategorySelects, type CategoryOption } from "~/components/admin/category-cascade";
import {
  CertificatesField,
  type CertificateChoice,
  type InheritedCertificates,
} from "~/components/admin/certificate-chooser";
import {
  SpecificationsInput,
  type SpecificationGroup,
} from "~/components/admin/specification-chooser";
import { inputProps, type FieldMeta } from "~/components/form-state";
import { Field, InputField, TextareaField } from "~/components/forms";

export type ProductFormChoices = {
  categories: CategoryOption[];
  /** `name`: the title, with its ID in the Datasheets list when another has the same title. */
  datasheets: { id: number; title: string; name: string }[];
  specifications: SpecificationGroup[];
  certificates: CertificateChoice[];
};

/**
 * Every field of the product but its pictures, in the order of the spec. `withImagealt` is off
 * on the update screen, which shows the alt text beside its image manager. A variant's form
 * (`inherited`) shows its family's certificates instead of choosing its own.
 */
export function ProductFields({
  fields,
  choices,
  withImagealt = true,
  inherited,
}: {
  fields: Record<string, FieldMeta>;
  choices: ProductFormChoices;
  withImagealt?: boolean;
  inherited?: InheritedCertificates | null;
}) {
  return (
    <>
      <div className="admin-form__pair">
        <InputField meta={fields.name} label="Name" />
        <InputField meta={fields.shortdescription} label="Reference" />
      </div>
      <InputField
        meta={fields.sku}
        label="SKU"
        hint="The stock-keeping unit: unique to this product; leave empty for none."
        autoComplete="off"
      />
      <CategorySelects
        category={fields.category}
        subcategory={fields.subcategory}
        subSubcategory={fields.subSubcategory}
        categories={choices.categories}
      />
      <DatasheetField meta={fields.datasheet} datasheets={choices.datasheets} />
      <TextareaField meta={fields.description} label="Description" rows={6} />
      {withImagealt ? <ImagealtField meta={fields.imagealt} /> : null}
      <div className="admin-form__pair">
        <InputField meta={fields.seo_title} label="SEO title" hint="The name when left empty." />
        <TextareaField meta={fields.seo_description} label="SEO description" rows={3} />
      </div>
      <SpecificationsInput meta={fields.specifications} groups={choices.specifications} />
      <CertificatesField
        meta={fields.certificates}
        choices={choices.certificates}
        inherited={inherited}
      />
    </>
  );
}

/**
 * The datasheet, found by typing part of its title: a text field offering every datasheet's name
 * (a `<datalist>`: the browser lists the names that contain what is typed, with JavaScript or
 * without). The server finds the datasheet by its name, or refuses it on the field
 * (app/models/datasheet.server.ts's datasheetIdByName).
 */
export function DatasheetField({
  meta,
  datasheets,
}: {
  meta: FieldMeta;
  datasheets: ProductFormChoices["datasheets"];
}) {
  const listId = `${meta.id}-list`;
  return (
    <Field meta={meta} label="Datasheet" hint="Type part of its title, then choose it.">
      <input
        {...inputProps(meta, { type: "text" })}
        list={listId}
        placeholder="No datasheet"
        autoComplete="off"
      />
      <datalist id={listId}>
        {datasheets.map((d) => (
          <option key={d.id} value={d.name} />
        ))}
      </datalist>
    </Field>
  );
}

export function ImagealtField({ meta }: { meta: FieldMeta }) {
  return (
    <InputField
      meta={meta}
      label="Image alt text"
      hint="Describes the pictures to those who cannot see them; the name when left empty."
    />
  );
}

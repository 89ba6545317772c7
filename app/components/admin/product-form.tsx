/**
 * The product editor's pieces (docs/admin.md, Add and update a product), shared by the create and
 * update screens. Every control works without JavaScript; with it, they behave as described there:
 *
 *   CategorySelects      without JS, the subcategory and sub-subcategory selects list every option
 *                        under its parent (<optgroup>) and the server refuses a branch that does
 *                        not hang together; with JS, choosing a category resets and enables the
 *                        subcategory (showing only its own), a subcategory the sub-subcategory.
 *   SpecificationsInput  without JS, one select per specification group (empty = not set); with
 *                        JS, the same selects in the "Add Specification" modal, the chosen pairs
 *                        listed in the form.
 *   ImageManager         the product's pictures: order (up/down), delete, upload more.
 *
 * The form always posts one `specifications[i].specId` / `specifications[i].value` pair per group,
 * so an update with every value empty clears them.
 */
import { inputProps, type FieldMeta } from "~/components/form-state";
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { ImagesInput } from "~/components/admin/file-inputs";
import { MoveButtons } from "~/components/admin/kit";
import { useHydrated } from "~/components/use-hydrated";
import { Field, FieldError, InputField, TextareaField } from "~/components/forms";
import { MAX_IMAGE_BYTES } from "~/constants";

export type CategoryOption = {
  id: number;
  name: string;
  children: { id: number; name: string; children: { id: number; name: string }[] }[];
};
export type SpecificationGroup = {
  id: number;
  title: string;
  values: { id: number; title: string }[];
};
export type ProductFormChoices = {
  categories: CategoryOption[];
  /** `name`: the title, with its ID in the Datasheets list when another has the same title. */
  datasheets: { id: number; title: string; name: string }[];
  specifications: SpecificationGroup[];
};

type AnyMeta = FieldMeta;

const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

const describedBy = (meta: AnyMeta) => (meta.errors?.length ? meta.errorId : undefined);

// ---------------------------------------------------------------------------------------------
// The fields

/**
 * Every field of the product but its pictures, in the order of the spec. `withImagealt` is off
 * on the update screen, which shows the alt text beside its image manager.
 */
export function ProductFields({
  fields,
  choices,
  withImagealt = true,
}: {
  fields: Record<string, AnyMeta>;
  choices: ProductFormChoices;
  withImagealt?: boolean;
}) {
  return (
    <>
      <div className="admin-form__pair">
        <InputField meta={fields.name} label="Name" />
        <InputField meta={fields.shortdescription} label="Reference" />
      </div>
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
  meta: AnyMeta;
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

export function ImagealtField({ meta }: { meta: AnyMeta }) {
  return (
    <InputField
      meta={meta}
      label="Image alt text"
      hint="Describes the pictures to those who cannot see them; the name when left empty."
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Category, subcategory, sub-subcategory

export function CategorySelects({
  category: categoryMeta,
  subcategory: subMeta,
  subSubcategory: subSubMeta,
  categories,
}: {
  category: AnyMeta;
  subcategory: AnyMeta;
  subSubcategory: AnyMeta;
  categories: CategoryOption[];
}) {
  const hydrated = useHydrated();
  const [category, setCategory] = useState(text(categoryMeta.initialValue));
  const [sub, setSub] = useState(text(subMeta.initialValue));
  const [subSub, setSubSub] = useState(text(subSubMeta.initialValue));
  const chosenCategory = categories.find((c) => String(c.id) === category);
  const chosenSub = chosenCategory?.children.find((s) => String(s.id) === sub);

  const subGroups = hydrated
    ? chosenCategory
      ? [chosenCategory]
      : []
    : categories.filter((c) => c.children.length > 0);
  const subSubGroups = hydrated
    ? chosenSub
      ? [{ label: chosenSub.name, options: chosenSub.children }]
      : []
    : categories.flatMap((c) =>
        c.children
          .filter((s) => s.children.length > 0)
          .map((s) => ({ label: `${c.name} › ${s.name}`, options: s.children })),
      );

  const select = (meta: AnyMeta, value: string, disabled: boolean) => ({
    id: meta.id,
    name: meta.name,
    value,
    disabled,
    "aria-invalid": meta.errors?.length ? true : undefined,
    "aria-describedby": describedBy(meta),
    required: meta.required,
  });

  return (
    <div className="adm-form-3">
      <Field meta={categoryMeta} label="Category">
        <select
          {...select(categoryMeta, category, false)}
          onChange={(e) => {
            setCategory(e.currentTarget.value);
            setSub("");
            setSubSub("");
          }}
        >
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={subMeta} label="Subcategory">
        <select
          {...select(subMeta, sub, hydrated && !chosenCategory)}
          onChange={(e) => {
            setSub(e.currentTarget.value);
            setSubSub("");
          }}
        >
          <option value="">None</option>
          {subGroups.map((c) => (
            <optgroup key={c.id} label={c.name}>
              {c.children.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field meta={subSubMeta} label="Sub-subcategory">
        <select
          {...select(subSubMeta, subSub, hydrated && !chosenSub)}
          onChange={(e) => setSubSub(e.currentTarget.value)}
        >
          <option value="">None</option>
          {subSubGroups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Specifications

/** group id → value id, from the field's initial value (`[{ specId, value }]`). */
function chosenOf(initial: unknown): Record<string, string> {
  const chosen: Record<string, string> = {};
  if (!Array.isArray(initial)) return chosen;
  for (const pair of initial) {
    if (!pair || typeof pair !== "object") continue;
    const { specId, value } = pair as { specId?: unknown; value?: unknown };
    if (text(specId) && text(value)) chosen[text(specId)] = text(value);
  }
  return chosen;
}

export function SpecificationsInput({
  meta,
  groups,
}: {
  meta: AnyMeta;
  groups: SpecificationGroup[];
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => chosenOf(meta.initialValue));
  const [open, setOpen] = useState(false);
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const pairs = groups.flatMap((g) => {
    const value = g.values.find((v) => String(v.id) === chosen[g.id]);
    return value ? [{ group: g, value }] : [];
  });

  // The form's fields: one pair per group, whichever way the values are chosen.
  const hidden = groups.map((g, i) => (
    <span key={g.id} hidden>
      <input type="hidden" name={`specifications[${i}].specId`} value={g.id} />
      {hydrated ? (
        <input type="hidden" name={`specifications[${i}].value`} value={chosen[g.id] ?? ""} />
      ) : null}
    </span>
  ));

  if (!hydrated) {
    return (
      <fieldset className="adm-specs" aria-describedby={describedBy(meta)}>
        <legend>Specifications</legend>
        {hidden}
        <div className="adm-specs__grid">
          {groups.map((g, i) => (
            <div className="field" key={g.id}>
              <label htmlFor={`${id}-${g.id}`}>{g.title}</label>
              <select
                id={`${id}-${g.id}`}
                name={`specifications[${i}].value`}
                value={chosen[g.id] ?? ""}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setChosen((c) => ({ ...c, [g.id]: value }));
                }}
              >
                <option value="">Not set</option>
                {g.values.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <FieldError id={meta.errorId} errors={meta.errors} />
      </fieldset>
    );
  }

  return (
    <div className="adm-specs" role="group" aria-labelledby={`${id}-title`}>
      <div className="adm-specs__head">
        <span id={`${id}-title`} className="adm-specs__title">
          Specifications
        </span>
        <button
          type="button"
          className="btn btn--small btn--outline"
          ref={opener}
          onClick={() => setOpen(true)}
        >
          Add Specification
        </button>
      </div>
      {hidden}
      {pairs.length === 0 ? (
        <p className="adm-muted">No specifications chosen.</p>
      ) : (
        <ul className="adm-spec-list" aria-label="Chosen specifications">
          {pairs.map(({ group, value }) => (
            <li key={group.id}>
              <span>
                <strong>{group.title}</strong>: {value.title}
              </span>
              <button
                type="button"
                className="adm-icon-btn adm-icon-btn--danger"
                aria-label={`Remove ${group.title}`}
                onClick={() =>
                  setChosen((c) => {
                    const next = { ...c };
                    delete next[group.id];
                    return next;
                  })
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
      {open ? (
        <SpecificationModal
          groups={groups}
          initial={chosen}
          onSave={(next) => {
            setChosen(next);
            setOpen(false);
            opener.current?.focus();
          }}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The "Add Specification" modal: a select per group over a draft of the choices. Saving hands the
 * draft back (an empty option removes that pair; a new value replaces the group's old one).
 */
function SpecificationModal({
  groups,
  initial,
  onSave,
  onClose,
}: {
  groups: SpecificationGroup[];
  initial: Record<string, string>;
  onSave: (chosen: Record<string, string>) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.querySelector("select")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  // At the top of the admin shell, above its layers (it only ever opens in the browser).
  return createPortal(
    <div className="modal">
      <div className="modal__overlay" onClick={onClose} aria-hidden="true" />
      <div
        className="modal__dialog adm-spec-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        ref={dialog}
      >
        <div className="modal__head">
          <h2 id={`${id}-title`}>Add Specification</h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="adm-specs__grid">
          {groups.map((g) => (
            <div className="field" key={g.id}>
              <label htmlFor={`${id}-${g.id}`}>{g.title}</label>
              <select
                id={`${id}-${g.id}`}
                value={draft[g.id] ?? ""}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDraft((d) => {
                    const next = { ...d };
                    if (value) next[g.id] = value;
                    else delete next[g.id];
                    return next;
                  });
                }}
              >
                <option value="">Not set</option>
                {g.values.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className="admin-form__actions">
          <button type="button" className="btn" onClick={() => onSave(draft)}>
            Save
          </button>
          <button type="button" className="btn btn--outline" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>,
    document.querySelector(".admin") ?? document.body,
  );
}

// ---------------------------------------------------------------------------------------------
// Images

export type ManagedImage = { id: number; url: string; publicId: string; srcSet: string };

/** Thumbnail of a stored picture, from its smallest rendition. */
export function Thumbnail({ image, alt }: { image: ManagedImage; alt: string }) {
  return (
    <img
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes="120px"
      alt={alt}
      width={120}
      height={120}
      loading="lazy"
    />
  );
}

/**
 * The image manager's list: each picture with its place, Move up / Move down and a Delete that
 * asks first. The first picture is the one cards show.
 */
export function ImageList({
  images,
  alt,
  controls = true,
}: {
  images: ManagedImage[];
  alt: string;
  controls?: boolean;
}) {
  if (images.length === 0) return <p className="adm-muted">This product has no images yet.</p>;
  return (
    <ol className="adm-image-list" aria-label="Product images">
      {images.map((image, i) => (
        <li key={image.id}>
          <Thumbnail image={image} alt={`${alt} (image ${i + 1})`} />
          <span className="adm-image-list__place">
            {i === 0 ? "Image 1 (shown on cards)" : `Image ${i + 1}`}
          </span>
          {controls ? (
            <div className="adm-row-actions">
              <MoveButtons
                id={image.id}
                name={`image ${i + 1}`}
                first={i === 0}
                last={i === images.length - 1}
              />
              <ConfirmAction
                label="Delete"
                ariaLabel={`Delete image ${i + 1}`}
                question="Delete this image? This cannot be undone."
                intent="delete-image"
                fields={{ imgId: image.publicId }}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The file picker of the image manager and the create form, with its error. */
export function ImagesField({
  meta,
  label = "Images",
  required = meta.required,
}: {
  meta: AnyMeta;
  label?: string;
  required?: boolean;
}) {
  return (
    <div className="field" data-invalid={meta.errors?.length ? true : undefined}>
      <label htmlFor={meta.id}>{label}</label>
      <ImagesInput
        id={meta.id}
        name={meta.name}
        multiple
        required={required}
        describedBy={describedBy(meta)}
        invalid={Boolean(meta.errors?.length)}
      />
      <p className="field__hint">
        JPEG, PNG, WebP or AVIF, up to {Math.round(MAX_IMAGE_BYTES / (1024 * 1024))} MB each.
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * The product's place in the catalogue: category, subcategory and sub-subcategory, three selects
 * that depend on each other (docs/admin.md, Add and update a product).
 *
 * Without JavaScript the subcategory and sub-subcategory selects list every option under its
 * parent (`<optgroup>`) and the server refuses a branch that does not hang together. With it,
 * choosing a category resets and enables the subcategory (showing only its own), and a
 * subcategory the sub-subcategory.
 */
import { useState } from "react";
import { describedBy, textOf } from "~/components/admin/field-meta";
import type { FieldMeta } from "~/components/form-state";
import { Field } from "~/components/forms";
import { useHydrated } from "~/components/use-hydrated";

export type CategoryOption = {
  id: number;
  name: string;
  children: { id: number; name: string; children: { id: number; name: string }[] }[];
};

export function CategorySelects({
  category: categoryMeta,
  subcategory: subMeta,
  subSubcategory: subSubMeta,
  categories,
}: {
  category: FieldMeta;
  subcategory: FieldMeta;
  subSubcategory: FieldMeta;
  categories: CategoryOption[];
}) {
  const hydrated = useHydrated();
  const [category, setCategory] = useState(textOf(categoryMeta.initialValue));
  const [sub, setSub] = useState(textOf(subMeta.initialValue));
  const [subSub, setSubSub] = useState(textOf(subSubMeta.initialValue));
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

  const select = (meta: FieldMeta, value: string, disabled: boolean) => ({
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

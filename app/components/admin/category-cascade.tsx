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
import { textOf } from "~/components/admin/field-meta";
import type { FieldMeta } from "~/components/form-state";
import { SelectField, type Option } from "~/components/forms";
import { useHydrated } from "~/components/use-hydrated";

export type CategoryOption = {
  id: number;
  name: string;
  children: { id: number; name: string; children: { id: number; name: string }[] }[];
};

/** The options of a select of categories (or subcategories, …): their names, by id. */
export const optionsOf = (items: { id: number; name: string }[]): Option[] =>
  items.map((c) => ({ value: String(c.id), label: c.name }));

/** Options grouped under their parent's name (`<optgroup>`). */
export const groupsOf = (parents: { name: string; children: { id: number; name: string }[] }[]) =>
  parents.map((p) => ({ label: p.name, options: optionsOf(p.children) }));

/**
 * Selects that depend on each other, top to bottom: choosing in one clears those below it.
 * `props(i)` make select `i` show the state (not its field's initial value) and choose in it.
 */
export function useCascade(initial: string[]) {
  const [values, setValues] = useState(initial);
  const props = (i: number) => ({
    value: values[i],
    defaultValue: undefined,
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => v.map((old, j) => (j < i ? old : j === i ? value : "")));
    },
  });
  return { values, props };
}

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
  const { values, props } = useCascade(
    [categoryMeta, subMeta, subSubMeta].map((meta) => textOf(meta.initialValue)),
  );
  const [category, sub] = values;
  const chosenCategory = categories.find((c) => String(c.id) === category);
  const chosenSub = chosenCategory?.children.find((s) => String(s.id) === sub);

  const subGroups = groupsOf(
    hydrated
      ? chosenCategory
        ? [chosenCategory]
        : []
      : categories.filter((c) => c.children.length > 0),
  );
  const subSubGroups = hydrated
    ? chosenSub
      ? groupsOf([chosenSub])
      : []
    : categories.flatMap((c) =>
        c.children
          .filter((s) => s.children.length > 0)
          .map((s) => ({ label: `${c.name} › ${s.name}`, options: optionsOf(s.children) })),
      );

  const selects = [
    {
      meta: categoryMeta,
      label: "Category",
      options: optionsOf(categories),
      placeholder: "Select a category",
    },
    {
      meta: subMeta,
      label: "Subcategory",
      options: subGroups,
      placeholder: "None",
      disabled: hydrated && !chosenCategory,
    },
    {
      meta: subSubMeta,
      label: "Sub-subcategory",
      options: subSubGroups,
      placeholder: "None",
      disabled: hydrated && !chosenSub,
    },
  ];
  return (
    <div className="adm-form-3">
      {selects.map((select, i) => (
        <SelectField key={select.label} {...select} {...props(i)} />
      ))}
    </div>
  );
}

/**
 * The three category screens (docs/admin.md): one table per level with Add Category, edit, image
 * (top level), delete and move per row. The modals are server-rendered forms whose open state is
 * in the URL (`?new`, `?edit={id}`, `?image={id}`); with JavaScript they open in place.
 */
import { useLoaderData } from "@remix-run/react";
import { groupsOf, optionsOf, useCascade } from "~/components/admin/category-cascade";
import { RecordActions, ResourceScreen, thumbnailColumn } from "~/components/admin/content";
import { useHydrated } from "~/components/use-hydrated";
import { ImageField, ImageModal, ModalForm } from "~/components/admin/modal-form";
import type { Column } from "~/components/admin/table";
import { InputField, SelectField, TextareaField, type FieldMeta } from "~/components/forms";
import { TITLES, type Level } from "./levels";
import type { categoryScreenLoader } from "./screen.server";

type Data = ReturnType<typeof useLoaderData<typeof categoryScreenLoader>>;
type Parent = Data["parents"][number];
type Row = Data["list"]["rows"][number];
const NOUNS: Record<Level, [string, string]> = {
  1: ["category", "categories"],
  2: ["subcategory", "subcategories"],
  3: ["sub-subcategory", "sub-subcategories"],
};

export function CategoryScreen() {
  const data = useLoaderData<typeof categoryScreenLoader>();
  const { level } = data;
  const { list, modal, record } = data;
  return (
    <ResourceScreen
      title={TITLES[level]}
      addLabel="Add Category"
      search={{
        q: list.q,
        placeholder: level === 1 ? "Search categories" : `Search by name or parent`,
        label: `Search ${NOUNS[level][1]}`,
      }}
      noun={NOUNS[level]}
      paging={list}
      pagesLabel={`${TITLES[level]} pages`}
      rows={list.rows}
      rowKey={(row) => row.id}
      columns={columnsOf(level)}
      className="adm-table--labels adm-table--compact"
      empty={`No ${NOUNS[level][1]} available`}
    >
      {modal === "new" && <CategoryForm level={level} parents={data.parents} />}
      {modal === "edit" && record && (
        <CategoryForm key={record.id} level={level} record={record} parents={data.parents} />
      )}
      {modal === "image" && record && (
        <ImageModal
          name="category-image"
          record={record}
          field="images"
          constraints={data.constraints.image}
        />
      )}
    </ResourceScreen>
  );
}

function columnsOf(level: Level): (Column<Row> | false)[] {
  const number = level === 1 ? "ID" : "Index";
  return [
    { header: number, cell: (row) => row.index },
    level === 1 && thumbnailColumn<Row>(),
    { header: "Title", cell: (row) => <strong>{row.name}</strong> },
    level === 2 && { header: "Parent", cell: (row) => row.parentName },
    level === 3 && { header: "Category", cell: (row) => row.categoryName },
    level === 3 && { header: "SubCategory", cell: (row) => row.parentName },
    {
      header: "Status",
      cell: () => <span className="adm-badge adm-badge--active">Active</span>,
    },
    {
      header: "Option",
      cell: (row) => <RecordActions row={row} image={level === 1} move />,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Modals

/** Subcategories grouped by their category: the one-step parent of a sub-subcategory. */
const initial = (meta: FieldMeta, fallback: string) =>
  typeof meta.initialValue === "string" ? meta.initialValue : fallback;

/**
 * The parent of a sub-subcategory in two steps: the category, then one of its subcategories
 * (disabled until a category is chosen). Without JavaScript it is one list of subcategories
 * grouped by category, which says the same in one step.
 */
function TwoStepParent({
  parents,
  categoryMeta,
  parentMeta,
  defaults,
}: {
  parents: Parent[];
  categoryMeta: FieldMeta;
  parentMeta: FieldMeta;
  defaults: { categoryId: string; parentId: string };
}) {
  const hydrated = useHydrated();
  const { values, props } = useCascade([
    initial(categoryMeta, defaults.categoryId),
    initial(parentMeta, defaults.parentId),
  ]);
  const [categoryId, parentId] = values;
  if (!hydrated) {
    return (
      <SelectField
        meta={parentMeta}
        label="SubCategory"
        hint="Subcategories are grouped by their category."
        options={groupsOf(parents.filter((c) => c.children.length > 0))}
        placeholder="Choose a subcategory"
        defaultValue={parentId}
        required
      />
    );
  }
  const subcategories = parents.find((c) => String(c.id) === categoryId)?.children ?? [];
  const selects = [
    {
      meta: categoryMeta,
      label: "Category",
      options: optionsOf(parents),
      placeholder: "Choose a category",
    },
    {
      meta: parentMeta,
      label: "SubCategory",
      options: optionsOf(subcategories),
      placeholder: categoryId ? "Choose a subcategory" : "Choose a category first",
      disabled: !categoryId,
    },
  ];
  return (
    <div className="admin-form__pair">
      {selects.map((select, i) => (
        <SelectField key={select.label} required {...select} {...props(i)} />
      ))}
    </div>
  );
}

function ParentField({
  level,
  parents,
  fields,
  defaults,
}: {
  level: Level;
  parents: Parent[];
  fields: Record<string, FieldMeta>;
  defaults: { categoryId: string; parentId: string };
}) {
  if (level === 2) {
    return (
      <SelectField
        meta={fields.parentId}
        label="Parent"
        options={optionsOf(parents)}
        placeholder="Choose a category"
        defaultValue={initial(fields.parentId, defaults.parentId)}
        required
      />
    );
  }
  return (
    <TwoStepParent
      parents={parents}
      categoryMeta={fields.categoryId}
      parentMeta={fields.parentId}
      defaults={defaults}
    />
  );
}

const INTRO_HINT = "A few sentences shown under the heading of the category's page.";

/** Add Category (the level's own title), or Edit … with the `record` it edits. */
function CategoryForm({
  level,
  record,
  parents,
}: {
  level: Level;
  record?: NonNullable<Data["record"]>;
  parents: Parent[];
}) {
  const { constraints } = useLoaderData<typeof categoryScreenLoader>();
  return (
    <ModalForm
      name="category"
      title={`${record ? "Edit" : "Add"} ${TITLES[level]}`}
      intent={record ? "update" : "create"}
      constraints={record ? constraints.update : constraints.create}
      recordId={record?.id}
      defaultValue={record && { name: record.name, intro: record.intro }}
      multipart={!record}
    >
      {(fields) => (
        <>
          <InputField meta={fields.name} label="Name" required />
          {level === 1 && !record && (
            <ImageField meta={fields.categoryImage} label="Image" required />
          )}
          {level > 1 && (
            <ParentField
              level={level}
              parents={parents}
              fields={fields}
              defaults={{
                categoryId: record?.categoryId ? String(record.categoryId) : "",
                parentId: record?.parentId ? String(record.parentId) : "",
              }}
            />
          )}
          <TextareaField meta={fields.intro} label="Intro (optional)" hint={INTRO_HINT} rows={3} />
        </>
      )}
    </ModalForm>
  );
}

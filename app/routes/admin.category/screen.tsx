/**
 * The three category screens (docs/admin.md, Categories): one table per level with Add Category,
 * edit, image (top level), delete and move per row. The modals are server-rendered forms whose open
 * state is in the URL (`?new`, `?edit={id}`, `?image={id}`); with JavaScript they open in place.
 */
import { selectProps } from "~/components/form-state";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { withParams } from "~/components/admin/kit";
import { useHydrated } from "~/components/use-hydrated";
import { FormFoot, ImageField, ImageModal } from "~/components/admin/modal-form";
import { PageHeader } from "~/components/admin/page";
import { AddLink, AdminList, RecordActions, type Column } from "~/components/admin/table";
import {
  Field,
  InputField,
  KitForm,
  SelectField,
  TextareaField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
import type { categoryScreenLoader } from "./screen.server";

type Data = ReturnType<typeof useLoaderData<ReturnType<typeof categoryScreenLoader>>>;
type Parent = Data["parents"][number];
type Row = Data["list"]["rows"][number];
type Level = 1 | 2 | 3;

const TITLES: Record<Level, string> = { 1: "Category", 2: "Sub Category", 3: "Sub-SubCategory" };
const NOUNS: Record<Level, [string, string]> = {
  1: ["category", "categories"],
  2: ["subcategory", "subcategories"],
  3: ["sub-subcategory", "sub-subcategories"],
};
const CLOSED = { new: null, edit: null, image: null };

export function CategoryScreen() {
  const data = useLoaderData<ReturnType<typeof categoryScreenLoader>>();
  const { search } = useLocation();
  const level = data.level as Level;
  const { list } = data;
  const closeTo = withParams(search, CLOSED);
  return (
    <>
      <PageHeader title={TITLES[level]}>
        <AddLink to={withParams(search, { ...CLOSED, new: "" })} label="Add Category" />
      </PageHeader>
      <AdminList
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
        columns={columnsOf(level, search)}
        className="adm-table--labels adm-table--compact"
        empty={`No ${NOUNS[level][1]} available`}
      />
      {data.modal === "new" && (
        <NewCategory level={level} parents={data.parents} closeTo={closeTo} />
      )}
      {data.modal === "edit" && data.record && (
        <EditCategory
          key={data.record.id}
          level={level}
          record={data.record}
          parents={data.parents}
          closeTo={closeTo}
        />
      )}
      {data.modal === "image" && data.record && (
        <ImageModal
          key={data.record.id}
          name="category-image"
          record={data.record}
          field="images"
          constraints={data.constraints.image}
          closeTo={closeTo}
        />
      )}
    </>
  );
}

function columnsOf(level: Level, search: string): (Column<Row> | false)[] {
  const number = level === 1 ? "ID" : "Index";
  return [
    { header: number, cell: (row) => row.index },
    level === 1 && {
      header: "Image",
      cell: (row) =>
        row.thumbnail ? (
          <img className="adm-thumb-square" src={row.thumbnail} alt="" width={56} height={56} />
        ) : (
          <span className="adm-muted">No image</span>
        ),
    },
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
      cell: (row) => (
        <RecordActions search={search} closed={CLOSED} row={row} image={level === 1} />
      ),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Modals

type Meta = ReturnType<typeof useKitForm>[1][string];

/** Subcategories grouped by their category: the one-step parent of a sub-subcategory. */
const groupedOptions = (parents: Parent[]) =>
  parents
    .filter((c) => c.children.length > 0)
    .map((c) => ({
      label: c.name,
      options: c.children.map((s) => ({ value: String(s.id), label: s.name })),
    }));

const initial = (meta: Meta, fallback: string) =>
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
  categoryMeta: Meta;
  parentMeta: Meta;
  defaults: { categoryId: string; parentId: string };
}) {
  const hydrated = useHydrated();
  const [categoryId, setCategoryId] = useState(() => initial(categoryMeta, defaults.categoryId));
  const [parentId, setParentId] = useState(() => initial(parentMeta, defaults.parentId));
  if (!hydrated) {
    return (
      <SelectField
        meta={parentMeta}
        label="SubCategory"
        hint="Subcategories are grouped by their category."
        options={groupedOptions(parents)}
        placeholder="Choose a subcategory"
        defaultValue={parentId}
        required
      />
    );
  }
  const subcategories = parents.find((c) => String(c.id) === categoryId)?.children ?? [];
  const { defaultValue: _c, ...categoryProps } = selectProps(categoryMeta);
  const { defaultValue: _p, ...parentProps } = selectProps(parentMeta);
  return (
    <div className="admin-form__pair">
      <Field meta={categoryMeta} label="Category">
        <select
          {...categoryProps}
          required
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.currentTarget.value);
            setParentId("");
          }}
        >
          <option value="">Choose a category</option>
          {parents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={parentMeta} label="SubCategory">
        <select
          {...parentProps}
          required
          disabled={!categoryId}
          value={parentId}
          onChange={(e) => setParentId(e.currentTarget.value)}
        >
          <option value="">
            {categoryId ? "Choose a subcategory" : "Choose a category first"}
          </option>
          {subcategories.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
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
  fields: Record<string, Meta>;
  defaults: { categoryId: string; parentId: string };
}) {
  if (level === 2) {
    return (
      <SelectField
        meta={fields.parentId}
        label="Parent"
        options={parents.map((c) => ({ value: String(c.id), label: c.name }))}
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

const MODAL_TITLES: Record<Level, string> = {
  1: "Add Category",
  2: "Add Sub Category",
  3: "Add Sub-SubCategory",
};

function NewCategory({
  level,
  parents,
  closeTo,
}: {
  level: Level;
  parents: Parent[];
  closeTo: string;
}) {
  const { constraints } = useLoaderData<ReturnType<typeof categoryScreenLoader>>();
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: "new-category",
    constraints: constraints.create,
    lastResult: useFormResult("create"),
  });
  return (
    <UrlModal id="new-category-modal" title={MODAL_TITLES[level]} closeTo={closeTo}>
      <KitForm
        form={form}
        constraints={constraints.create}
        className="admin-form"
        encType="multipart/form-data"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <InputField meta={fields.name} label="Name" required />
        {level === 1 ? (
          <ImageField meta={fields.categoryImage} label="Image" required />
        ) : (
          <ParentField
            level={level}
            parents={parents}
            fields={fields}
            defaults={{ categoryId: "", parentId: "" }}
          />
        )}
        <TextareaField
          meta={fields.intro}
          label="Intro (optional)"
          hint="A few sentences shown under the heading of the category's page."
          rows={3}
        />
        <FormFoot form={form} intent="create" cancelTo={closeTo} />
      </KitForm>
    </UrlModal>
  );
}

function EditCategory({
  level,
  record,
  parents,
  closeTo,
}: {
  level: Level;
  record: NonNullable<Data["record"]>;
  parents: Parent[];
  closeTo: string;
}) {
  const { constraints } = useLoaderData<ReturnType<typeof categoryScreenLoader>>();
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: `edit-category-${record.id}`,
    constraints: constraints.update,
    lastResult: useFormResult("update"),
    defaultValue: { name: record.name, intro: record.intro },
  });
  const title = { 1: "Edit Category", 2: "Edit Sub Category", 3: "Edit Sub-SubCategory" }[level];
  return (
    <UrlModal id="edit-category-modal" title={title} closeTo={closeTo}>
      <KitForm
        form={form}
        constraints={constraints.update}
        className="admin-form"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <input type="hidden" name="id" value={record.id} />
        <InputField meta={fields.name} label="Name" required />
        {level > 1 && (
          <ParentField
            level={level}
            parents={parents}
            fields={fields}
            defaults={{
              categoryId: record.categoryId ? String(record.categoryId) : "",
              parentId: record.parentId ? String(record.parentId) : "",
            }}
          />
        )}
        <TextareaField
          meta={fields.intro}
          label="Intro (optional)"
          hint="A few sentences shown under the heading of the category's page."
          rows={3}
        />
        <FormFoot form={form} intent="update" cancelTo={closeTo} />
      </KitForm>
    </UrlModal>
  );
}

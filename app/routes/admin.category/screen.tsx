/**
 * The three category screens (admin.md §2): one table per level with Add Category, edit, image
 * (top level), delete and move per row. The modals are server-rendered forms whose open state is
 * in the URL (`?new`, `?edit={id}`, `?image={id}`); with JavaScript they open in place.
 */
import { selectProps } from "~/components/form-state";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { Icon } from "~/components/admin/icons";
import {
  ConfirmAction,
  ImagesInput,
  MoveButtons,
  TableCount,
  TableSearch,
  useHydrated,
  withParams,
} from "~/components/admin/kit";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
import {
  Field,
  FormAlert,
  InputField,
  KitForm,
  SelectField,
  SubmitButton,
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
        <Link to={withParams(search, { ...CLOSED, new: "" })} className="btn" preventScrollReset>
          <Icon name="plus" /> Add Category
        </Link>
      </PageHeader>
      <Panel>
        <div className="adm-table-tools">
          <TableSearch
            q={list.q}
            placeholder={level === 1 ? "Search categories" : `Search by name or parent`}
            label={`Search ${NOUNS[level][1]}`}
          />
          <TableCount
            total={list.total}
            offset={list.offset}
            shown={list.rows.length}
            noun={NOUNS[level]}
          />
        </div>
        {list.rows.length === 0 ? (
          <p className="adm-table-empty">No {NOUNS[level][1]} available</p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--labels adm-table--compact">
              <thead>
                <tr>
                  <th scope="col">{level === 1 ? "ID" : "Index"}</th>
                  {level === 1 && <th scope="col">Image</th>}
                  <th scope="col">Title</th>
                  {level === 2 && <th scope="col">Parent</th>}
                  {level === 3 && <th scope="col">Category</th>}
                  {level === 3 && <th scope="col">SubCategory</th>}
                  <th scope="col">Status</th>
                  <th scope="col">Option</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <CategoryRow key={row.id} row={row} level={level} search={search} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          search={new URLSearchParams(search)}
          label={`${TITLES[level]} pages`}
        />
      </Panel>
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
        <CategoryImage key={data.record.id} record={data.record} closeTo={closeTo} />
      )}
    </>
  );
}

function CategoryRow({ row, level, search }: { row: Row; level: Level; search: string }) {
  return (
    <tr>
      <td data-label={level === 1 ? "ID" : "Index"}>{row.index}</td>
      {level === 1 && (
        <td data-label="Image">
          {row.thumbnail ? (
            <img className="adm-thumb-square" src={row.thumbnail} alt="" width={56} height={56} />
          ) : (
            <span className="adm-muted">No image</span>
          )}
        </td>
      )}
      <td data-label="Title">
        <strong>{row.name}</strong>
      </td>
      {level === 2 && <td data-label="Parent">{row.parentName}</td>}
      {level === 3 && <td data-label="Category">{row.categoryName}</td>}
      {level === 3 && <td data-label="SubCategory">{row.parentName}</td>}
      <td data-label="Status">
        <span className="adm-badge adm-badge--active">Active</span>
      </td>
      <td data-label="Option">
        <div className="adm-row-actions">
          <Link
            to={withParams(search, { ...CLOSED, edit: row.id })}
            className="adm-icon-btn"
            aria-label={`Edit ${row.name}`}
            title="Edit"
            preventScrollReset
          >
            <Icon name="edit" /> <span>Edit</span>
          </Link>
          {level === 1 && (
            <Link
              to={withParams(search, { ...CLOSED, image: row.id })}
              className="adm-icon-btn"
              aria-label={`Change the image of ${row.name}`}
              title="Change image"
              preventScrollReset
            >
              <Icon name="image" /> <span>Image</span>
            </Link>
          )}
          <ConfirmAction
            label="Delete"
            ariaLabel={`Delete ${row.name}`}
            question={
              <>
                Delete <strong>{row.name}</strong>? This cannot be undone.
              </>
            }
            fields={{ id: row.id }}
          />
          <MoveButtons id={row.id} name={row.name} first={row.first} last={row.last} />
        </div>
      </td>
    </tr>
  );
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
          <Field meta={fields.categoryImage} label="Image">
            <ImagesInput
              id={fields.categoryImage.id}
              name={fields.categoryImage.name}
              required
              describedBy={fields.categoryImage.errors ? fields.categoryImage.errorId : undefined}
              invalid={Boolean(fields.categoryImage.errors)}
            />
          </Field>
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
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="create" busyText="Creating…">
            Create
          </SubmitButton>
          <Link to={closeTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        </div>
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
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="update" busyText="Updating…">
            Update
          </SubmitButton>
          <Link to={closeTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        </div>
      </KitForm>
    </UrlModal>
  );
}

function CategoryImage({
  record,
  closeTo,
}: {
  record: NonNullable<Data["record"]>;
  closeTo: string;
}) {
  const { constraints } = useLoaderData<ReturnType<typeof categoryScreenLoader>>();
  const { pathname, search } = useLocation();
  const [form, fields] = useKitForm({
    id: `category-image-${record.id}`,
    constraints: constraints.image,
    lastResult: useFormResult("image"),
  });
  return (
    <UrlModal id="category-image-modal" title={`Image of ${record.name}`} closeTo={closeTo}>
      {record.image && (
        <figure className="adm-current-image">
          <img src={record.image} alt={`The current image of ${record.name}`} />
          <figcaption>Current image</figcaption>
        </figure>
      )}
      <KitForm
        form={form}
        constraints={constraints.image}
        className="admin-form"
        encType="multipart/form-data"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        <input type="hidden" name="id" value={record.id} />
        <Field meta={fields.images} label="New image">
          <ImagesInput
            id={fields.images.id}
            name={fields.images.name}
            required
            describedBy={fields.images.errors ? fields.images.errorId : undefined}
            invalid={Boolean(fields.images.errors)}
          />
        </Field>
        <FormAlert form={form} />
        <div className="admin-form__actions">
          <SubmitButton name="intent" value="image" busyText="Uploading…">
            Update image
          </SubmitButton>
          <Link to={closeTo} className="btn btn--outline" preventScrollReset replace>
            Cancel
          </Link>
        </div>
      </KitForm>
    </UrlModal>
  );
}

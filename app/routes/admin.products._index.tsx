import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { Icon } from "~/components/admin/icons";
import { FilterSelect } from "~/components/admin/list-tools";
import { PageHeader } from "~/components/admin/page";
import { AdminList, type Column } from "~/components/admin/table";
import { PageRowActions } from "~/components/admin/page-row-actions";
import { ProductStatusBadge } from "~/components/admin/product-status";
import { ProductBulkBar } from "~/components/admin/product-bulk-bar";
import { useFormResult, useKitForm } from "~/components/forms";
import { getCategoryTree } from "~/models/category.server";
import { listAdminProducts, type AdminProduct } from "~/models/product-admin.server";
import { moveProductToBin, PRODUCT_DELETED } from "~/models/product-bin.server";
import { shownAlt } from "~/models/product.server";
import { ADMIN_PRODUCT_SORTS, BIN_DAYS, BULK_ACTIONS, PRODUCT_STATUS_LABELS } from "~/constants";
import { AdminProductsQuery, ProductRowSchema } from "~/schemas/product";
import { BulkProductsForm } from "~/schemas/product-bulk";
import { requireActor } from "~/screens/auth.server";
import { intentAction, rowIntent } from "~/screens/intent-action.server";
import { pageBack, readListQuery } from "~/screens/list-screen.server";
import { bulkIntent, type BulkQuestionData } from "~/screens/product-bulk-screen.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Products");

/** The layout's no-store, and how long the table's queries took. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const timing = loaderHeaders.get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = await readListQuery(request, "manager", AdminProductsQuery);
  const start = performance.now();
  const list = listAdminProducts(query);
  const took = performance.now() - start;
  const tree = getCategoryTree();
  const categories = tree.flatMap((c) => [
    { id: c.id, label: c.name },
    ...c.children.flatMap((s) => [
      { id: s.id, label: `${c.name} › ${s.name}` },
      ...s.children.map((x) => ({ id: x.id, label: `${c.name} › ${s.name} › ${x.name}` })),
    ]),
  ]);
  const row = (p: AdminProduct, index: number | null) => ({
    id: p.id,
    index,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    status: p.status,
    imagealt: shownAlt(p),
    image: p.images[0] ? { url: p.images[0].url, srcSet: p.images[0].srcSet } : null,
    category: [p.category.name, p.subcategory?.name, p.subSubcategory?.name]
      .filter(Boolean)
      .join(" / "),
  });
  return data(
    {
      // The page's rows by family: each variant under its parent (docs/variants.md).
      rows: list.families.map((p) => ({
        ...row(p, p.index),
        variantCount: p.variantCount,
        variantOf: null as string | null,
        parentStatus: null as AdminProduct["status"] | null,
        variants: p.variants.map((v) => ({
          ...row(v, v.index),
          variantCount: 0,
          variantOf: p.name,
          // A variant is on the site only while its parent is published (docs/admin.md, Status).
          parentStatus: p.status,
          variants: [],
        })),
      })),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      offset: list.offset,
      shown: list.products.length,
      q: query.q ?? "",
      category: query.category ? String(query.category) : "",
      status: query.status ?? "",
      sort: query.sort ?? "newest",
      categories,
      // The bulk bar (docs/admin.md, Bulk actions): the page's products, the tree to move to.
      pageIds: list.products.map((p) => p.id),
      tree: tree.map((c) => ({
        id: c.id,
        name: c.name,
        children: c.children.map((s) => ({
          id: s.id,
          name: s.name,
          children: s.children.map((x) => ({ id: x.id, name: x.name })),
        })),
      })),
      bulk: constraintsOf(BulkProductsForm),
    },
    { headers: { "Server-Timing": `db;dur=${took.toFixed(1)}` } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  return intentAction(request, await readFormData(request), {
    delete: rowIntent(ProductRowSchema, ({ id }) => moveProductToBin(actor, id), PRODUCT_DELETED, {
      back: pageBack(request),
    }),
    bulk: bulkIntent(actor),
  });
}

type Row = Omit<ReturnType<typeof useLoaderData<typeof loader>>["rows"][number], "variants"> & {
  variants: Row[];
};

const columns: Column<Row>[] = [
  { header: "ID", cell: (p) => p.index ?? "" },
  {
    header: "Image",
    cell: (p) =>
      p.image ? (
        <img
          className="adm-product-thumb"
          src={p.image.url}
          srcSet={p.image.srcSet || undefined}
          sizes="56px"
          alt={p.imagealt}
          width={56}
          height={56}
          loading="lazy"
        />
      ) : (
        <span className="adm-product-thumb adm-product-thumb--none">No image</span>
      ),
  },
  {
    header: "Name",
    sort: "name",
    cell: (p) => <ProductName product={p} />,
  },
  { header: "Category", cell: (p) => p.category },
  {
    header: "Status",
    cell: (p) => <ProductStatusBadge status={p.status} parentStatus={p.parentStatus} />,
  },
  {
    header: "Option",
    cell: (p) => (
      <PageRowActions
        to={`/admin/products/${p.slug}`}
        row={p}
        question={
          p.variantCount > 0 ? (
            <>
              Delete <strong>{p.name}</strong>? It has {variantsLabel(p.variantCount)}: delete them
              first.
            </>
          ) : (
            <>
              Delete <strong>{p.name}</strong>? It goes to the bin with its images and reviews,
              where it can be restored for {BIN_DAYS} days.
            </>
          )
        }
      />
    ),
  },
];

const variantsLabel = (n: number) => `${n} ${n === 1 ? "variant" : "variants"}`;

/**
 * A row's name: a parent's with the count of its variants (and, when it is not one of the page's
 * rows, that it is there for them), a variant's indented under it (its parent named for screen
 * readers and the phone layout's cards).
 */
function ProductName({ product: p }: { product: Row }) {
  const link = (
    <Link to={`/admin/products/${p.slug}`} className="adm-product-name">
      {p.name}
    </Link>
  );
  if (p.variantOf !== null)
    return (
      <span className="adm-variant-name">
        <span aria-hidden="true">↳ </span>
        {link}
        <span className="visually-hidden"> (variant of {p.variantOf})</span>
        {p.sku ? <span className="adm-variant-sku">SKU {p.sku}</span> : null}
      </span>
    );
  // One element: the phone layout's cards lay a cell's children out as label and value.
  return (
    <span>
      {link}
      {p.sku ? <span className="adm-variant-sku">SKU {p.sku}</span> : null}
      {p.variantCount > 0 ? (
        <span className="adm-variant-count">
          {variantsLabel(p.variantCount)}
          {p.index === null ? ", shown for the variants below" : ""}
        </span>
      ) : null}
    </span>
  );
}

const BULK_FORM = "bulk-products";
/** The bulk bar acts on the ticked rows unless told otherwise. */
const BULK_DEFAULTS = { scope: "ids" };

export default function Products() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Partial<BulkQuestionData> | undefined;
  const lastResult = useFormResult("bulk");
  const [form, fields] = useKitForm({
    id: BULK_FORM,
    constraints: data.bulk,
    lastResult,
    defaultValue: BULK_DEFAULTS,
  });
  // The rows ticked: those the form sent when the server answers it (its question, or its
  // messages), none on any other new page (a search, another page, the page after an action).
  const sent = fields.ids.initialValue;
  const sentIds = () =>
    new Set((Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]).map(String));
  const { key } = useLocation();
  const [ticked, setTicked] = useState(sentIds);
  const [tickedOn, setTickedOn] = useState(key);
  if (tickedOn !== key) {
    setTickedOn(key);
    setTicked(sentIds());
  }
  // The export takes the table's filter, search and order (docs/admin.md, Catalogue CSV).
  const csv = new URLSearchParams();
  if (data.q) csv.set("q", data.q);
  if (data.category) csv.set("category", data.category);
  if (data.status) csv.set("status", data.status);
  if (data.sort !== "newest") csv.set("sort", data.sort);
  const csvHref = `/api/bel/admin/products.csv${csv.size ? `?${csv}` : ""}`;
  return (
    <>
      <PageHeader title="Products">
        <a href={csvHref} className="btn btn--outline" download>
          <Icon name="download" /> Export CSV
        </a>
        <Link to="/admin/products/import" className="btn btn--outline">
          Import CSV
        </Link>
        <Link to="/admin/product/new" className="btn">
          <Icon name="plus" /> Add Product
        </Link>
      </PageHeader>
      <AdminList
        // Row actions as icons below 1440 px: with the ticks and the status, a long name keeps its
        // words whole at 1024 and nothing scrolls sideways.
        className="adm-table--compact"
        select={{
          form: BULK_FORM,
          name: "ids",
          value: (p) => String(p.id),
          label: (p) => `Select ${p.name}`,
          ticked: (p) => ticked.has(String(p.id)),
          onTick: (rows, on) =>
            setTicked((before) => {
              const after = new Set(before);
              for (const row of rows) {
                if (on) after.add(String(row.id));
                else after.delete(String(row.id));
              }
              return after;
            }),
          allLabel: "Select every product on this page",
          describedBy: fields.ids.errors ? fields.ids.errorId : undefined,
        }}
        search={{ q: data.q, placeholder: "Name, slug or reference", label: "Search products" }}
        // Between the list's tools and its rows: what it acts on is what they show.
        note={
          <ProductBulkBar
            form={form}
            fields={fields}
            constraints={data.bulk}
            actions={Object.entries(BULK_ACTIONS)}
            categories={data.tree}
            ticked={ticked.size}
            pageIds={data.pageIds}
            total={data.total}
            filter={{ q: data.q, category: data.category, status: data.status }}
            question={answer?.question ?? null}
          />
        }
        filters={
          <>
            <FilterSelect
              name="category"
              label="Category"
              value={data.category}
              options={[
                ["", "All categories"],
                ...data.categories.map((c): [string, string] => [String(c.id), c.label]),
              ]}
            />
            <FilterSelect
              name="status"
              label="Status"
              value={data.status}
              options={[["", "All statuses"], ...Object.entries(PRODUCT_STATUS_LABELS)]}
            />
          </>
        }
        sort={{ value: data.sort, options: Object.entries(ADMIN_PRODUCT_SORTS) }}
        noun={["product", "products"]}
        paging={data}
        pagesLabel="Products pages"
        rows={data.rows}
        rowKey={(p) => p.id}
        subRows={(p) => p.variants}
        columns={columns}
        empty="No products available"
      />
    </>
  );
}

import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { FilterSelect } from "~/components/admin/list-tools";
import { PageHeader } from "~/components/admin/page";
import { AdminList, type Column } from "~/components/admin/table";
import { PageRowActions } from "~/components/admin/page-row-actions";
import { getCategoryTree } from "~/models/category.server";
import {
  deleteStaffProduct,
  listAdminProducts,
  PRODUCT_DELETED,
} from "~/models/product-admin.server";
import { shownAlt } from "~/models/product.server";
import { ADMIN_PRODUCT_SORTS } from "~/constants";
import { AdminProductsQuery, ProductRowSchema } from "~/schemas/product";
import { deleteRowAction, readListQuery } from "~/utils/list-screen.server";
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
  const categories = getCategoryTree().flatMap((c) => [
    { id: c.id, label: c.name },
    ...c.children.flatMap((s) => [
      { id: s.id, label: `${c.name} › ${s.name}` },
      ...s.children.map((x) => ({ id: x.id, label: `${c.name} › ${s.name} › ${x.name}` })),
    ]),
  ]);
  return data(
    {
      rows: list.products.map((p) => ({
        id: p.id,
        index: p.index,
        name: p.name,
        slug: p.slug,
        imagealt: shownAlt(p),
        image: p.images[0] ? { url: p.images[0].url, srcSet: p.images[0].srcSet } : null,
        category: [p.category.name, p.subcategory?.name, p.subSubcategory?.name]
          .filter(Boolean)
          .join(" / "),
      })),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      offset: list.offset,
      q: query.q ?? "",
      category: query.category ? String(query.category) : "",
      sort: query.sort ?? "newest",
      categories,
    },
    { headers: { "Server-Timing": `db;dur=${took.toFixed(1)}` } },
  );
}

export function action({ request }: ActionFunctionArgs) {
  return deleteRowAction(request, "manager", ProductRowSchema, deleteStaffProduct, PRODUCT_DELETED);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const columns: Column<Row>[] = [
  { header: "ID", cell: (p) => p.index },
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
    cell: (p) => (
      <Link to={`/admin/products/${p.slug}`} className="adm-product-name">
        {p.name}
      </Link>
    ),
  },
  { header: "Category", cell: (p) => p.category },
  {
    header: "Option",
    cell: (p) => (
      <PageRowActions
        to={`/admin/products/${p.slug}`}
        row={p}
        question={
          <>
            Delete <strong>{p.name}</strong>? Its images and reviews go with it.
          </>
        }
      />
    ),
  },
];

export default function Products() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Products">
        <Link to="/admin/product/new" className="btn">
          <Icon name="plus" /> Add Product
        </Link>
      </PageHeader>
      <AdminList
        search={{ q: data.q, placeholder: "Name, slug or reference", label: "Search products" }}
        filters={
          <FilterSelect
            name="category"
            label="Category"
            value={data.category}
            options={[
              ["", "All categories"],
              ...data.categories.map((c): [string, string] => [String(c.id), c.label]),
            ]}
          />
        }
        sort={{ value: data.sort, options: Object.entries(ADMIN_PRODUCT_SORTS) }}
        noun={["product", "products"]}
        paging={data}
        pagesLabel="Products pages"
        rows={data.rows}
        rowKey={(p) => p.id}
        columns={columns}
        empty="No products available"
      />
    </>
  );
}

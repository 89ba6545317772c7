import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { FilterSelect } from "~/components/admin/list-tools";
import { PageHeader } from "~/components/admin/page";
import { AdminList, IconLink, type Column } from "~/components/admin/table";
import { getCategoryTree } from "~/models/category.server";
import {
  deleteStaffProduct,
  listAdminProducts,
  PRODUCT_DELETED,
} from "~/models/product-admin.server";
import { shownAlt } from "~/models/product.server";
import { ADMIN_PRODUCT_SORTS } from "~/constants";
import { AdminProductsQuery, ProductRowSchema } from "~/schemas/product";
import { requireActor, requireRole } from "~/utils/auth.server";
import { submitWithToast } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { backTo } from "~/utils/redirect";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Products");

/** The layout's no-store, and how long the table's queries took. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const timing = loaderHeaders.get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const url = new URL(request.url);
  const query = AdminProductsQuery.parse(Object.fromEntries(url.searchParams));
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

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  return submitWithToast(
    request,
    ProductRowSchema,
    async ({ id }) => {
      await deleteStaffProduct(actor, id);
      return PRODUCT_DELETED;
    },
    { back: backTo(request, "/admin/products") },
  );
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
      <div className="adm-row-actions">
        <IconLink
          to={`/admin/products/${p.slug}`}
          icon="edit"
          label="Edit"
          ariaLabel={`Edit ${p.name}`}
          preventScrollReset={false}
        />
        <ConfirmAction
          label="Delete"
          ariaLabel={`Delete ${p.name}`}
          question={
            <>
              Delete <strong>{p.name}</strong>? Its images and reviews go with it.
            </>
          }
          fields={{ id: p.id }}
        />
      </div>
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

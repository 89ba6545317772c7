import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Icon } from "~/components/admin/icons";
import { ConfirmAction, TableCount, TableSearch } from "~/components/admin/kit";
import { PageHeader, Pagination, Panel } from "~/components/admin/page";
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
    ({ id }) => {
      deleteStaffProduct(actor, id);
      return PRODUCT_DELETED;
    },
    { back: backTo(request, "/admin/products") },
  );
}

export default function Products() {
  const { rows, total, page, pageCount, offset, q, category, sort, categories } =
    useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="Products">
        <Link to="/admin/product/new" className="btn">
          <Icon name="plus" /> Add Product
        </Link>
      </PageHeader>
      <Panel>
        <div className="adm-table-tools adm-products-tools">
          <TableSearch q={q} placeholder="Name, slug or reference" label="Search products">
            <label htmlFor="products-category" className="visually-hidden">
              Category
            </label>
            <select id="products-category" name="category" defaultValue={category}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
            <label htmlFor="products-sort" className="visually-hidden">
              Sort by
            </label>
            <select id="products-sort" name="sort" defaultValue={sort}>
              {Object.entries(ADMIN_PRODUCT_SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  Sort: {label}
                </option>
              ))}
            </select>
          </TableSearch>
          <TableCount
            total={total}
            offset={offset}
            shown={rows.length}
            noun={["product", "products"]}
          />
        </div>
        {rows.length === 0 ? (
          <p className="adm-table-empty">No products available</p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table adm-products-table">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Image</th>
                  <th scope="col">Name</th>
                  <th scope="col">Category</th>
                  <th scope="col">Option</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td data-label="ID">{p.index}</td>
                    <td data-label="Image">
                      {p.image ? (
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
                      )}
                    </td>
                    <td data-label="Name">
                      <Link to={`/admin/products/${p.slug}`} className="adm-product-name">
                        {p.name}
                      </Link>
                    </td>
                    <td data-label="Category">{p.category}</td>
                    <td data-label="Option">
                      <div className="adm-row-actions">
                        <Link
                          to={`/admin/products/${p.slug}`}
                          className="adm-icon-btn"
                          aria-label={`Edit ${p.name}`}
                        >
                          <Icon name="edit" /> <span>Edit</span>
                        </Link>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          search={new URLSearchParams(search)}
          label="Products pages"
        />
      </Panel>
    </>
  );
}

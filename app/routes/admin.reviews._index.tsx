import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { FilterSelect } from "~/components/admin/list-tools";
import { PageHeader, Panel } from "~/components/admin/page";
import { AdminList, type Column } from "~/components/admin/table";
import { ProductPicker } from "~/components/admin/product-picker";
import { StackCell } from "~/components/admin/stack-cell";
import { SubmitButton } from "~/components/forms";
import { Stars } from "~/components/stars";
import { RATING_MAX } from "~/constants";
import { searchProducts } from "~/models/dashboard.server";
import {
  countPendingReviews,
  deleteReview,
  getReviewedProduct,
  listReviews,
  REVIEW_APPROVED,
  REVIEW_DELETED,
  setReviewStatus,
} from "~/models/review.server";
import { getSettings, SETTINGS_SAVED, updateSettings } from "~/models/settings.server";
import { ReviewIdSchema, ReviewSettingsSchema, ReviewsPageQuery } from "~/schemas/admin-reviews";
import { requireActor } from "~/screens/auth.server";
import { readFormData } from "~/utils/form.server";
import { intentAction, rowIntent } from "~/screens/intent-action.server";
import { pageBack, readListQuery } from "~/screens/list-screen.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Product Reviews");

export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = await readListQuery(request, "manager", ReviewsPageQuery);
  const product = query.product !== undefined ? getReviewedProduct(query.product) : null;
  const productQ = query["product-q"] ?? "";
  const list = listReviews({
    productId: product?.id,
    rating: query.rating,
    status: query.status,
    page: query.page,
  });
  return {
    product,
    productQ,
    /** Without JavaScript, the products a search found, to choose from. */
    matches: productQ
      ? searchProducts(productQ).map(({ id, name, category }) => ({ id, name, category }))
      : null,
    rating: query.rating ?? null,
    status: query.status ?? null,
    filtered: query.rating !== undefined || query.status !== undefined,
    ...list,
    reviews: list.reviews.map((r) => ({
      id: r.id,
      index: r.index,
      productId: r.productId,
      productName: r.productName,
      name: r.name,
      email: r.email,
      rating: r.rating,
      heading: r.heading,
      comment: r.comment,
      status: r.status,
    })),
    pending: countPendingReviews(),
    settings: getSettings(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  // Every button comes back to the page it was on (its product, filters and page kept).
  const back = { back: pageBack(request) };
  return intentAction(request, await readFormData(request), {
    delete: rowIntent(ReviewIdSchema, ({ id }) => deleteReview(actor, id), REVIEW_DELETED, back),
    approve: rowIntent(
      ReviewIdSchema,
      ({ id }) => setReviewStatus(actor, id, "published"),
      REVIEW_APPROVED,
      back,
    ),
    settings: rowIntent(
      ReviewSettingsSchema,
      (v) => updateSettings(actor, v),
      SETTINGS_SAVED,
      back,
    ),
  });
}

const STATUS_LABELS = { published: "Published", pending: "Pending approval" } as const;

type Review = ReturnType<typeof useLoaderData<typeof loader>>["reviews"][number];

function columnsOf(search: string, withProduct: (id: number) => string): Column<Review>[] {
  return [
    { header: "Index", cell: (r) => r.index },
    {
      header: "Customer Name",
      cell: (r) => (
        <StackCell title={r.name} note={r.email}>
          {r.status === "pending" ? (
            <span className="adm-badge adm-badge--pending">{STATUS_LABELS.pending}</span>
          ) : null}
        </StackCell>
      ),
    },
    {
      header: "Product Name",
      cell: (r) => <Link to={withProduct(r.productId)}>{r.productName}</Link>,
    },
    { header: "Rating", cell: (r) => <Stars rating={r.rating} small /> },
    {
      header: "Comment",
      cell: (r) => (
        <StackCell title={r.heading}>
          <span className="adm-clamp">{r.comment}</span>
        </StackCell>
      ),
    },
    {
      header: "Action",
      cell: (r) => (
        <div className="adm-row-actions">
          {r.status === "pending" ? (
            <Form method="post" action={search ? `?${search.replace(/^\?/, "")}` : undefined}>
              <input type="hidden" name="id" value={r.id} />
              <button
                type="submit"
                name="intent"
                value="approve"
                className="adm-icon-btn"
                aria-label={`Approve the review by ${r.name}`}
              >
                Approve
              </button>
            </Form>
          ) : null}
          <ConfirmAction
            label="Delete"
            ariaLabel={`Delete the review by ${r.name}`}
            question={
              <>
                Delete the review by <strong>{r.name}</strong> of {r.productName}? This cannot be
                undone.
              </>
            }
            fields={{ id: r.id }}
          />
        </div>
      ),
    },
  ];
}

export default function Reviews() {
  const data = useLoaderData<typeof loader>();
  const { product, productQ, matches, reviews, rating, status } = data;
  const { search } = useLocation();
  const withProduct = (id: number) => {
    const next = new URLSearchParams();
    next.set("product", String(id));
    if (rating) next.set("rating", String(rating));
    if (status) next.set("status", status);
    return `?${next}`;
  };
  const allProducts = (() => {
    const next = new URLSearchParams();
    if (rating) next.set("rating", String(rating));
    if (status) next.set("status", status);
    const qs = next.toString();
    return qs ? `?${qs}` : "/admin/reviews";
  })();

  return (
    <>
      <PageHeader title="Product Reviews" />
      <Panel label="Product search">
        <Form method="get" role="search" className="adm-table-search adm-product-search">
          {rating ? <input type="hidden" name="rating" value={rating} /> : null}
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <ProductPicker
            key={productQ}
            defaultValue={productQ}
            label="Search for a product by name"
          />
          <button type="submit" className="btn btn--small">
            Search
          </button>
        </Form>
        {matches ? (
          <div className="adm-product-matches" aria-live="polite">
            {matches.length === 0 ? (
              <p className="adm-muted">No products match “{productQ}”.</p>
            ) : (
              <>
                <p className="adm-muted">Choose a product:</p>
                <ul className="adm-result-list">
                  {matches.map((m) => (
                    <li key={m.id}>
                      <Link to={withProduct(m.id)}>{m.name}</Link>
                      <span className="adm-muted">{m.category}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}
        {product ? (
          <div className="adm-chosen" role="status">
            <p>
              Reviews of <strong>{product.name}</strong>
              <span className="adm-muted">
                {" "}
                · {product.numOfReviews} published, average {Number(product.ratings.toFixed(1))} of{" "}
                {RATING_MAX}
              </span>
            </p>
            <div className="adm-row-actions">
              <Link to={`/products/${product.slug}`} className="adm-icon-btn" target="_blank">
                View on the website
              </Link>
              <Link to={allProducts} className="adm-icon-btn">
                Show all products
              </Link>
            </div>
          </div>
        ) : null}
      </Panel>

      <AdminList
        label="Reviews"
        keep={["product"]}
        filters={
          <>
            <FilterSelect
              name="rating"
              label="Rating"
              value={rating ? String(rating) : ""}
              options={[
                ["", "All ratings"],
                ...Array.from({ length: RATING_MAX }, (_, i): [string, string] => {
                  const n = RATING_MAX - i;
                  return [String(n), `${n} ${n === 1 ? "star" : "stars"}`];
                }),
              ]}
            />
            <FilterSelect
              name="status"
              label="Status"
              value={status ?? ""}
              options={[["", "All"], ...Object.entries(STATUS_LABELS)]}
            />
          </>
        }
        noun={["review", "reviews"]}
        paging={data}
        pagesLabel="Review pages"
        rows={reviews}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-status": r.status })}
        columns={columnsOf(search, withProduct)}
        className="adm-table--reviews"
        wide
        empty={
          product && !data.filtered
            ? "No reviews found on this product."
            : data.filtered
              ? "No reviews match these filters."
              : "No reviews available"
        }
      />

      <Panel label="Moderation" className="adm-form-panel">
        <h2>Moderation</h2>
        <Form method="post" className="admin-form" key={String(data.settings.reviewsNeedApproval)}>
          <label className="checkbox-field">
            <input
              type="checkbox"
              name="reviewsNeedApproval"
              defaultChecked={data.settings.reviewsNeedApproval}
            />
            Hold new reviews for approval before they appear on the website
          </label>
          <p className="adm-muted">
            {data.settings.reviewsNeedApproval
              ? "New reviews wait here until a member of staff approves them."
              : "New reviews appear on the website at once."}{" "}
            {data.pending > 0 ? (
              <Link to="?status=pending">
                {data.pending} {data.pending === 1 ? "review waits" : "reviews wait"} for approval.
              </Link>
            ) : (
              "No reviews are waiting for approval."
            )}
          </p>
          <div className="admin-form__actions">
            <SubmitButton name="intent" value="settings" busyText="Saving…">
              Save
            </SubmitButton>
          </div>
        </Form>
      </Panel>
    </>
  );
}

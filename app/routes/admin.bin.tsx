import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { PageHeader } from "~/components/admin/page";
import { StackCell } from "~/components/admin/stack-cell";
import { AdminList, type Column } from "~/components/admin/table";
import { BIN_DAYS } from "~/constants";
import {
  binEmptied,
  deleteForever,
  emptyBin,
  listBin,
  PRODUCT_PURGED,
  restoreFromBin,
} from "~/models/product-bin.server";
import { BinEmptySchema, BinQuery, BinRowSchema } from "~/schemas/product-history";
import { requireActor } from "~/screens/auth.server";
import { intentAction, rowIntent, type Intent } from "~/screens/intent-action.server";
import { pageBack, readListQuery } from "~/screens/list-screen.server";
import { ukDate } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Bin");

/** The bin (docs/admin.md, Bin): managers restore; only an admin deletes for good. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, query } = await readListQuery(request, "manager", BinQuery);
  const bin = listBin(query);
  return {
    ...bin,
    q: query.q ?? "",
    shown: bin.products.length,
    canPurge: user.role === "admin",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  const back = pageBack(request);
  /** An intent only an admin may send: a manager's is refused with 403, whatever it holds. */
  const adminOnly =
    (intent: (admin: typeof actor) => Intent): Intent =>
    async (context) =>
      intent(await requireActor(request, "admin"))(context);
  return intentAction(request, await readFormData(request), {
    restore: rowIntent(
      BinRowSchema,
      ({ id }) => restoreFromBin(actor, id),
      (restored) => restored.message,
      { back },
    ),
    "delete-forever": adminOnly((admin) =>
      rowIntent(BinRowSchema, ({ id }) => deleteForever(admin, id), PRODUCT_PURGED, { back }),
    ),
    empty: adminOnly((admin) =>
      rowIntent(
        BinEmptySchema,
        ({ upTo }) => emptyBin(admin, upTo === undefined ? undefined : new Date(upTo)),
        binEmptied,
        { back: "/admin/bin" },
      ),
    ),
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Row = Data["products"][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function columns(canPurge: boolean): Column<Row>[] {
  return [
    { header: "ID", cell: (p) => p.index },
    {
      header: "Name",
      cell: (p) => (
        <StackCell title={p.name} note={`/products/${p.slug}`}>
          {p.sku ? <span className="adm-variant-sku">SKU {p.sku}</span> : null}
          {p.variantOf ? <span className="adm-muted">Variant of {p.variantOf}</span> : null}
        </StackCell>
      ),
    },
    { header: "Category", cell: (p) => p.category },
    {
      header: "Deleted",
      cell: (p) => (
        <StackCell
          title={ukDate(p.deletedAt)}
          note={p.deletedByName ? `by ${p.deletedByName}` : undefined}
        />
      ),
    },
    { header: "Kept until", cell: (p) => ukDate(p.purgeAt) },
    {
      header: "With",
      cell: (p) =>
        `${plural(p.images, "image", "images")}, ${plural(p.reviews, "review", "reviews")}`,
    },
    {
      header: "Option",
      cell: (p) => (
        <div className="adm-row-actions">
          <ConfirmAction
            label="Restore"
            ariaLabel={`Restore ${p.name}`}
            intent="restore"
            fields={{ id: p.id }}
            confirmLabel="Yes, restore"
            danger={false}
            icon="restore"
            question={
              <>
                Restore <strong>{p.name}</strong>? It comes back at /products/{p.slug} with its
                images, specifications and reviews.
              </>
            }
          />
          {canPurge ? (
            <ConfirmAction
              label="Delete forever"
              ariaLabel={`Delete ${p.name} forever`}
              intent="delete-forever"
              fields={{ id: p.id }}
              confirmLabel="Yes, delete forever"
              question={
                <>
                  Delete <strong>{p.name}</strong> for good, with its images and reviews? This
                  cannot be undone.
                </>
              }
            />
          ) : null}
        </div>
      ),
    },
  ];
}

export default function Bin() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Bin" crumbs={[{ label: "Products", to: "/admin/products" }]}>
        {data.canPurge && data.inBin > 0 ? (
          <ConfirmAction
            label="Empty bin"
            intent="empty"
            fields={{ upTo: data.newestDeletedAt ?? 0 }}
            confirmLabel="Yes, empty the bin"
            question={
              <>
                Delete all {plural(data.inBin, "product", "products")} in the bin for good, with
                their images and reviews? This cannot be undone.
              </>
            }
          />
        ) : null}
      </PageHeader>
      <AdminList
        search={{ q: data.q, placeholder: "Name, slug or SKU", label: "Search the bin" }}
        noun={["product", "products"]}
        paging={data}
        pagesLabel="Bin pages"
        note={
          <p className="adm-table-note">
            Deleted products stay here for {BIN_DAYS} days, then go for good with their images.
            {data.canPurge ? "" : " Only an admin can delete them sooner."}
          </p>
        }
        rows={data.products}
        rowKey={(p) => p.id}
        columns={columns(data.canPurge)}
        wide
        empty={data.q ? "No product in the bin matches" : "The bin is empty"}
      />
    </>
  );
}

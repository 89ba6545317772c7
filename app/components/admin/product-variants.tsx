/**
 * A product's family on its Update screen (docs/variants.md, Admin and API): the parent and its
 * variants, each a link to its own Update screen with its SKU and the values that vary within
 * the family, and "Add variant", which opens the product form prefilled from the parent.
 */
import { Link } from "@remix-run/react";
import { Icon } from "./icons";
import { Panel } from "./page";
import { ProductStatusBadge, type ProductStatus } from "./product-status";
import { AdminTable, type Column } from "./table";

export type FamilyView = {
  parent: { name: string; slug: string };
  varying: string[];
  members: {
    id: number;
    name: string;
    slug: string;
    sku: string | null;
    status: ProductStatus;
    isParent: boolean;
    values: string[];
  }[];
};

type Member = FamilyView["members"][number];

export function VariantsPanel({ family, currentId }: { family: FamilyView; currentId: number }) {
  const parentStatus = family.members.find((m) => m.isParent)?.status;
  const columns: Column<Member>[] = [
    {
      header: "Name",
      cell: (m) =>
        m.id === currentId ? (
          <strong aria-current="page">{m.name}</strong>
        ) : (
          <Link to={`/admin/products/${m.slug}`}>{m.name}</Link>
        ),
    },
    { header: "Role", cell: (m) => (m.isParent ? "Parent" : "Variant") },
    { header: "SKU", cell: (m) => m.sku ?? "—" },
    // A variant is on the site only while it and its parent are published (docs/admin.md, Status).
    {
      header: "Status",
      cell: (m) => (
        <ProductStatusBadge
          status={m.status}
          parentStatus={m.isParent ? null : (parentStatus ?? null)}
        />
      ),
    },
    ...family.varying.map((title, i): Column<Member> => ({
      header: title,
      cell: (m) => m.values[i] || "—",
    })),
  ];
  const variants = family.members.length - 1;
  return (
    <Panel className="adm-form-panel adm-form-panel--wide" label="Variants">
      <div className="adm-variants__head">
        <h2>Variants</h2>
        <Link to={`/admin/products/${family.parent.slug}/variant`} className="btn">
          <Icon name="plus" /> Add variant
        </Link>
      </div>
      {variants === 0 ? (
        <p className="adm-table-empty">
          No variants yet: add one for another colour, length or size of this product.
        </p>
      ) : (
        <AdminTable rows={family.members} columns={columns} rowKey={(m) => m.id} empty="" />
      )}
    </Panel>
  );
}

/** The line under a variant's title: whose variant it is, a link to the parent. */
export function VariantOf({ parent }: { parent: { name: string; slug: string } }) {
  return (
    <p className="adm-variant-of">
      Variant of <Link to={`/admin/products/${parent.slug}`}>{parent.name}</Link>
    </p>
  );
}

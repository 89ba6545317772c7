import { ConfirmAction } from "./confirm-action";
import { IconLink } from "./table";

const OPEN = {
  edit: { icon: "edit", label: "Edit" },
  open: { icon: "eye", label: "Open" },
} as const;

/**
 * The actions of a row whose record has a page of its own (a product, a user, a message): the
 * link to that page (`open`: Edit, or Open), what the list adds (`children`), and Delete, which
 * asks `question` first (by default whether to delete it for good) or, `unavailable`, says why it
 * cannot be done on this row. `of` goes before the row's name in the labels: "the message from".
 */
export function PageRowActions({
  to,
  row,
  open = "edit",
  of,
  question,
  unavailable,
  children,
}: {
  to: string;
  row: { id: number; name: string };
  open?: keyof typeof OPEN;
  of?: string;
  question?: React.ReactNode;
  unavailable?: string;
  children?: React.ReactNode;
}) {
  const link = OPEN[open];
  const named = of ? `${of} ${row.name}` : row.name;
  return (
    <div className="adm-row-actions">
      <IconLink {...link} to={to} ariaLabel={`${link.label} ${named}`} preventScrollReset={false} />
      {children}
      <ConfirmAction
        label="Delete"
        ariaLabel={`Delete ${named}`}
        question={
          question ?? (
            <>
              Delete {of ? `${of} ` : ""}
              <strong>{row.name}</strong>? This cannot be undone.
            </>
          )
        }
        fields={{ id: row.id }}
        unavailable={unavailable}
      />
    </div>
  );
}

import { softBreaks } from "./table";

/**
 * A table cell of stacked lines: the row's `title` in bold, its `note` (an e-mail) muted below
 * it, then anything else the list says (a badge, a long address).
 *
 *   <StackCell title={m.name} note={m.email} />
 */
export function StackCell({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children?: React.ReactNode;
}) {
  return (
    <span className="adm-cell-stack">
      <strong>{softBreaks(title)}</strong>
      {note !== undefined ? <span className="adm-muted">{softBreaks(note)}</span> : null}
      {children}
    </span>
  );
}

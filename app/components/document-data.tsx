import { createContext, useContext, type ReactNode } from "react";

/**
 * Data a page renders into its document without carrying it in the document's hydration data
 * (docs/storefront.md, Page weight): a loader hands it to the server's renderer through the load
 * context ({@link forDocument}, app/utils/document-data.server.ts) when the request is for a
 * document, and puts it in its data as usual when it is for a client-side navigation's `.data`.
 * In the browser a part rendered from it keeps, at hydration, what the server sent
 * ({@link keptHtml}, {@link KeptHtml}); after a client-side navigation the data is there and
 * React renders it.
 */
export const DocumentDataContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/**
 * The loader's `value` when its data carries it; on the server rendering a document, what the
 * loader handed over under `name`; in the browser hydrating a document, undefined.
 */
export function useDocumentData<T>(name: string, value: T | undefined): T | undefined {
  const handed = useContext(DocumentDataContext);
  return value !== undefined ? value : (handed?.get(name) as T | undefined);
}

/** What the browser found in each element at hydration: undefined when the server sent none. */
const fromDocument = new Map<string, string | undefined>();

/**
 * The markup the server sent in the element `id`, read from the document once, for a part whose
 * data the document did not carry; undefined when the document has no such element (and on the
 * server). Only a document's own data lacks it, so what was read is always that document's.
 */
export function keptHtml(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  if (!fromDocument.has(id)) fromDocument.set(id, document.getElementById(id)?.innerHTML);
  return fromDocument.get(id);
}

/**
 * An element drawn from document data (`value`, as {@link useDocumentData} gives it): its content
 * drawn by `children` when the value is there (on the server, and after a client-side
 * navigation), or by `html` as markup (a script's content, which React would escape); hydrating
 * a document, whose data did not carry the value, the markup the server sent, or nothing where it
 * sent no such element (so a part that is not always there needs nothing in the data to say
 * whether it is). Only what the element holds is kept: a link inside it is a plain link, a handler
 * React would attach is not attached.
 */
export function KeptHtml<T>({
  id,
  as: Tag = "div",
  value,
  children,
  html,
  ...attributes
}: {
  id: string;
  as?: "div" | "p" | "ul" | "table" | "details" | "script";
  value: T | undefined;
  children?: (value: T) => ReactNode;
  html?: (value: T) => string;
  className?: string;
  open?: boolean;
  type?: string;
}) {
  if (value !== undefined && children) {
    return (
      <Tag id={id} {...attributes}>
        {children(value)}
      </Tag>
    );
  }
  const content = value !== undefined && html ? html(value) : keptHtml(id);
  if (content === undefined) return null;
  return (
    <Tag
      id={id}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: content }}
      suppressHydrationWarning
    />
  );
}

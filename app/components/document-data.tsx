import { createContext, useContext } from "react";

/**
 * Data a page renders into its document without carrying it in the document's hydration data
 * (docs/storefront.md, Page weight): a loader hands it to the server's renderer through the load
 * context ({@link forDocument}, app/utils/document-data.server.ts) when the request is for a
 * document, and puts it in its data as usual when it is for a client-side navigation's `.data`.
 * In the browser a part rendered from it keeps, at hydration, what the server sent
 * ({@link KeptHtml}); after a client-side navigation the data is there and React renders it.
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

/** What the browser found in each element at hydration. */
const fromDocument = new Map<string, string>();

/**
 * The markup the server sent in the element `id`, read from the document once, for a part whose
 * data the document did not carry. Only a document's own data lacks it, so what was read is
 * always that document's.
 */
export function keptHtml(id: string): string {
  if (typeof document === "undefined") return "";
  if (!fromDocument.has(id)) fromDocument.set(id, document.getElementById(id)?.innerHTML ?? "");
  return fromDocument.get(id)!;
}

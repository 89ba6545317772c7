import type { AppLoadContext } from "@remix-run/node";

/**
 * `value` for a loader's data, or, when the request is for a document, undefined: the value goes
 * to the server's renderer alone (app/components/document-data.tsx), and the document does not
 * carry it twice, once as markup and once as hydration data. A client-side navigation's `.data`
 * (and a loader called without the server's context, as in tests) gets the value itself.
 */
export function forDocument<T>(context: AppLoadContext, name: string, value: T): T | undefined {
  if (!context.documentData) return value;
  context.documentData.set(name, value);
  return undefined;
}

/**
 * Modals whose open state lives in the URL, the one way: `?new` (a create form), `?edit={id}`,
 * `?image={id}`, `?add={id}` (a form about that record), or a storefront's own (`?review=new`).
 * A link opens one and another closes it, so they work the same with JavaScript off (the page
 * renders the modal open). The loader reads the modal and its record with `openModal`
 * (app/utils/url-modal.server.ts); a record that cannot be read brings the list back with an
 * error toast.
 */
export const MODAL_PARAMS = ["new", "edit", "image", "add"] as const;
export type ModalName = (typeof MODAL_PARAMS)[number];

/**
 * The address of the page with modal `open` open (on record `id`), or none open: the other
 * modals' parameters go, every other parameter (search, page) stays. `?new`, not `?new=`.
 */
export function modalHref(pathname: string, search: string, open?: ModalName, id?: number) {
  const params = new URLSearchParams(search);
  for (const name of MODAL_PARAMS) params.delete(name);
  if (open) params.set(open, id === undefined ? "" : String(id));
  const qs = params.toString().replace(/=(?=&|$)/g, "");
  return qs ? `${pathname}?${qs}` : pathname;
}

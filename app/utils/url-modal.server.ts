/**
 * The server's half of the modals in the URL (app/components/url-modal.tsx): which modal the
 * address opens, the record it names read fresh, and the list's own address to go back to.
 */
import { MODAL_PARAMS, type ModalName } from "~/utils/url-modal";
import { redirectWithToast } from "~/utils/toast.server";

/** The list's address (its search and page kept) without any modal, nor Remix's own parameters. */
export function listAddress(request: Request) {
  const url = new URL(request.url);
  for (const key of [...MODAL_PARAMS, "index", "_routes", "_data"]) url.searchParams.delete(key);
  return `${url.pathname}${url.search}`;
}

/**
 * The modal the address opens and the record it names: `?new`, or the first of `?edit=`,
 * `?image=`, `?add=` that the screen has a reader for in `read` (others are not its modals and
 * are ignored). A record that cannot be read (no such id, not digits, deleted meanwhile, or
 * one the reader refuses) is what a stale link or a second tab gives: the list comes back,
 * without the modal, with `failed` as an error toast.
 */
export async function openModal<T>(
  request: Request,
  read: Partial<Record<Exclude<ModalName, "new">, (id: number) => T | null>>,
  failed: string,
): Promise<{ modal: ModalName | null; record: T | null }> {
  const params = new URL(request.url).searchParams;
  const modal =
    MODAL_PARAMS.find((name) => params.has(name) && (name === "new" || read[name])) ?? null;
  if (modal === null || modal === "new") return { modal, record: null };
  const raw = params.get(modal) ?? "";
  const record = /^\d{1,15}$/.test(raw) ? read[modal]!(Number(raw)) : null;
  if (record === null) {
    throw await redirectWithToast(listAddress(request), { type: "error", message: failed });
  }
  return { modal, record };
}

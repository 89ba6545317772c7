import { useLocation } from "@remix-run/react";
import { Modal } from "~/components/modal";
import { modalHref, type ModalName } from "~/utils/url-modal";

/** {@link modalHref} for the current page. */
export function useModalHref() {
  const { pathname, search } = useLocation();
  return (open?: ModalName, id?: number) => modalHref(pathname, search, open, id);
}

/**
 * A modal of the URL: {@link Modal} closing to `closeTo` (by default the page with no modal
 * open). With JavaScript it behaves as every modal does (useModal).
 */
export function UrlModal({
  title,
  closeTo,
  children,
  id,
  openerId,
}: {
  title: string;
  closeTo?: string;
  children: React.ReactNode;
  id: string;
  /** The id of the link that opens it: focus goes back there on closing. */
  openerId?: string;
}) {
  const href = useModalHref();
  return (
    <Modal id={id} title={title} closeTo={closeTo ?? href()} openerId={openerId}>
      {children}
    </Modal>
  );
}

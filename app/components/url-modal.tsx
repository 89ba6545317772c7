import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useModal } from "~/components/modal";

/**
 * A modal whose open state lives in the URL (?review=new, ?quote=1): a link opens it and another
 * closes it, so it works the same with JavaScript off (the page renders it open). With
 * JavaScript it behaves as every modal does (useModal): focus on the first field and kept inside,
 * Escape closes, focus goes back to the link that opened it, the page behind stays still.
 */
export function UrlModal({
  title,
  closeTo,
  children,
  id,
  openerId,
}: {
  title: string;
  closeTo: string;
  children: React.ReactNode;
  id: string;
  /** The id of the link that opens it: focus goes back there on closing. */
  openerId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  useModal(ref, { open: true, openerId, onClose: () => closeRef.current?.click() });
  return (
    <div className="modal" id={id}>
      <Link
        to={closeTo}
        className="modal__overlay"
        aria-label="Close"
        tabIndex={-1}
        preventScrollReset
        replace
      />
      <div
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        ref={ref}
      >
        <div className="modal__head">
          <h2 id={`${id}-title`}>{title}</h2>
          <Link
            to={closeTo}
            className="modal__close"
            aria-label="Close"
            ref={closeRef}
            preventScrollReset
            replace
          >
            ×
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}

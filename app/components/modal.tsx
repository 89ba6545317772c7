import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, type RefObject } from "react";
import { createPortal } from "./portal.client";

/**
 * The one modal of the site: an overlay, a dialog headed by its title with a close control, and
 * {@link useModal}'s behaviour. Two ways to close it, one look:
 *
 * - `closeTo`: the modal lives in the URL (app/components/url-modal.tsx): the overlay and × are
 *   links to that address, so it opens and closes the same without JavaScript.
 * - `onClose`: a modal held in a component's state (it only ever opens with JavaScript).
 *
 * `container` puts it elsewhere in the document (a portal), above layers of the page around it.
 */
export function Modal({
  id,
  title,
  closeTo,
  onClose,
  openerId,
  className,
  container,
  children,
}: {
  id?: string;
  title: string;
  children: React.ReactNode;
  /** The id of the control that opens it: focus goes back there on closing. */
  openerId?: string;
  /** Classes of the dialog besides `modal__dialog`. */
  className?: string;
  container?: Element | null;
} & ({ closeTo: string; onClose?: undefined } | { closeTo?: undefined; onClose: () => void })) {
  const ref = useRef<HTMLDivElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  const ownId = useId();
  const titleId = `${id ?? ownId}-title`;
  useModal(ref, {
    open: true,
    openerId,
    onClose: () => (onClose ? onClose() : closeLink.current?.click()),
  });
  const modal = (
    <div className="modal" id={id}>
      {closeTo !== undefined ? (
        <Link
          to={closeTo}
          className="modal__overlay"
          aria-label="Close"
          tabIndex={-1}
          preventScrollReset
          replace
        />
      ) : (
        <div className="modal__overlay" onClick={onClose} aria-hidden="true" />
      )}
      <div
        className={className ? `modal__dialog ${className}` : "modal__dialog"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={ref}
      >
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          {closeTo !== undefined ? (
            <Link
              to={closeTo}
              className="modal__close"
              aria-label="Close"
              ref={closeLink}
              preventScrollReset
              replace
            >
              ×
            </Link>
          ) : (
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
  return container ? createPortal(modal, container) : modal;
}

/**
 * What every modal of the site does with JavaScript (review, video, the phone filter
 * panel, the admin editors): focus moves to the first real field (never the hidden anti-spam
 * one), Tab and Shift+Tab stay inside, Escape closes, the page behind does not scroll, and on
 * closing focus returns to the control that opened it. Without JavaScript the page behind is
 * held still by CSS (`html:has(.modal)`), and the modal closes by its links.
 *
 *   const ref = useRef<HTMLDivElement>(null);
 *   useModal(ref, { open, onClose: () => setOpen(false) });
 */
export function useModal(
  ref: RefObject<HTMLElement>,
  {
    open,
    onClose,
    initialFocus = true,
    openerId,
  }: {
    open: boolean;
    onClose: () => void;
    initialFocus?: boolean;
    /**
     * The id of the control that opens the modal, for when focus has already moved into the
     * modal by the time it mounts (a field with autofocus); otherwise the focused element is it.
     */
    openerId?: string;
  },
) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener =
      active && active !== document.body && !dialog.contains(active)
        ? active
        : openerId
          ? document.getElementById(openerId)
          : null;
    // A modal the server sent open (its address opens it) may already hold the visitor's focus
    // when the page hydrates: they were typing before the scripts ran. Leave it there.
    const typing = active !== null && dialog.contains(active);
    if (initialFocus && !typing) (firstField(dialog) ?? focusables(dialog)[0] ?? dialog).focus();
    document.documentElement.classList.add("has-modal");

    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== "Tab") return;
      const list = focusables(dialog);
      if (list.length === 0) return;
      const first = list[0];
      const last = list[list.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !dialog.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (Tab out of a video player's frame, whose keys this document never
    // sees; a screen reader's jump) is brought back to the first control. The browser has
    // already scrolled the page behind to the element it reached, overflow: hidden or not, so
    // the page is put back where it stood while focus was last inside.
    let held = { x: window.scrollX, y: window.scrollY };
    const onFocusIn = (e: FocusEvent) => {
      if (!(e.target instanceof Node)) return;
      if (dialog.contains(e.target)) {
        held = { x: window.scrollX, y: window.scrollY };
        return;
      }
      const { x, y } = held;
      (focusables(dialog)[0] ?? dialog).focus();
      window.scrollTo(x, y);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
      document.documentElement.classList.remove("has-modal");
      // After the close has rendered: the opener may be re-rendered by the same navigation.
      const back = opener;
      requestAnimationFrame(() => {
        if (back?.isConnected) back.focus({ preventScroll: true });
        else if (back?.id) document.getElementById(back.id)?.focus({ preventScroll: true });
      });
    };
  }, [open, ref, initialFocus, openerId]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])';

/**
 * The elements Tab reaches inside `root`, in order (the anti-spam field and hidden ones left out,
 * and those a closed <details> folds away: the browser still gives them boxes, but Tab skips
 * them and focus() does nothing).
 */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest("[aria-hidden=true], [hidden], .hp") &&
      !foldedAway(el) &&
      el.getClientRects().length > 0,
  );
}

/** Inside a closed <details>, only its own summary can take focus. */
function foldedAway(el: HTMLElement): boolean {
  for (
    let details = el.closest("details:not([open])");
    details;
    details = details.parentElement?.closest("details:not([open])") ?? null
  ) {
    if (!details.querySelector(":scope > summary")?.contains(el)) return true;
  }
  return false;
}

/** The first field a visitor fills in: not the anti-spam one, not a read-only one. */
export function firstField(root: HTMLElement): HTMLElement | undefined {
  const invalid = root.querySelector<HTMLElement>("[aria-invalid=true]");
  if (invalid) return invalid;
  return focusables(root).find(
    (el) =>
      (el instanceof HTMLInputElement && !el.readOnly && el.type !== "radio") ||
      el instanceof HTMLSelectElement ||
      (el instanceof HTMLTextAreaElement && !el.readOnly),
  );
}

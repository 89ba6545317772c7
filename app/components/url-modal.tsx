import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A modal whose open state lives in the URL (?review=new, ?quote=1): a link opens it and another
 * closes it, so it works the same with JavaScript off (the page renders it open). With
 * JavaScript, Escape closes it and focus moves into it.
 */
export function UrlModal({
  title,
  closeTo,
  children,
  id,
}: {
  title: string;
  closeTo: string;
  children: React.ReactNode;
  id: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closeRef.current?.click();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
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

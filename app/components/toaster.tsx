import { useEffect, useState } from "react";

export type ToastData = { id: string; type: "success" | "error" | "info"; message: string };

const EVENT = "bel:toast";
const DISMISSED = "toast-dismissed";

/** Shows a toast from the browser (the server's come through the flash cookie). */
export function showToast(toast: Omit<ToastData, "id">) {
  window.dispatchEvent(
    new CustomEvent(EVENT, { detail: { ...toast, id: Math.random().toString(36).slice(2) } }),
  );
}

/**
 * Toasts at the bottom centre, clear of the header and its menu button. They fade after 5 s with
 * JavaScript; without it they stay until dismissed: the × is a link to an anchor of the toaster,
 * and CSS hides the toast while that anchor is the page's target.
 */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const [visible, setVisible] = useState<ToastData | null>(toast);
  useEffect(() => setVisible(toast), [toast]);
  useEffect(() => {
    const onToast = (e: Event) => setVisible((e as CustomEvent<ToastData>).detail);
    window.addEventListener(EVENT, onToast);
    return () => window.removeEventListener(EVENT, onToast);
  }, []);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(null), 5000);
    return () => clearTimeout(timer);
  }, [visible]);
  return (
    <div className="toaster" aria-live="polite">
      <span id={DISMISSED} />
      {visible && (
        <div
          className={`toast toast--${visible.type}`}
          role={visible.type === "error" ? "alert" : "status"}
        >
          <span>{visible.message}</span>
          <a
            href={`#${DISMISSED}`}
            role="button"
            className="toast__close"
            aria-label="Dismiss"
            onClick={(e) => {
              e.preventDefault();
              setVisible(null);
            }}
          >
            ×
          </a>
        </div>
      )}
    </div>
  );
}

import { useEffect, useState } from "react";

export type ToastData = { id: string; type: "success" | "error" | "info"; message: string };

/** Toasts at the top centre; they stay without JavaScript and fade after 5 s with it. */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const [visible, setVisible] = useState<ToastData | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  return (
    <div className="toaster" aria-live="polite">
      <div className={`toast toast--${visible.type}`} role={visible.type === "error" ? "alert" : "status"}>
        <span>{visible.message}</span>
        <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => setVisible(null)}>
          ×
        </button>
      </div>
    </div>
  );
}

import { useEffect, useState } from "react";

/**
 * False while the server's HTML is all there is (on the server, in the browser's first render,
 * and always without JavaScript); true once React has taken over. A control that only works with
 * JavaScript renders its plain HTML fallback until then.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

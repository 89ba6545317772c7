import { lazy } from "react";
import * as renderedModals from "./modals.server";

/**
 * The review modal: rendered in place on the server, loaded on demand in the browser (its form and
 * the country list are a third of the page's own JavaScript). A quotation is asked for through the
 * quote basket (docs/decisions.md, One quote path: the basket): an address of the former
 * quotation modal (`?quote=1`) shows the page as it is.
 */
const loadModals = () => import("./modals");
export const ReviewModal =
  renderedModals.ReviewModal ?? lazy(() => loadModals().then((m) => ({ default: m.ReviewModal })));
/** Starts loading the modal when a visitor is about to open it. */
export const preloadModals = {
  onPointerEnter: loadModals,
  onFocus: loadModals,
  onTouchStart: loadModals,
};

/**
 * Whether the page's address opens the review modal (`?review=new`): the page shows it, and its
 * loader sends the form's rules.
 */
export const reviewOpen = (search: URLSearchParams) => search.get("review") === "new";

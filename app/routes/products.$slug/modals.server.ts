/**
 * The modals as the server renders them: imported in place, so that the page's HTML has them
 * whole (no Suspense fallback for a visitor without JavaScript). In the browser this module is
 * empty (Remix leaves `.server` modules out) and the route loads ./modals.tsx when needed.
 */
export { QuotationModal, ReviewModal } from "./modals";

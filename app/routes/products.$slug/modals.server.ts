/**
 * The review modal as the server renders it: imported in place, so that the page's HTML has it
 * whole (no Suspense fallback for a visitor without JavaScript). In the browser this module is
 * empty (Remix leaves `.server` modules out) and the route loads ./modals.tsx when needed.
 */
export { ReviewModal } from "./modals";

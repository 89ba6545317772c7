/**
 * React's portal, for the browser alone: a `.client` module is left out of the server build, so
 * the server never imports the react-dom package's entry, whose development build Node reads and
 * keeps (2 MB of the heap) to learn that entry's exports (docs/deploy.md, "Memory"). Nothing is
 * portalled on the server: a portal's container is an element of the page, there after it runs.
 */
export { createPortal } from "react-dom";

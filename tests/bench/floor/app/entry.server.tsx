/**
 * The floor's server entry is our document renderer (app/utils/render-document.server.tsx), as
 * app/entry.server.tsx uses it, without what ours wraps the document in: the static chrome and the
 * document data are read from the database and the loaders, and the floor has neither.
 */
export {
  renderDocument as default,
  handleDataRequest,
  handleError,
} from "~/utils/render-document.server";

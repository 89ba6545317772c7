import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/utils/meta";
import { categoryScreenAction, categoryScreenLoader } from "./screen.server";
import { CategoryScreen } from "./screen";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Category");
// Functions, not `categoryScreenLoader(1)` results: the browser build drops loader and action
// only as declarations, and the .server module they come from is not there.
export function loader(args: LoaderFunctionArgs) {
  return categoryScreenLoader(1)(args);
}
export function action(args: ActionFunctionArgs) {
  return categoryScreenAction(1)(args);
}
export default CategoryScreen;

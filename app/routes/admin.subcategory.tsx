import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { categoryScreenAction, categoryScreenLoader } from "~/routes/admin.category/screen.server";
import { CategoryScreen } from "~/routes/admin.category/screen";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Sub Category");
// Functions, not `categoryScreenLoader(2)` results: the browser build drops loader and action
// only as declarations, and the .server module they come from is not there.
export function loader(args: LoaderFunctionArgs) {
  return categoryScreenLoader(2)(args);
}
export function action(args: ActionFunctionArgs) {
  return categoryScreenAction(2)(args);
}
export default CategoryScreen;

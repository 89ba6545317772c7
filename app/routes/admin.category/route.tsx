/**
 * Category, Sub Category and Sub-SubCategory (docs/admin.md): one screen at three addresses, the
 * level the address's (./levels.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/utils/meta";
import { levelAt, TITLES } from "./levels";
import { categoryScreenAction, categoryScreenLoader } from "./screen.server";
import { CategoryScreen } from "./screen";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, TITLES[levelAt(location.pathname)]);
// Declarations that call the .server module's functions: the browser build drops loader and
// action only as declarations, and the .server module is not there.
export function loader(args: LoaderFunctionArgs) {
  return categoryScreenLoader(args);
}
export function action(args: ActionFunctionArgs) {
  return categoryScreenAction(args);
}
export default CategoryScreen;

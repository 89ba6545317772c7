// Sub-SubCategory: the category screen at level 3 (admin.category/levels.ts).
export { action, default, loader, meta } from "./admin.category/route";

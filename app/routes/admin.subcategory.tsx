// Sub Category: the category screen at level 2 (admin.category/levels.ts).
export { action, default, loader, meta } from "./admin.category/route";

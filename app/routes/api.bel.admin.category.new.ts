import { apiRoute } from "~/api/registry.server";

export const { loader, action } = apiRoute("/admin/category/new");

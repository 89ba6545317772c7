import { apiRoute } from "~/api/registry.server";

export const { loader, action } = apiRoute("/admin/field/details/{id}");

import { apiRoute } from "~/api/registry.server";

export const { loader, action } = apiRoute("/all-products");

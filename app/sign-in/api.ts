import { env } from "~/env.server";
import { apiRoute } from "~/api/registry.server";

export const { loader, action } = apiRoute(`/admin-${env.BRAND_SLUG}`);

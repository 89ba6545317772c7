import { env } from "~/env.server";

/** Brand and company settings the pages show; from the environment (app/env.server.ts). */
export function getSiteSettings() {
  return {
    brand: env.BRAND_NAME,
    brandSlug: env.BRAND_SLUG,
    legalName: env.COMPANY_LEGAL_NAME,
    companyNumber: env.COMPANY_NUMBER,
    address: env.COMPANY_ADDRESS,
    email: env.COMPANY_EMAIL,
    exportEmail: env.EXPORT_EMAIL,
    phone: env.COMPANY_PHONE,
  };
}

export type SiteSettings = ReturnType<typeof getSiteSettings>;

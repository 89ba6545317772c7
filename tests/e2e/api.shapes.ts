/**
 * The answers of the public /api/bel calls, built from the same named shapes the registry's
 * endpoints declare (app/api/components.ts), for the HTTP contract tests.
 */
import { z } from "zod";
import * as C from "../../app/api/components";

export const ErrorAnswer = C.ErrorAnswer;
export const MessageAnswer = C.MessageAnswer;
export const CategoryListAnswer = C.ok({ categoryList: z.array(C.Category) });
export const ProductListAnswer = C.ok({
  products: z.array(C.ProductSummary),
  filteredProductsCount: z.int(),
  resPerFilter: z.int(),
});
export const ProductAnswer = C.ok({ product: C.Product });
export const FieldsAnswer = C.ok({ specifications: z.array(C.Specification) });
export const CertificatesAnswer = C.ok({ certificates: z.array(C.Certificate) });
export const VideosAnswer = C.ok({ videos: z.array(C.Video) });
export const KnowHowAnswer = C.ok({ know: z.array(C.KnowHow) });
export const BlogAnswer = C.ok({ blogs: z.array(C.BlogPost) });

// The staff calls of the catalogue's structure.
export const CategoryAnswer = C.ok({ message: z.string(), category: C.CategoryDetails });
export const CategoryDetailsAnswer = C.ok({ category: C.CategoryDetails });
export const SpecificationAnswer = C.ok({
  message: z.string(),
  specification: C.SpecificationDetails,
});
export const SpecificationDetailsAnswer = C.ok({ specification: C.SpecificationDetails });
export const SpecificationDeletedAnswer = C.ok({ message: z.string(), products: z.int() });
export const DatasheetAnswer = C.ok({ message: z.string(), datasheet: C.Datasheet });
export const DatasheetsAnswer = C.ok({ datasheets: z.array(C.Datasheet) });
export const DatasheetDeletedAnswer = C.ok({ message: z.string(), products: z.int() });
export const CertificateAnswer = C.ok({ message: z.string(), certification: C.Certificate });
export const CertificationAnswer = C.ok({ certification: C.Certificate });

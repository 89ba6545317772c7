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

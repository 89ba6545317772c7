import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createReview } from "~/models/review.server";
import { ReviewSchema } from "~/schemas/review";
import { ApiError, apiJson, handleApi, methodNotAllowed, readJson } from "~/utils/api.server";

/** PUT /api/bel/reviews: adds a review; the same schema and messages as the product page form. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
    const input = await readJson(request, ReviewSchema);
    if (!createReview(input)) throw new ApiError(404, "Product not found");
    return apiJson(request, { success: true, message: "Review submitted successfully" });
  });

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(["PUT"]);

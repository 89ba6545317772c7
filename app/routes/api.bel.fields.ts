import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getSpecificationTree } from "~/models/product.server";
import { apiJson, handleApi, methodNotAllowed, rejectQuery } from "~/utils/api.server";

const ref = (s: { id: number; title: string; slug: string }) => ({
  _id: String(s.id),
  title: s.title,
  slug: s.slug,
});

/** GET /api/bel/fields: specification groups and their values. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() => {
    rejectQuery(request);
    const specifications = getSpecificationTree().map((g) => ({
      ...ref(g),
      children: g.children.map(ref),
    }));
    return apiJson(request, { success: true, specifications }, { cache: "public" });
  });

export const action = (_: ActionFunctionArgs) => methodNotAllowed(["GET"]);

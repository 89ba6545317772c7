import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchProducts } from "~/models/dashboard.server";
import { requireRole } from "~/screens/auth.server";

/**
 * The reviews screen's type-ahead: products whose text matches `q` (full-text, the last word as
 * a prefix), best first, at most ten: quick at 100,000 products. Without JavaScript the screen
 * lists the same matches itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const products = q ? searchProducts(q) : [];
  return Response.json(
    { q, products: products.map(({ id, name, category }) => ({ id, name, category })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

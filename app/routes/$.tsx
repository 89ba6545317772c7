import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "PAGE NOT FOUND");

/** Any path no other route claims: the PAGE NOT FOUND page with status 404. */
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export function ErrorBoundary() {
  return <NotFound />;
}

export default function CatchAll() {
  return <NotFound />;
}

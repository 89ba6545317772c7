/**
 * Pages throw these from loaders and actions; the error boundaries render them. A 404 carries the
 * message to show (Epic Stack's invariantResponse, in the shape this app needs).
 */
export function notFoundResponse(message = "Not found") {
  return Response.json({ message }, { status: 404, statusText: "Not Found" });
}

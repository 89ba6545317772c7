/**
 * `POST /api/bel/admin/products/bulk` over HTTP, against the production build (docs/api.md,
 * Bulk actions on products): an action on more products than the server's own thread takes
 * (BULK_IN_THREAD_MAX), so it runs in a worker thread of the built server, with its answer and
 * its writes; who may call it; and its place in the OpenAPI document.
 */
import { expect, test } from "@playwright/test";
import { z } from "zod";
import * as C from "../../app/api/components";
import { BULK_IN_THREAD_MAX } from "../../app/constants";
import { json, signedIn } from "./api.client";
import { createProducts, deleteMadeWith, uniqueWord, withDb } from "./data";

const BulkAnswer = C.ok({
  message: z.string(),
  action: z.string(),
  count: z.int(),
  changed: z.int(),
});

test("publishes more products than the server's thread takes, in a worker, one audit entry each", async ({
  playwright,
  baseURL,
}) => {
  const word = uniqueWord();
  const n = BULK_IN_THREAD_MAX + 50;
  try {
    createProducts(
      word,
      Array.from({ length: n }, () => ({ name: "Range" })),
    );
    withDb((db) =>
      db.prepare("UPDATE products SET status = 'draft' WHERE name LIKE ?").run(`Range ${word} %`),
    );
    const client = await signedIn(playwright, baseURL, "manager");
    const answer = await json(
      await client.post("/api/bel/admin/products/bulk", {
        data: { action: "publish", scope: "all", filter: { q: word }, count: n },
      }),
      BulkAnswer,
    );
    expect(answer).toEqual({
      success: true,
      message: `Published ${n} products`,
      action: "publish",
      count: n,
      changed: n,
    });
    const [statuses, entries] = withDb((db) => [
      db
        .prepare("SELECT DISTINCT status FROM products WHERE name LIKE ?")
        .pluck()
        .all(`Range ${word} %`),
      db
        .prepare("SELECT count(*) FROM audit_log WHERE summary LIKE ?")
        .pluck()
        .get(`Published product Range ${word} %`),
    ]);
    expect(statuses).toEqual(["published"]);
    expect(entries).toBe(n);

    // A count that no longer holds: nothing is done, and the answer says why.
    const stale = await client.post("/api/bel/admin/products/bulk", {
      data: { action: "archive", scope: "all", filter: { q: word }, count: n + 1 },
    });
    expect(stale.status()).toBe(409);
    expect(await stale.json()).toEqual({
      success: false,
      message: `The selection has changed: it is ${n} products now, not ${n + 1}. Please confirm again.`,
    });
  } finally {
    deleteMadeWith(word);
  }
});

test("is for staff only, and listed in the OpenAPI document with its body", async ({ request }) => {
  const anonymous = await request.post("/api/bel/admin/products/bulk", {
    data: { action: "publish", ids: [1] },
  });
  expect(anonymous.status()).toBe(401);
  const document = await (await request.get("/api/bel/openapi.json")).json();
  const operation = document.paths["/admin/products/bulk"]?.post;
  expect(operation?.tags).toEqual(["Products"]);
  const reference: string = operation.requestBody.content["application/json"].schema.$ref;
  const body = document.components.schemas[reference.replace("#/components/schemas/", "")];
  expect(Object.keys(body.properties ?? {})).toEqual(
    expect.arrayContaining(["action", "scope", "ids", "filter", "publishAt", "category", "count"]),
  );
  expect(Object.keys(operation.responses)).toEqual(
    expect.arrayContaining(["200", "400", "401", "409"]),
  );
});

/**
 * The Search synonyms screen (/admin/synonyms) and its /api/bel twins, called with real Requests:
 * who may use them, the list searched and paged, the modals the address opens (`?add=` a query
 * from the dashboard), the forms' answers (messages beside the fields, input kept, toasts), and
 * the API's answers, each checked against the schema the registry declares for it.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, searchSynonyms } from "../../db/schema";
import { endpoints } from "~/api/registry.server";
import { db } from "~/db.server";
import { listProducts } from "~/models/listing.server";
import { createProduct } from "~/models/product.server";
import { createSynonym } from "~/models/search-synonyms.server";
import * as page from "~/routes/admin.synonyms";
import * as apiRoute from "~/routes/api.bel.$";
import { SynonymSchema } from "~/schemas/search-synonym";
import { SIGN_IN_PATH } from "~/screens/auth.server";
import { createTaxonomy, resetDb } from "../fixtures";
import {
  cookieFor,
  expectNoSecretsInAnswers,
  insertUser,
  makeRequest,
  run,
  toastOf,
  type Answer,
  type RequestOptions,
} from "./admin.helpers";

let manager = "";
let admin = "";
let managerId = 0;

beforeEach(async () => {
  resetDb();
  managerId = insertUser({ role: "manager" }).id;
  manager = (await cookieFor(managerId)).cookie;
  admin = (await cookieFor(insertUser({ role: "admin" }).id)).cookie;
});
afterAll(() => {
  expectNoSecretsInAnswers();
});

const actor = () => ({ id: managerId, name: "Manager", email: "m@example.com", address: "local" });
const add = (input: Record<string, unknown>) => createSynonym(actor(), SynonymSchema.parse(input));

const load = (url: string, cookie = manager) => run(page.loader, makeRequest(url, { cookie }));
const post = (url: string, form: Record<string, string>, cookie = manager) =>
  run(page.action, makeRequest(url, { method: "POST", form, cookie }));

describe("the screen", () => {
  it("is for staff: a visitor signs in first; managers and admins use it", async () => {
    const visitor = await run(page.loader, makeRequest("/admin/synonyms"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`${SIGN_IN_PATH}?redirectTo=%2Fadmin%2Fsynonyms`);
    const anonymousPost = await run(
      page.action,
      makeRequest("/admin/synonyms", { method: "POST", form: { intent: "delete", id: "1" } }),
    );
    expect(anonymousPost.location?.startsWith(`${SIGN_IN_PATH}?`)).toBe(true);
    for (const cookie of [manager, admin])
      expect((await load("/admin/synonyms", cookie)).status).toBe(200);
  });

  it("lists the synonyms searched by word, 25 a page", async () => {
    for (let i = 0; i < 27; i++)
      add({ kind: "equivalent", terms: `w${String(i).padStart(2, "0")}\nx${i}` });
    add({ kind: "one-way", root: "fp200", terms: "fire resistant" });
    const first = await load("/admin/synonyms");
    expect(first.json.list).toMatchObject({ total: 28, page: 1, pageCount: 2, q: "" });
    expect(first.json.list.rows).toHaveLength(25);
    expect(first.json.list.rows[0]).toMatchObject({
      index: 1,
      kind: "one-way",
      root: "fp200",
      terms: ["fire resistant"],
      text: "fp200 → fire resistant",
    });
    expect(first.json.modal).toBeNull();
    const second = await load("/admin/synonyms?page=2");
    expect(second.json.list.rows.map((r: { index: number }) => r.index)).toEqual([26, 27, 28]);
    const searched = await load("/admin/synonyms?q=w26");
    expect(searched.json.list.rows.map((r: { terms: string[] }) => r.terms)).toEqual([
      ["w26", "x26"],
    ]);
    // A hand-edited address is read leniently.
    const lenient = await load("/admin/synonyms?page=zero");
    expect(lenient.json.list.page).toBe(1);
  });

  it("opens Add with a visitor's query as the first term (?add=), and Edit with the synonym (?edit=)", async () => {
    const adding = await load("/admin/synonyms?add=%20armourd%20%20cable%20");
    expect(adding.json).toMatchObject({ modal: "new", firstTerm: "armourd cable", editing: null });
    const plain = await load("/admin/synonyms?new");
    expect(plain.json).toMatchObject({ modal: "new", firstTerm: "" });

    const s = add({ kind: "one-way", root: "fp200", terms: "fire resistant\nfire rated" });
    const editing = await load(`/admin/synonyms?edit=${s.id}`);
    expect(editing.json.modal).toBe("edit");
    expect(editing.json.editing).toEqual({
      id: s.id,
      kind: "one-way",
      root: "fp200",
      terms: ["fire resistant", "fire rated"],
    });
    // A synonym deleted meanwhile: the list, with a toast.
    const gone = await load(`/admin/synonyms?q=fire&edit=${s.id + 100}`);
    expect(gone.status).toBe(302);
    expect(gone.location).toBe("/admin/synonyms?q=fire");
    expect(await toastOf(gone)).toMatchObject({ type: "error", message: "Synonym not found" });
  });

  it("adds from ?add=: refused with the messages beside the fields and the input kept, then created with a toast", async () => {
    const refused = await post("/admin/synonyms?add=armourd", {
      intent: "create",
      kind: "one-way",
      root: "",
      terms: "armourd",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.intent).toBe("create");
    expect(refused.json.result.error).toEqual({
      root: ["Please enter the root: the word or words that find the terms"],
    });
    expect(refused.json.result.initialValue).toMatchObject({ kind: "one-way", terms: "armourd" });

    const twice = await post("/admin/synonyms?add=armourd", {
      intent: "create",
      kind: "equivalent",
      terms: "armourd\nArmourd",
    });
    expect(twice.json.result.error).toEqual({
      terms: ["“Armourd” and “armourd” are the same words to the search: keep one"],
    });

    const created = await post("/admin/synonyms?add=armourd", {
      intent: "create",
      kind: "equivalent",
      root: "",
      terms: "armourd\r\narmoured\r\n",
    });
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/synonyms");
    expect(await toastOf(created)).toMatchObject({
      type: "success",
      message: "Synonym created successfully",
    });
    expect(db.select().from(searchSynonyms).all()).toMatchObject([
      { kind: "equivalent", root: "", terms: "armourd\narmoured" },
    ]);

    // The same synonym again: refused on the terms (409), the form kept.
    const again = await post("/admin/synonyms", {
      intent: "create",
      kind: "equivalent",
      terms: "armoured\narmourd",
    });
    expect(again.status).toBe(409);
    expect(again.json.result.error.terms[0]).toMatch(/^The same synonym is there already/);
  });

  it("edits and deletes, as managers and admins, each write in the audit log", async () => {
    const s = add({ kind: "equivalent", terms: "coax\ncoaxial" });
    const refused = await post(`/admin/synonyms?edit=${s.id}`, {
      intent: "update",
      id: String(s.id),
      kind: "equivalent",
      root: "coax",
      terms: "coax\ncoaxial",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.result.error).toEqual({
      root: ["An equivalent synonym has no root: leave it empty, or choose One-way"],
    });
    const edited = await post(`/admin/synonyms?q=co&edit=${s.id}`, {
      intent: "update",
      id: String(s.id),
      kind: "one-way",
      root: "coax",
      terms: "coaxial cable",
    });
    expect(edited.location).toBe("/admin/synonyms?q=co");
    expect(await toastOf(edited)).toMatchObject({ message: "Synonym updated successfully" });
    expect(db.select().from(searchSynonyms).get()).toMatchObject({
      kind: "one-way",
      root: "coax",
      terms: "coaxial cable",
    });

    const deleted = await post("/admin/synonyms", { intent: "delete", id: String(s.id) }, admin);
    expect(await toastOf(deleted)).toMatchObject({ message: "Synonym deleted successfully" });
    expect(db.select().from(searchSynonyms).all()).toEqual([]);
    const missing = await post("/admin/synonyms", { intent: "delete", id: String(s.id) });
    expect(await toastOf(missing)).toMatchObject({ type: "error", message: "Synonym not found" });

    expect(
      db
        .select()
        .from(auditLog)
        .all()
        .map((r) => [r.action, r.entity]),
    ).toEqual([
      ["create", "search_synonym"],
      ["update", "search_synonym"],
      ["delete", "search_synonym"],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// The API

/** The answer fits the schema the registry declares for this method, path and status. */
function declared(method: string, path: string, answer: Answer) {
  const e = endpoints.find((x) => x.method === method && x.path === path);
  expect(e, `${method} ${path} is declared`).toBeDefined();
  const spec = e!.responses[answer.status];
  expect(spec, `${method} ${path} declares ${answer.status}: ${answer.text}`).toBeDefined();
  const parsed = spec.schema!.safeParse(answer.json);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(e!.access).toBe("staff");
  return answer.json;
}

const api = (method: string, url: string, options: RequestOptions = {}) =>
  run(
    method === "GET" ? apiRoute.loader : apiRoute.action,
    makeRequest(`/api/bel${url}`, { method, cookie: manager, ...options }),
  );

describe("the API twins", () => {
  it("answer 401 to a visitor and 403 to another site", async () => {
    for (const [method, url] of [
      ["GET", "/admin/synonyms"],
      ["POST", "/admin/synonyms"],
      ["GET", "/admin/synonyms/1"],
      ["PUT", "/admin/synonyms/1"],
      ["DELETE", "/admin/synonyms/1"],
    ]) {
      const visitor = await api(method, url, {
        cookie: undefined,
        json: method === "GET" ? undefined : {},
      });
      expect(visitor.status, `${method} ${url}`).toBe(401);
      if (method !== "GET") {
        const crossSite = await api(method, url, {
          json: { kind: "equivalent", terms: ["a", "b"] },
          headers: { Origin: "https://evil.example" },
        });
        expect(crossSite.status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it("add, list, read, edit and delete, as the screen does, and the next search follows", async () => {
    const t = createTaxonomy();
    const product = createProduct({
      name: "Star-Quad Microphone Cable Black 100m",
      description: "Four conductors.",
      categoryId: t.power.id,
    });
    const found = (keyword: string) => listProducts({ keyword }).products.map((p) => p.name);
    expect(found("zqxwvkjhgf")).toEqual([]);

    const created = await api("POST", "/admin/synonyms", {
      json: { kind: "equivalent", terms: ["zqxwvkjhgf", "starquad"] },
    });
    expect(created.status).toBe(201);
    const body = declared("POST", "/admin/synonyms", created);
    expect(body).toMatchObject({
      success: true,
      message: "Synonym created successfully",
      synonym: { kind: "equivalent", root: "", terms: ["zqxwvkjhgf", "starquad"] },
    });
    const id = body.synonym._id as string;
    expect(id).toMatch(/^\d+$/);
    expect(new Date(body.synonym.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(found("zqxwvkjhgf")).toEqual([product.name]);

    const list = await api("GET", "/admin/synonyms?q=starquad&page=1", { cookie: admin });
    expect(declared("GET", "/admin/synonyms", list)).toEqual({
      success: true,
      synonyms: [body.synonym],
      total: 1,
      page: 1,
      pageCount: 1,
      resPerPage: 25,
    });
    const one = await api("GET", `/admin/synonyms/${id}`);
    expect(declared("GET", "/admin/synonyms/{id}", one).synonym).toEqual(body.synonym);

    const edited = await api("PUT", `/admin/synonyms/${id}`, {
      cookie: admin,
      json: { kind: "one-way", root: "starquad", terms: "zqxwvkjhgf" },
    });
    expect(declared("PUT", "/admin/synonyms/{id}", edited)).toMatchObject({
      message: "Synonym updated successfully",
      synonym: { _id: id, kind: "one-way", root: "starquad", terms: ["zqxwvkjhgf"] },
    });
    expect(found("zqxwvkjhgf")).toEqual([]);

    const removed = await api("DELETE", `/admin/synonyms/${id}`);
    expect(declared("DELETE", "/admin/synonyms/{id}", removed)).toEqual({
      success: true,
      message: "Synonym deleted successfully",
    });
    for (const [method, path] of [
      ["GET", "/admin/synonyms/{id}"],
      ["PUT", "/admin/synonyms/{id}"],
      ["DELETE", "/admin/synonyms/{id}"],
    ]) {
      const missing = await api(method, `/admin/synonyms/${id}`, {
        json: method === "PUT" ? { kind: "equivalent", terms: ["a", "b"] } : undefined,
      });
      expect(missing.status, method).toBe(404);
      expect(declared(method, path, missing)).toEqual({
        success: false,
        message: "Synonym not found",
      });
    }
  });

  it("refuses bad input with the screen's messages, a twin with 409, and a bad query with 400", async () => {
    const bad = await api("POST", "/admin/synonyms", {
      json: { kind: "one-way", terms: ["fire resistant", "x".repeat(101)] },
    });
    expect(bad.status).toBe(400);
    // Every field's message at once.
    expect(declared("POST", "/admin/synonyms", bad).errors).toEqual({
      root: ["Please enter the root: the word or words that find the terms"],
      terms: [`“${"x".repeat(40)}…” is longer than 100 characters`],
    });
    const noKind = await api("POST", "/admin/synonyms", {
      json: { kind: "both", terms: ["a", "b"] },
    });
    expect(noKind.json.errors).toEqual({ kind: ["Please choose Equivalent or One-way"] });

    add({ kind: "one-way", root: "fp200", terms: "fire resistant" });
    const twin = await api("POST", "/admin/synonyms", {
      json: { kind: "one-way", root: "FP200", terms: ["Fire Resistant"] },
    });
    expect(twin.status).toBe(409);
    expect(declared("POST", "/admin/synonyms", twin)).toEqual({
      success: false,
      message: "The same synonym is there already: fp200 → fire resistant",
      errors: { terms: ["The same synonym is there already: fp200 → fire resistant"] },
    });

    const query = await api("GET", "/admin/synonyms?page=0");
    expect(query.status).toBe(400);
    declared("GET", "/admin/synonyms", query);
    const id = await api("GET", "/admin/synonyms/abc");
    expect(id.status).toBe(404);
  });
});

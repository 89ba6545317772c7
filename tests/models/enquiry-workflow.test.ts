/**
 * The enquiry workflow (docs/quotes.md, Enquiry workflow): the Messages list's filters and search,
 * status and assignee with their audit records, internal notes, and the CSV's rows.
 */
import { count, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactMessages, enquiryLines, enquiryNotes, users } from "../../db/schema";
import { db } from "~/db.server";
import type { Actor } from "~/models/audit.server";
import {
  countUnhandledMessages,
  getMessage,
  HANDLED_BY_STATUS,
  handledWhere,
  listMessages,
  setMessageHandled,
} from "~/models/contact.server";
import { getCatalogueTotals } from "~/models/dashboard.server";
import {
  addEnquiryNote,
  assignEnquiry,
  ENQUIRY_CSV_COLUMNS,
  enquiryCsvBatches,
  getEnquiry,
  NOT_AN_ENQUIRY,
  setEnquiryStatus,
  statusHistoryOf,
  UNKNOWN_ASSIGNEE,
} from "~/models/enquiry.server";
import { EnquiryNoteSchema, MessagesQuery } from "~/schemas/messages";
import { csvChunk } from "~/utils/csv.server";
import { resetDb } from "../fixtures";

let alice: Actor & { id: number };
let bob: Actor & { id: number };

function user(name: string, email: string) {
  const row = db
    .insert(users)
    .values({ name, email, passwordHash: "x", role: "manager" })
    .returning()
    .get();
  return { id: row.id, name, email, address: "203.0.113.9" };
}

function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  return db
    .insert(contactMessages)
    .values({
      name: "Chris",
      email: "chris@example.com",
      country: "Ireland",
      countryCode: "353",
      phone: "871234567",
      message: "Do you cut to length?",
      ...values,
    })
    .returning()
    .get();
}

let basket: { id: number };
let contact: { id: number };
let modal: { id: number };

beforeEach(() => {
  resetDb();
  alice = user("Alice Sales", "alice@example.com");
  bob = user("Bob Sales", "bob@example.com");
  contact = message({ subject: "Opening hours", createdAt: new Date(Date.now() - 120_000) });
  modal = message({
    kind: "quotation",
    name: "Mona",
    email: "mona@example.com",
    company: "Mona Ltd",
    productName: "SWA 3 core",
    quantity: "3 drums",
    length: "250 m",
    createdAt: new Date(Date.now() - 60_000),
  });
  basket = message({
    kind: "quotation",
    name: "Quinn",
    email: "quinn@example.com",
    company: "Sparks Ltd",
    message: '=HYPERLINK("http://evil")',
  });
  db.insert(enquiryLines)
    .values([
      {
        messageId: basket.id,
        productName: "Cat6 U/UTP",
        productSlug: "cat6-utp",
        quantity: 2,
        lengthM: 150,
        position: 0,
      },
      {
        messageId: basket.id,
        productName: "Crimp tool",
        productSlug: "crimp-tool",
        quantity: 5,
        position: 1,
      },
      {
        messageId: basket.id,
        productName: "Coax",
        productSlug: "coax",
        quantity: 1,
        drum: "305 m",
        position: 2,
      },
    ])
    .run();
});

const ids = (filters: Parameters<typeof listMessages>[0]) =>
  listMessages(filters).messages.map((m) => m.id);
const audits = () => db.select().from(auditLog).all();

describe("the Messages list", () => {
  it("filters by kind, status and assignee, and searches the reference", () => {
    expect(ids({})).toEqual([basket.id, modal.id, contact.id]);
    expect(ids({ kind: "contact" })).toEqual([contact.id]);
    // An enquiry's status filter leaves contact messages out (they have none to work through).
    expect(ids({ status: "new" })).toEqual([basket.id, modal.id]);
    setEnquiryStatus(alice, basket.id, "quoted");
    expect(ids({ status: "quoted" })).toEqual([basket.id]);
    expect(ids({ status: "new" })).toEqual([modal.id]);
    // Quoted, the enquiry is handled (docs/quotes.md, Handled).
    expect(ids({ status: "unhandled" })).toEqual([modal.id, contact.id]);

    assignEnquiry(alice, modal.id, bob.id);
    expect(ids({ assignee: bob.id })).toEqual([modal.id]);
    expect(ids({ assignee: "me", me: bob.id })).toEqual([modal.id]);
    expect(ids({ assignee: "me", me: alice.id })).toEqual([]);
    expect(ids({ assignee: "none" })).toEqual([basket.id, contact.id]);
    expect(listMessages({ assignee: bob.id }).messages[0]).toMatchObject({
      assigneeId: bob.id,
      assigneeName: "Bob Sales",
      status: "new",
    });

    const ref = `Q-${String(basket.id).padStart(6, "0")}`;
    expect(ids({ q: ref })).toEqual([basket.id]);
    expect(ids({ q: ref.toLowerCase() })).toEqual([basket.id]);
    expect(ids({ q: "sparks" })).toEqual([basket.id]);
    expect(ids({ q: "mona@example" })).toEqual([modal.id]);
    expect(ids({ q: "Q-999999", kind: "quotation" })).toEqual([]);
  });

  it("reads its filters from the query as links and forms send them", () => {
    const parse = (q: string) =>
      MessagesQuery.safeParse(Object.fromEntries(new URLSearchParams(q)));
    expect(parse("status=in_progress&assignee=none&kind=quotation").data).toEqual({
      status: "in_progress",
      assignee: "none",
      kind: "quotation",
    });
    expect(parse("assignee=me").data).toEqual({ assignee: "me" });
    expect(parse("assignee=12").data).toEqual({ assignee: 12 });
    expect(parse("assignee=someone").success).toBe(false);
    expect(parse("status=handled").data).toEqual({ status: "handled" });
    expect(parse("status=closed").success).toBe(false);
  });

  it("pages in SQL, 25 a page", () => {
    for (let i = 0; i < 30; i++) message({ kind: "quotation", name: `Bulk ${i}` });
    const second = listMessages({ q: "Bulk", page: 2 });
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2, offset: 25 });
    expect(second.messages).toHaveLength(5);
    expect(second.messages[0].index).toBe(26);
  });
});

describe("handled", () => {
  /** What each place that says "handled" says of the three messages, and the count. */
  const handled = () => ({
    badges: Object.fromEntries(
      [basket, modal, contact].map((m) => [m.id, getMessage(m.id)!.handled]),
    ),
    listed: Object.fromEntries(
      listMessages().messages.map((m): [number, boolean] => [m.id, m.handled]),
    ),
    handledFilter: ids({ status: "handled" }),
    unhandledFilter: ids({ status: "unhandled" }),
    sidebar: countUnhandledMessages(),
    dashboard: dashboard(),
  });
  /** The dashboard's figures of those still to deal with: each kind's, and both (the sidebar's). */
  const dashboard = () => {
    const totals = getCatalogueTotals();
    return {
      contact: totals.unhandledContactMessages,
      enquiries: totals.newEnquiries,
      both: totals.unhandledMessages,
    };
  };

  it("counts an enquiry handled once its status leaves New, everywhere at once", () => {
    expect(handled()).toEqual({
      badges: { [basket.id]: false, [modal.id]: false, [contact.id]: false },
      listed: { [basket.id]: false, [modal.id]: false, [contact.id]: false },
      handledFilter: [],
      unhandledFilter: [basket.id, modal.id, contact.id],
      sidebar: 3,
      dashboard: { contact: 1, enquiries: 2, both: 3 },
    });
    // Assigned but still New: not handled yet.
    assignEnquiry(alice, basket.id, bob.id);
    expect(handled().sidebar).toBe(3);

    setEnquiryStatus(alice, basket.id, "in_progress");
    setEnquiryStatus(alice, modal.id, "quoted");
    expect(handled()).toEqual({
      badges: { [basket.id]: true, [modal.id]: true, [contact.id]: false },
      listed: { [basket.id]: true, [modal.id]: true, [contact.id]: false },
      handledFilter: [basket.id, modal.id],
      unhandledFilter: [contact.id],
      sidebar: 1,
      dashboard: { contact: 1, enquiries: 0, both: 1 },
    });
    for (const status of ["won", "lost"] as const) {
      setEnquiryStatus(alice, basket.id, status);
      expect(getMessage(basket.id)!.handled).toBe(true);
    }

    // Back to New, it is waiting again.
    setEnquiryStatus(alice, basket.id, "new");
    expect(handled()).toMatchObject({
      handledFilter: [modal.id],
      unhandledFilter: [basket.id, contact.id],
      sidebar: 2,
      dashboard: { contact: 1, enquiries: 1, both: 2 },
    });
  });

  it("reads an enquiry's status, never its own flag; a contact message keeps its flag", () => {
    // An enquiry marked handled before the rule, still New: waiting.
    db.update(contactMessages)
      .set({ handled: true })
      .where(eq(contactMessages.id, basket.id))
      .run();
    // A contact message with a status other than New (no screen sets one): its flag decides.
    db.update(contactMessages)
      .set({ status: "quoted" })
      .where(eq(contactMessages.id, contact.id))
      .run();
    expect(handled()).toMatchObject({
      badges: { [basket.id]: false, [modal.id]: false, [contact.id]: false },
      handledFilter: [],
      sidebar: 3,
      dashboard: { contact: 1, enquiries: 2, both: 3 },
    });

    setMessageHandled(alice, contact.id, true);
    expect(handled()).toMatchObject({
      badges: { [basket.id]: false, [modal.id]: false, [contact.id]: true },
      handledFilter: [contact.id],
      unhandledFilter: [basket.id, modal.id],
      sidebar: 2,
      dashboard: { contact: 0, enquiries: 2, both: 2 },
    });
    setMessageHandled(alice, contact.id, false);
    expect(handled().sidebar).toBe(3);
  });

  it("counts the unhandled through the kind's indexes, not a scan of every message", () => {
    const query = db
      .select({ n: count() })
      .from(contactMessages)
      .where(handledWhere(false))
      .toSQL();
    const plan = db.$client
      .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...(query.params as (string | number)[])) as { detail: string }[];
    const text = plan.map((p) => p.detail).join(" | ");
    expect(text).toMatch(/contact_messages_kind_handled_idx \(kind=\? AND handled=\?\)/);
    expect(text).toMatch(/contact_messages_kind_status_idx \(kind=\? AND status=\?\)/);
  });

  it("refuses to mark an enquiry handled: its status says it", () => {
    expect(() => setMessageHandled(alice, modal.id, true)).toThrow(HANDLED_BY_STATUS);
    expect(getMessage(modal.id)!.handled).toBe(false);
    expect(audits()).toEqual([]);
  });
});

describe("status history", () => {
  it("is the enquiry's arrival, then each change with who made it and when, from the audit log", () => {
    const arrived = getMessage(basket.id)!.createdAt;
    expect(statusHistoryOf({ id: basket.id, createdAt: arrived })).toEqual([
      { at: arrived, by: null, from: null, to: "New" },
    ]);
    setEnquiryStatus(alice, basket.id, "in_progress");
    assignEnquiry(alice, basket.id, bob.id); // not a status change
    addEnquiryNote(bob, basket.id, "Called.");
    setEnquiryStatus(bob, basket.id, "quoted");
    setEnquiryStatus(bob, modal.id, "lost"); // another enquiry's
    const history = getEnquiry(basket.id)!.history;
    expect(history.map(({ by, from, to }) => ({ by, from, to }))).toEqual([
      { by: null, from: null, to: "New" },
      { by: "Alice Sales", from: "New", to: "In progress" },
      { by: "Bob Sales", from: "In progress", to: "Quoted" },
    ]);
    expect(history[0].at).toEqual(arrived);
    expect(history[1].at.getTime()).toBeGreaterThanOrEqual(arrived.getTime());
    expect(history[2].at.getTime()).toBeGreaterThanOrEqual(history[1].at.getTime());
    // The name as it was: the user renamed (or gone) later, the history keeps who did it.
    db.update(users).set({ name: "Alice Renamed" }).where(eq(users.id, alice.id)).run();
    expect(getEnquiry(basket.id)!.history[1].by).toBe("Alice Sales");
    // A contact message has none.
    expect(getEnquiry(contact.id)!.history).toEqual([]);
  });

  it("reads one enquiry's records through the audit log's index", () => {
    const plan = db.all<{ detail: string }>(
      sql`EXPLAIN QUERY PLAN SELECT at FROM audit_log WHERE entity = 'contact_message'
          AND entity_id = '1' AND json_extract(changes, '$.status') IS NOT NULL ORDER BY at, id`,
    );
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/USING INDEX audit_log_record_idx/);
  });
});

describe("status, assignee and notes", () => {
  it("sets the status and the assignee, each in the audit log by name", () => {
    const quoted = setEnquiryStatus(alice, basket.id, "quoted");
    expect(quoted.status).toBe("quoted");
    // The same status again changes and records nothing.
    setEnquiryStatus(alice, basket.id, "quoted");
    assignEnquiry(alice, basket.id, bob.id);
    assignEnquiry(alice, basket.id, null);
    const ref = `Q-${String(basket.id).padStart(6, "0")}`;
    expect(audits().map((a) => [a.userName, a.summary, a.changes])).toEqual([
      [
        "Alice Sales",
        `Set the status of ${ref}, the quotation request from Quinn to Quoted`,
        { status: { before: "New", after: "Quoted" } },
      ],
      [
        "Alice Sales",
        `Assigned ${ref}, the quotation request from Quinn to Bob Sales`,
        { assignee: { before: "Unassigned", after: "Bob Sales (bob@example.com)" } },
      ],
      [
        "Alice Sales",
        `Unassigned ${ref}, the quotation request from Quinn`,
        { assignee: { before: "Bob Sales", after: "Unassigned" } },
      ],
    ]);
    expect(
      db.select().from(contactMessages).where(eq(contactMessages.id, basket.id)).get(),
    ).toMatchObject({ status: "quoted", assigneeId: null });
  });

  it("refuses contact messages, missing messages and unknown users", () => {
    expect(() => setEnquiryStatus(alice, contact.id, "won")).toThrow(NOT_AN_ENQUIRY);
    expect(() => addEnquiryNote(alice, contact.id, "x")).toThrow(NOT_AN_ENQUIRY);
    expect(() => setEnquiryStatus(alice, 999_999, "won")).toThrow("Message not found");
    expect(() => assignEnquiry(alice, basket.id, 999_999)).toThrow(UNKNOWN_ASSIGNEE);
    expect(audits()).toEqual([]);
  });

  it("keeps notes with their author and time, newest last, and their bounds", () => {
    addEnquiryNote(alice, basket.id, "Called back, wants delivery Friday.");
    addEnquiryNote(bob, basket.id, "Sent the quote.");
    const enquiry = getEnquiry(basket.id)!;
    expect(enquiry.reference).toBe(`Q-${String(basket.id).padStart(6, "0")}`);
    expect(enquiry.notes.map((n) => [n.authorName, n.body])).toEqual([
      ["Alice Sales", "Called back, wants delivery Friday."],
      ["Bob Sales", "Sent the quote."],
    ]);
    expect(enquiry.notes[0].createdAt).toBeInstanceOf(Date);
    expect(enquiry.lines.map((l) => l.productName)).toEqual(["Cat6 U/UTP", "Crimp tool", "Coax"]);
    // The author goes, the note stays without a name; the message goes, its notes go.
    db.delete(users).where(eq(users.id, alice.id)).run();
    expect(getEnquiry(basket.id)!.notes[0].authorName).toBeNull();
    db.delete(contactMessages).where(eq(contactMessages.id, basket.id)).run();
    expect(db.select().from(enquiryNotes).all()).toEqual([]);

    expect(EnquiryNoteSchema.safeParse({ body: "   " }).error?.issues[0].message).toBe(
      "Write the note.",
    );
    expect(EnquiryNoteSchema.safeParse({ body: "x".repeat(2001) }).success).toBe(false);
    expect(EnquiryNoteSchema.parse({ body: " ok " })).toEqual({ body: "ok" });
  });
});

describe("the CSV", () => {
  const csvOf = (filters: Parameters<typeof enquiryCsvBatches>[0]) =>
    [...enquiryCsvBatches(filters)]
      .map((rows, i) => csvChunk(ENQUIRY_CSV_COLUMNS, rows, i === 0))
      .join("");

  it("has a row per enquiry line, one for a message without lines, formulas escaped", () => {
    assignEnquiry(alice, basket.id, bob.id);
    const text = csvOf({});
    const rows = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe(
      "reference,date,kind,status,assignee,name,e-mail,company,phone,product name,product slug,quantity,length m,drum,message",
    );
    const ref = (id: number) => `Q-${String(id).padStart(6, "0")}`;
    expect(
      rows.slice(1).map((r) => r.split(",").slice(0, 1).concat(r.split(",").slice(9, 14))),
    ).toEqual([
      [ref(basket.id), "Cat6 U/UTP", "cat6-utp", "2", "150", ""],
      [ref(basket.id), "Crimp tool", "crimp-tool", "5", "", ""],
      [ref(basket.id), "Coax", "coax", "1", "", "305 m"],
      [ref(modal.id), "SWA 3 core", "", "3 drums", "250 m", ""],
      [ref(contact.id), "", "", "", "", ""],
    ]);
    // The phone starts with "+": escaped like any formula-like cell (a spreadsheet shows it as text).
    expect(rows[1]).toContain(
      ",quotation,New,Bob Sales,Quinn,quinn@example.com,Sparks Ltd,'+353 871234567,",
    );
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(rows[5]).toContain(",contact,,,Chris,");
  });

  it("follows the list's filters and reads past one batch", () => {
    expect(csvOf({ q: "sparks" }).trimEnd().split("\r\n")).toHaveLength(4);
    expect(csvOf({ kind: "contact" }).trimEnd().split("\r\n")).toHaveLength(2);
    for (let i = 0; i < 450; i++) message({ kind: "quotation", name: `Bulk ${i}` });
    const batches = [...enquiryCsvBatches({ q: "Bulk" })];
    expect(batches.map((b) => b.length)).toEqual([200, 200, 50]);
    expect(new Set(batches.flat().map((r) => r.message.id)).size).toBe(450);
  });
});

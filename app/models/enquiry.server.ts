/**
 * The enquiry workflow (docs/quotes.md, Enquiry workflow): an enquiry's lines, its status and
 * assignee, staff's internal notes, and the Messages list as CSV with a row per line. The list's
 * filters are the Messages list's own (messageConditions in ./contact.server.ts).
 */
import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import {
  auditLog,
  contactMessages,
  enquiryLines,
  enquiryNotes,
  products,
  users,
} from "../../db/schema";
import { ENQUIRY_STATUS_LABELS } from "~/constants";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import {
  describeMessage,
  getMessage,
  MESSAGE_NOT_FOUND,
  messageConditions,
  messageSelect,
  type MessageFilters,
  type StaffMessage,
} from "~/models/contact.server";
import type { EnquiryStatus } from "~/schemas/messages";
import { badInput, notFound } from "~/utils/domain-error";
import type { CsvColumn } from "~/utils/csv.server";
import { enquiryReference } from "~/utils/quote-line";

export const ENQUIRY_STATUS_SET = "Status updated";
export const ENQUIRY_ASSIGNED = "Assignee updated";
export const ENQUIRY_NOTE_ADDED = "Note added";
export const NOT_AN_ENQUIRY = "Only quotation enquiries have a status, an assignee and notes.";
export const UNKNOWN_ASSIGNEE = "Choose a user of the list.";

/** Messages read per batch of the CSV. */
const CSV_BATCH = 200;

export type EnquiryLine = {
  id: number;
  messageId: number;
  /** The product while it exists. */
  productId: number | null;
  productName: string;
  /** The slug when the enquiry was sent. */
  productSlug: string;
  /** The product's slug now, while it exists (null once deleted). */
  currentSlug: string | null;
  /** The product's SKU when the enquiry was sent, or "". */
  sku: string;
  quantity: number;
  lengthM: number | null;
  drum: string;
  /** A pack's kind for a product sold by the pack (its length in lengthM), or "". */
  pack: string;
};

/** The lines of these enquiries, in their order. */
export function linesOf(messageIds: number[]): EnquiryLine[] {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: enquiryLines.id,
      messageId: enquiryLines.messageId,
      productId: enquiryLines.productId,
      productName: enquiryLines.productName,
      productSlug: enquiryLines.productSlug,
      currentSlug: products.slug,
      sku: enquiryLines.sku,
      quantity: enquiryLines.quantity,
      lengthM: enquiryLines.lengthM,
      drum: enquiryLines.drum,
      pack: enquiryLines.pack,
    })
    .from(enquiryLines)
    .leftJoin(products, eq(products.id, enquiryLines.productId))
    .where(inArray(enquiryLines.messageId, messageIds))
    .orderBy(asc(enquiryLines.messageId), asc(enquiryLines.position), asc(enquiryLines.id))
    .all();
}

export type EnquiryNote = {
  id: number;
  body: string;
  /** The author while the user exists. */
  authorName: string | null;
  createdAt: Date;
};

/** An enquiry's notes, oldest first (the newest last, under the others). */
export function notesOf(messageId: number): EnquiryNote[] {
  return db
    .select({
      id: enquiryNotes.id,
      body: enquiryNotes.body,
      authorName: users.name,
      createdAt: enquiryNotes.createdAt,
    })
    .from(enquiryNotes)
    .leftJoin(users, eq(users.id, enquiryNotes.authorId))
    .where(eq(enquiryNotes.messageId, messageId))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id))
    .all();
}

/** A step of an enquiry's status history: who moved it from one status to another, and when. */
export type StatusChange = {
  at: Date;
  /** The member of staff, as named when they made the change (null: the visitor sent it). */
  by: string | null;
  /** The status before, by name (null: the enquiry arrived). */
  from: string | null;
  to: string;
};

/**
 * An enquiry's status history, oldest first (docs/quotes.md, Status history): it arrived as New,
 * then every change setEnquiryStatus wrote to the audit log, with who made it and when (the log
 * keeps the statuses by name and the user's name as it was). One indexed query.
 */
export function statusHistoryOf(message: { id: number; createdAt: Date }): StatusChange[] {
  const changes = db
    .select({ at: auditLog.at, by: auditLog.userName, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "contact_message"),
        eq(auditLog.entityId, String(message.id)),
        sql`json_extract(${auditLog.changes}, '$.status') IS NOT NULL`,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .all();
  return [
    { at: message.createdAt, by: null, from: null, to: ENQUIRY_STATUS_LABELS.new },
    ...changes.map(({ at, by, changes: { status } }) => ({
      at,
      by,
      from: String(status.before),
      to: String(status.after),
    })),
  ];
}

/** The users an enquiry can be given to (every user is staff), by name. */
export function assignableUsers() {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .orderBy(asc(users.name), asc(users.id))
    .all();
}

/** The enquiry as the workflow reads it: the message, its reference, lines, notes and history. */
export function getEnquiry(id: number) {
  const message = getMessage(id);
  if (!message) return null;
  return {
    message,
    reference: enquiryReference(id),
    lines: message.kind === "quotation" ? linesOf([id]) : [],
    notes: message.kind === "quotation" ? notesOf(id) : [],
    history: message.kind === "quotation" ? statusHistoryOf(message) : [],
  };
}
export type Enquiry = NonNullable<ReturnType<typeof getEnquiry>>;

/** The message `id` when it is an enquiry: 404 when there is none, 400 for a contact message. */
function enquiryOf(id: number): StaffMessage {
  const message = getMessage(id);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  if (message.kind !== "quotation") throw badInput(NOT_AN_ENQUIRY);
  return message;
}

const subject = (m: StaffMessage) => `${enquiryReference(m.id)}, the ${describeMessage(m)}`;

/** Sets an enquiry's status; the change goes to the audit log with the statuses by name. */
export function setEnquiryStatus(actor: Actor, id: number, status: EnquiryStatus): StaffMessage {
  return db.transaction(() => {
    const message = enquiryOf(id);
    if (message.status === status) return message;
    db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).run();
    audit(actor, {
      action: "update",
      entity: "contact_message",
      entityId: id,
      summary: `Set the status of ${subject(message)} to ${ENQUIRY_STATUS_LABELS[status]}`,
      before: { status: ENQUIRY_STATUS_LABELS[message.status] },
      after: { status: ENQUIRY_STATUS_LABELS[status] },
    });
    return getMessage(id)!;
  });
}

/** Gives an enquiry to a user (null: nobody); audited with the names. */
export function assignEnquiry(actor: Actor, id: number, assigneeId: number | null): StaffMessage {
  return db.transaction(() => {
    const message = enquiryOf(id);
    const assignee =
      assigneeId === null
        ? null
        : db
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(eq(users.id, assigneeId))
            .get();
    if (assignee === undefined) throw badInput(UNKNOWN_ASSIGNEE, "assigneeId");
    if (message.assigneeId === assigneeId) return message;
    db.update(contactMessages).set({ assigneeId }).where(eq(contactMessages.id, id)).run();
    const who = (name: string | null, email?: string) =>
      name === null ? "Unassigned" : email ? `${name} (${email})` : name;
    audit(actor, {
      action: "update",
      entity: "contact_message",
      entityId: id,
      summary: assignee
        ? `Assigned ${subject(message)} to ${assignee.name}`
        : `Unassigned ${subject(message)}`,
      before: { assignee: who(message.assigneeName) },
      after: { assignee: who(assignee?.name ?? null, assignee?.email) },
    });
    return getMessage(id)!;
  });
}

/** Adds an internal note by the actor; audited like any staff write. */
export function addEnquiryNote(actor: Actor, id: number, body: string): EnquiryNote {
  return db.transaction(() => {
    const message = enquiryOf(id);
    const note = db
      .insert(enquiryNotes)
      .values({ messageId: id, authorId: actor.id, body })
      .returning({ id: enquiryNotes.id, body: enquiryNotes.body, at: enquiryNotes.createdAt })
      .get();
    audit(actor, {
      action: "create",
      entity: "enquiry_note",
      entityId: note.id,
      summary: `Added a note to ${subject(message)}`,
      after: { body },
    });
    return {
      id: note.id,
      body: note.body,
      authorName: actor.id ? actor.name : null,
      createdAt: note.at,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// CSV

/** One row of the CSV: a message and one of its lines (none for a message without lines). */
export type EnquiryCsvRow = { message: StaffMessage; line: EnquiryLine | null };

const iso = (d: Date) => d.toISOString();

export const ENQUIRY_CSV_COLUMNS: CsvColumn<EnquiryCsvRow>[] = [
  { header: "reference", value: (r) => enquiryReference(r.message.id) },
  { header: "date", value: (r) => iso(r.message.createdAt) },
  { header: "kind", value: (r) => r.message.kind },
  {
    header: "status",
    value: (r) => (r.message.kind === "quotation" ? ENQUIRY_STATUS_LABELS[r.message.status] : ""),
  },
  { header: "assignee", value: (r) => r.message.assigneeName ?? "" },
  { header: "name", value: (r) => r.message.name },
  { header: "e-mail", value: (r) => r.message.email },
  { header: "company", value: (r) => r.message.company },
  {
    header: "phone",
    value: (r) =>
      r.message.phone
        ? `${r.message.countryCode ? `+${r.message.countryCode} ` : ""}${r.message.phone}`
        : "",
  },
  // A one-product quotation (the product page's modal) has its product on the message.
  { header: "product name", value: (r) => r.line?.productName ?? r.message.productName },
  {
    header: "product slug",
    value: (r) => r.line?.productSlug ?? r.message.productSlug ?? "",
  },
  { header: "quantity", value: (r) => r.line?.quantity ?? r.message.quantity },
  { header: "length m", value: (r) => r.line?.lengthM ?? (r.line ? "" : r.message.length) },
  { header: "drum", value: (r) => r.line?.drum ?? "" },
  { header: "message", value: (r) => r.message.message },
];

/**
 * The rows of the messages the list's filters select, newest first, CSV_BATCH messages at a time
 * (read by keyset, so each batch is one indexed query and one query of their lines).
 */
export function* enquiryCsvBatches(filters: MessageFilters): Generator<EnquiryCsvRow[]> {
  const where = messageConditions(filters);
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const from = after;
    const page: StaffMessage[] = messageSelect()
      .where(
        and(
          where,
          from
            ? or(
                lt(contactMessages.createdAt, from.createdAt),
                and(eq(contactMessages.createdAt, from.createdAt), lt(contactMessages.id, from.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CSV_BATCH)
      .all();
    if (page.length === 0) return;
    const lines = new Map<number, EnquiryLine[]>();
    for (const line of linesOf(page.map((m) => m.id))) {
      lines.set(line.messageId, [...(lines.get(line.messageId) ?? []), line]);
    }
    yield page.flatMap((message): EnquiryCsvRow[] => {
      const own = lines.get(message.id);
      return own?.length ? own.map((line) => ({ message, line })) : [{ message, line: null }];
    });
    if (page.length < CSV_BATCH) return;
    const last = page[page.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

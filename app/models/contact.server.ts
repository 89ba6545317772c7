/**
 * Contact messages and quotation enquiries: stored from the storefront, read and handled by
 * staff in Messages (docs/admin.md, Messages), newest first.
 */
import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  contactMessages,
  ENQUIRY_STATUSES,
  products,
  users,
  type MESSAGE_KINDS,
} from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { likePattern, numberedPage } from "~/models/paging.server";
import type { ContactInput } from "~/schemas/contact";
import { MESSAGE_NOT_FOUND, type EnquiryStatus, type MessagesFilter } from "~/schemas/messages";
import { findCountry } from "~/utils/countries";
import { badInput, notFound } from "~/utils/domain-error";
import { assertWriteAllowed } from "~/models/rate-limits.server";

export { MESSAGE_NOT_FOUND };
export const MESSAGE_HANDLED = "Message marked as handled";
export const MESSAGE_UNHANDLED = "Message marked as unhandled";
export const MESSAGE_DELETED = "Message deleted successfully";
export const HANDLED_BY_STATUS =
  "An enquiry counts as handled once its status leaves New: set its status instead.";

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A visitor's message, from /contact-us or `POST /api/bel/reach-us`: limited per address. */
export async function submitContactMessage(input: ContactInput, { address }: { address: string }) {
  await assertWriteAllowed("contact", address);
  return createContactMessage(input);
}

/** Stores a contact message; the dial code is the country's (the schema settles it). */
export function createContactMessage(input: ContactInput) {
  const country = findCountry(input.selectedCountry);
  return db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      country: country?.name ?? input.selectedCountry,
      countryCode: input.countryCode || country?.dialCode || "",
      phone: input.phone,
      subject: input.subject ?? "",
      message: input.message,
    })
    .returning({ id: contactMessages.id })
    .get();
}

// ---------------------------------------------------------------------------------------------
// Staff

/**
 * Which messages are handled (`true`) or not (`false`), the one rule of the badge, the sidebar's
 * count, the list's Unhandled and Handled filters and the dashboard (docs/quotes.md, Handled): a
 * contact message once staff mark it handled, an enquiry once its status leaves New (its own
 * handled flag is not read). Each half reads the kind with the handled flag or the status, so
 * SQLite can answer either from the messages' indexes.
 */
export function handledWhere(handled: boolean): SQL {
  return handled
    ? or(
        and(eq(contactMessages.kind, "contact"), eq(contactMessages.handled, true)),
        and(eq(contactMessages.kind, "quotation"), ne(contactMessages.status, "new")),
      )!
    : or(
        and(eq(contactMessages.kind, "contact"), eq(contactMessages.handled, false)),
        and(eq(contactMessages.kind, "quotation"), eq(contactMessages.status, "new")),
      )!;
}

/** A message as staff read it: `handled` is handledWhere's (an enquiry's follows its status). */
export type StaffMessage = typeof contactMessages.$inferSelect & {
  /** The product of a quotation while it exists (its name stays in productName after). */
  productSlug: string | null;
  /** The enquiry's assignee while the user exists. */
  assigneeName: string | null;
};

const columns = {
  id: contactMessages.id,
  kind: contactMessages.kind,
  name: contactMessages.name,
  email: contactMessages.email,
  country: contactMessages.country,
  countryCode: contactMessages.countryCode,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  company: contactMessages.company,
  productId: contactMessages.productId,
  productName: contactMessages.productName,
  quantity: contactMessages.quantity,
  length: contactMessages.length,
  handled: sql<boolean>`(${handledWhere(true)})`.mapWith((v: unknown) => v === 1 || v === true),
  status: contactMessages.status,
  assigneeId: contactMessages.assigneeId,
  createdAt: contactMessages.createdAt,
  productSlug: products.slug,
  assigneeName: users.name,
};

/**
 * The list's filters (app/schemas/messages.ts) and the page; `me` is the staff member asking, whom
 * `assignee: "me"` means.
 */
export type MessageFilters = Partial<MessagesFilter> & { page?: number; me?: number };

const isEnquiryStatus = (s: string): s is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(s);

/** The message id a reference names ("Q-000123", "q123"), or null. */
export function referencedMessageId(term: string): number | null {
  const match = /^q-?0*(\d{1,15})$/i.exec(term.trim());
  return match ? Number(match[1]) : null;
}

/** The WHERE of the Messages list and of its CSV (docs/quotes.md, Enquiry workflow). */
export function messageConditions(filters: MessageFilters) {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(contactMessages.kind, filters.kind));
  const status = filters.status;
  if (status === "handled" || status === "unhandled") {
    where.push(handledWhere(status === "handled"));
  } else if (status && isEnquiryStatus(status)) {
    // Only enquiries are worked through the statuses; contact messages keep the default.
    where.push(eq(contactMessages.kind, "quotation"), eq(contactMessages.status, status));
  }
  const assignee = filters.assignee;
  if (assignee === "none") where.push(isNull(contactMessages.assigneeId));
  else if (assignee === "me") where.push(eq(contactMessages.assigneeId, filters.me ?? -1));
  else if (typeof assignee === "number") where.push(eq(contactMessages.assigneeId, assignee));
  const term = filters.q?.trim();
  if (term) {
    const p = likePattern(term);
    const words = sql`(${contactMessages.name} LIKE ${p} ESCAPE '\\' OR ${contactMessages.email} LIKE ${p} ESCAPE '\\'
        OR ${contactMessages.subject} LIKE ${p} ESCAPE '\\' OR ${contactMessages.message} LIKE ${p} ESCAPE '\\'
        OR ${contactMessages.company} LIKE ${p} ESCAPE '\\' OR ${contactMessages.productName} LIKE ${p} ESCAPE '\\')`;
    const id = referencedMessageId(term);
    where.push(id === null ? words : or(eq(contactMessages.id, id), words)!);
  }
  return where.length ? and(...where) : undefined;
}

/** The messages' columns, their product's slug and assignee's name: `.from(…)` joined. */
export function messageSelect() {
  return db
    .select(columns)
    .from(contactMessages)
    .leftJoin(products, eq(products.id, contactMessages.productId))
    .leftJoin(users, eq(users.id, contactMessages.assigneeId));
}

/** Messages and enquiries, newest first, a page at a time; `index` numbers rows from 1. */
export function listMessages(filters: MessageFilters = {}) {
  const where = messageConditions(filters);
  const { rows, ...page } = numberedPage(
    contactMessages,
    where,
    filters.page,
    (limit, offset): StaffMessage[] =>
      messageSelect()
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return { ...page, messages: rows };
}

/** Messages not handled yet (handledWhere): the number beside Messages in the sidebar. */
export function countUnhandledMessages() {
  return db.select({ n: count() }).from(contactMessages).where(handledWhere(false)).get()?.n ?? 0;
}

export function getMessage(id: number): StaffMessage | null {
  return messageSelect().where(eq(contactMessages.id, id)).get() ?? null;
}

export const describeMessage = (m: StaffMessage) =>
  m.kind === "quotation"
    ? `quotation request from ${m.name}${m.productName ? ` for ${m.productName}` : ""}`
    : `message from ${m.name}${m.subject ? ` (${m.subject})` : ""}`;

/**
 * Marks a contact message handled or unhandled; 404 when there is no such message, 400 for an
 * enquiry (its status says whether it is handled: handledWhere).
 */
export function setMessageHandled(actor: Actor, id: number, handled: boolean): StaffMessage {
  return db.transaction(() => {
    const message = getMessage(id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.kind === "quotation") throw badInput(HANDLED_BY_STATUS);
    if (message.handled !== handled) {
      db.update(contactMessages).set({ handled }).where(eq(contactMessages.id, id)).run();
      audit(actor, {
        action: "update",
        entity: "contact_message",
        entityId: id,
        summary: `Marked the ${describeMessage(message)} as ${handled ? "handled" : "unhandled"}`,
        before: { handled: message.handled },
        after: { handled },
      });
    }
    return { ...message, handled };
  });
}

/** Deletes a message; 404 when there is no such message. */
export function deleteMessage(actor: Actor, id: number): StaffMessage {
  return db.transaction(() => {
    const message = getMessage(id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    db.delete(contactMessages).where(eq(contactMessages.id, id)).run();
    audit(actor, {
      action: "delete",
      entity: "contact_message",
      entityId: id,
      summary: `Deleted the ${describeMessage(message)}`,
      before: {
        kind: message.kind,
        name: message.name,
        email: message.email,
        subject: message.subject,
        handled: message.handled,
      },
    });
    return message;
  });
}

/**
 * Contact messages and quotation enquiries: stored from the storefront, read and handled by
 * staff in Messages (docs/admin.md, Messages), newest first.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { contactMessages, products, type MESSAGE_KINDS } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";
import { likePattern, numberedPage } from "~/models/paging.server";
import type { ContactInput } from "~/schemas/contact";
import type { Quotation } from "~/schemas/quotation";
import { MESSAGE_NOT_FOUND } from "~/schemas/messages";
import { findCountry } from "~/utils/countries";
import { notFound } from "~/utils/domain-error";
import { assertWriteAllowed } from "~/models/rate-limits.server";

export { MESSAGE_NOT_FOUND };
export const MESSAGE_HANDLED = "Message marked as handled";
export const MESSAGE_UNHANDLED = "Message marked as unhandled";
export const MESSAGE_DELETED = "Message deleted successfully";

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

/**
 * A quotation request from a product page (docs/decisions.md, Quotation requests and the chat
 * link): an enquiry staff see in Messages beside contact messages, with the product (kept by name
 * should the product go). Limited per address.
 */
export async function submitQuotation(
  input: Quotation,
  { address, product }: { address: string; product: { id: number; name: string } },
) {
  await assertWriteAllowed("quotation", address);
  return db
    .insert(contactMessages)
    .values({
      kind: "quotation",
      name: input.name,
      email: input.email.toLowerCase(),
      country: "",
      phone: "",
      subject: `Quotation: ${product.name}`,
      message: input.query,
      company: input.company,
      productId: product.id,
      productName: product.name,
      quantity: input.quantity ?? "",
      length: input.length ?? "",
    })
    .returning({ id: contactMessages.id })
    .get();
}

// ---------------------------------------------------------------------------------------------
// Staff

export type StaffMessage = Omit<typeof contactMessages.$inferSelect, "status" | "assigneeId"> & {
  /** The product of a quotation while it exists (its name stays in productName after). */
  productSlug: string | null;
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
  handled: contactMessages.handled,
  createdAt: contactMessages.createdAt,
  productSlug: products.slug,
};

export type MessageFilters = {
  q?: string;
  kind?: MessageKind;
  status?: "handled" | "unhandled";
  page?: number;
};

function conditions(filters: MessageFilters) {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(contactMessages.kind, filters.kind));
  if (filters.status) where.push(eq(contactMessages.handled, filters.status === "handled"));
  const term = filters.q?.trim();
  if (term) {
    const p = likePattern(term);
    where.push(
      sql`(${contactMessages.name} LIKE ${p} ESCAPE '\\' OR ${contactMessages.email} LIKE ${p} ESCAPE '\\'
        OR ${contactMessages.subject} LIKE ${p} ESCAPE '\\' OR ${contactMessages.message} LIKE ${p} ESCAPE '\\'
        OR ${contactMessages.company} LIKE ${p} ESCAPE '\\' OR ${contactMessages.productName} LIKE ${p} ESCAPE '\\')`,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** Messages and enquiries, newest first, a page at a time; `index` numbers rows from 1. */
export function listMessages(filters: MessageFilters = {}) {
  const where = conditions(filters);
  const { rows, ...page } = numberedPage(
    contactMessages,
    where,
    filters.page,
    (limit, offset): StaffMessage[] =>
      db
        .select(columns)
        .from(contactMessages)
        .leftJoin(products, eq(products.id, contactMessages.productId))
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return { ...page, messages: rows };
}

/** Messages nobody has handled yet: the number beside Messages in the sidebar. */
export function countUnhandledMessages() {
  return (
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.handled, false)).get()
      ?.n ?? 0
  );
}

export function getMessage(id: number): StaffMessage | null {
  return (
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(products, eq(products.id, contactMessages.productId))
      .where(eq(contactMessages.id, id))
      .get() ?? null
  );
}

const describe = (m: StaffMessage) =>
  m.kind === "quotation"
    ? `quotation request from ${m.name}${m.productName ? ` for ${m.productName}` : ""}`
    : `message from ${m.name}${m.subject ? ` (${m.subject})` : ""}`;

/** Marks a message handled or unhandled; 404 when there is no such message. */
export function setMessageHandled(actor: Actor, id: number, handled: boolean): StaffMessage {
  return db.transaction(() => {
    const message = getMessage(id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.handled !== handled) {
      db.update(contactMessages).set({ handled }).where(eq(contactMessages.id, id)).run();
      audit(actor, {
        action: "update",
        entity: "contact_message",
        entityId: id,
        summary: `Marked the ${describe(message)} as ${handled ? "handled" : "unhandled"}`,
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
      summary: `Deleted the ${describe(message)}`,
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

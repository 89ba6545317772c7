/**
 * A content list (certificates, FAQ videos, know-how guides, blog posts) as one model: its
 * messages, a page of it, one row, add, edit, delete and move. Each content model describes its list once
 * ({@link OrderedList}), writes its own create and update, and gets the rest here; its admin
 * screen (app/screens/content-screen.server.ts) and its /api/bel endpoints
 * (app/api/content-endpoints.server.ts) bind this one object.
 */
import type { Actor } from "~/models/audit.server";
import {
  listOrdered,
  moveOrdered,
  ORDER_UPDATED,
  type OrderedList,
} from "~/models/ordered-content.server";
import type { MoveDirection } from "~/models/ordering.server";
import type { records } from "~/models/records.server";

/**
 * The toasts and answers of a content list's writes, its 404, and the toast of an address whose
 * row cannot be read (the `?edit` of a deleted row).
 */
export type ContentMessages = {
  created: string;
  updated: string;
  deleted: string;
  moved: string;
  notFound: string;
  unreadable: string;
};

type Query = { q?: string; page?: number };

export type ContentModel<Staff, Create, Update = Create> = {
  messages: ContentMessages;
  /** A page of the list in display order, `q` searching titles (ordered-content.server.ts). */
  list: (query?: Query) => ReturnType<typeof listOrdered<unknown, Staff>>;
  get: (id: number) => Staff | null;
  /** One row, or the list's 404. */
  read: (id: number) => Staff;
  create: (actor: Actor, input: Create) => Staff | Promise<Staff>;
  update: (actor: Actor, id: number, input: Update) => Staff | Promise<Staff>;
  /** Deletes a row and its files; what it was. */
  remove: (actor: Actor, id: number) => Promise<Staff>;
  /** One place up or down, past the next row `q` selects. */
  move: (actor: Actor, id: number, direction: MoveDirection, q?: string) => void;
};

/**
 * What a content row (a video, a know-how guide, a blog post) shows staff whatever its list: its
 * id, title and description, its place in the display order (`index`, 0 first) and when it was
 * added. Each model adds its own fields.
 */
export function contentView(row: {
  id: number;
  title: string;
  description: string;
  position: number;
  createdAt: Date;
}) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    index: row.position,
    createdAt: row.createdAt,
  };
}

/**
 * What an edit of a pictured content row (a know-how guide, a blog post) changes whatever its
 * list: the title and description sent, and the picture: the one sent (`image`, stored), none
 * when `removeImage` asks, else the one the row had.
 */
export function editedContent(
  input: { title: string; description: string; removeImage?: boolean },
  image: string | undefined,
  before: { image: string | null },
) {
  return {
    title: input.title,
    description: input.description,
    image: image ?? (input.removeImage ? null : before.image),
  };
}

/**
 * The content model of `list`, its rows read and deleted through `rows` (records.server.ts) and
 * shown as `view` shows them; `own` is what differs from list to list: its create and update,
 * and where it has them, `messages` of its own and the `name` of a row in the audit log (its
 * title without). The other messages are made from the list's noun: "Know-how guide created
 * successfully", …
 */
export function contentModel<Row extends { id: number; title: string }, Staff, Create, Update>(
  list: OrderedList,
  rows: Pick<ReturnType<typeof records<Row>>, "rowOf" | "existing" | "remove">,
  view: (row: Row) => Staff,
  {
    messages,
    name = (row) => row.title,
    ...own
  }: Pick<ContentModel<Staff, Create, Update>, "create" | "update"> & {
    messages?: Partial<ContentMessages>;
    name?: (row: Row) => string;
  },
): ContentModel<Staff, Create, Update> {
  const noun = list.noun.charAt(0).toUpperCase() + list.noun.slice(1);
  return {
    ...own,
    messages: {
      created: `${noun} created successfully`,
      updated: `${noun} updated successfully`,
      deleted: `${noun} deleted successfully`,
      moved: ORDER_UPDATED,
      notFound: list.notFoundMessage,
      unreadable: list.notFoundMessage,
      ...messages,
    },
    list: (query = {}) => listOrdered(list, query, view),
    get: (id) => {
      const row = rows.rowOf(id);
      return row ? view(row) : null;
    },
    read: (id) => view(rows.existing(id)),
    remove: async (actor, id) =>
      view(await rows.remove(actor, id, (before) => `Deleted ${list.noun} ${name(before)}`)),
    move: (actor, id, direction, q) => moveOrdered(list, actor, id, direction, q),
  };
}

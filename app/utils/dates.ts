/**
 * Dates as text, one module for the site (docs/admin.md, Dates): the admin panel and the e-mails
 * say them the British way, "1 Nov 2026" and "1 Nov 2026, 14:30", in UK time. A calendar day (the
 * dashboard's `YYYY-MM-DD` range, a blog post's publication day) is that day in any time zone.
 * The same text on the server and in the browser: every format names its locale and time zone.
 *
 * The storefront's blog alone keeps the original site's short US date, "Jan 5, 2024" (the
 * storefront specification fixes it: docs/storefront.md, Blog).
 */

import { SITE_TIME_ZONE } from "~/constants";

type DateInput = Date | string | number;

const UK = SITE_TIME_ZONE;

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", options);

const DAY = { day: "numeric", month: "short", year: "numeric" } as const;
const TIME = { hour: "2-digit", minute: "2-digit" } as const;

const UK_DATE = format({ ...DAY, timeZone: UK });
const UK_DATE_TIME = format({ ...DAY, ...TIME, timeZone: UK });
const UK_DATE_TIME_SECONDS = format({ ...DAY, ...TIME, second: "2-digit", timeZone: UK });
const UTC_DATE_TIME = format({ ...DAY, ...TIME, timeZone: "UTC" });
const CALENDAR_DAY = format({ ...DAY, timeZone: "UTC" });
const CALENDAR_DAY_MONTH = format({ day: "numeric", month: "short", timeZone: "UTC" });

/** "1 Nov 2026": the day something happened, in UK time. */
export function ukDate(value: DateInput): string {
  return UK_DATE.format(new Date(value));
}

/**
 * "1 Nov 2026, 14:30" in UK time: when staff screens say something arrived or changed; with
 * `seconds`, "1 Nov 2026, 14:30:05"; with `utc`, "1 Nov 2026, 13:30 UTC" (the audit log, whose
 * date filters are UTC days).
 */
export function adminDateTime(
  value: DateInput,
  { seconds = false, utc = false }: { seconds?: boolean; utc?: boolean } = {},
): string {
  const date = new Date(value);
  if (utc) return `${UTC_DATE_TIME.format(date)} UTC`;
  return (seconds ? UK_DATE_TIME_SECONDS : UK_DATE_TIME).format(date);
}

/** "1 Nov 2026" for a calendar day (`YYYY-MM-DD`, or the UTC midnight that starts it). */
export function calendarDay(value: DateInput): string {
  return CALENDAR_DAY.format(new Date(value));
}

const UK_DAY_PARTS = format({ year: "numeric", month: "2-digit", day: "2-digit", timeZone: UK });

/** `YYYY-MM-DD`: the calendar day of a moment in UK time (the day a visitor's search counts on). */
export function ukCalendarDay(value: DateInput): string {
  const part = Object.fromEntries(
    UK_DAY_PARTS.formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}`;
}

const UK_WALL = format({
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: UK,
});

/** A moment's date and time on a UK clock, as numbers: [year, month, day, hour, minute, second]. */
function ukWall(ms: number): number[] {
  const part = Object.fromEntries(
    UK_WALL.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]),
  );
  return [part.year, part.month, part.day, part.hour, part.minute, part.second];
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A moment as an ISO 8601 date and time on the UK clock with its offset, to the minute (to the
 * second when it has seconds): `2027-06-01T09:00+01:00`, `2027-01-15T09:00+00:00`. How the
 * catalogue CSV writes a product's schedule (docs/admin.md, Catalogue CSV).
 */
export function ukIsoDateTime(value: DateInput): string {
  const ms = new Date(value).getTime();
  const [y, mo, d, h, mi, s] = ukWall(ms);
  const offset = Math.round(
    (Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000) / 60000,
  );
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}${s ? `:${pad(s)}` : ""}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date and time as people and spreadsheets write it, read as a moment: `2027-06-01T09:00`
 * (or with a space, with seconds) is that time on the UK clock; with an offset or `Z`
 * (`2027-06-01T08:00Z`, `…+01:00`) it is that moment. Null when it is not such a date and time,
 * or names a UK time that does not exist (the hour the clocks skip in March); an hour the clocks
 * repeat in October is its first (BST).
 */
export function parseUkDateTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const zone = match[7];
  if (!zone) {
    // On the site's clock: read as staff's typed moments are (readSiteDateTime).
    const read = readSiteDateTime(text.trim().replace(" ", "T"));
    return read.ok ? new Date(read.date.getTime() + Number(match[6] ?? 0) * 1000) : null;
  }
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map((v) => Number(v ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(wall).getUTCDate() !== d) return null; // 31 June
  if (zone === "Z") return new Date(wall);
  const digits = zone.replace(":", "");
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return new Date(wall - (digits[0] === "-" ? -minutes : minutes) * 60000);
}

/** "1 Nov": a calendar day in a run of days (the dashboard chart's dates). */
export function calendarDayMonth(value: DateInput): string {
  return CALENDAR_DAY_MONTH.format(new Date(value));
}

const BLOG_US = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Jan 5, 2024": the storefront blog's date, as the original site wrote it. */
export function shortDate(value: DateInput): string {
  return BLOG_US.format(new Date(value));
}

// ---------------------------------------------------------------------------------------------
// Moments staff type: a date and a time on the site's clock (docs/admin.md, Schedule)

const WALL_PARTS = format({
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: UK,
});

/** `YYYY-MM-DDTHH:mm`: the site's wall clock at a moment (a `datetime-local` field's value). */
export function siteDateTimeInput(value: DateInput): string {
  const part = Object.fromEntries(
    WALL_PARTS.formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** "1 Jan 2027, 09:00 (Europe/London)": a scheduled moment, saying which clock it is on. */
export function siteDateTimeLabel(value: DateInput): string {
  return `${adminDateTime(value)} (${SITE_TIME_ZONE})`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How far the site's clock is ahead of UTC at a moment, in milliseconds (whole minutes). */
function siteOffset(ms: number): number {
  const minute = Math.floor(ms / 60_000) * 60_000;
  const [date, time] = siteDateTimeInput(minute).split("T");
  return Date.parse(`${date}T${time}:00Z`) - minute;
}

export type SiteDateTime =
  | { ok: true; date: Date }
  /** `format`: not a date and time; `skipped`: a time the clocks jump over (spring forward). */
  | { ok: false; reason: "format" | "skipped" };

/**
 * The moment a date and time typed on the site's clock names (`YYYY-MM-DDTHH:mm`, seconds
 * allowed, as a `datetime-local` field sends it). A time the clocks go back over (the autumn's
 * 01:30, which comes twice) is the first of the two; a time they go forward over does not exist.
 */
export function readSiteDateTime(text: string): SiteDateTime {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(
    text.trim(),
  );
  if (!m) return { ok: false, reason: "format" };
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const asWall = new Date(wall);
  // Not a day of the calendar (31 June), or hours and minutes beyond the clock's.
  if (
    asWall.getUTCFullYear() !== year ||
    asWall.getUTCMonth() !== month - 1 ||
    asWall.getUTCDate() !== day ||
    asWall.getUTCHours() !== hour ||
    asWall.getUTCMinutes() !== minute
  )
    return { ok: false, reason: "format" };
  const typed = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
  // The offsets the clock has around that day; the moments they give that read as typed.
  const offsets = new Set([siteOffset(wall - DAY_MS), siteOffset(wall), siteOffset(wall + DAY_MS)]);
  const moments = [...offsets]
    .map((offset) => wall - offset)
    .filter((moment) => siteDateTimeInput(moment) === typed)
    .sort((a, b) => a - b);
  if (moments.length === 0) return { ok: false, reason: "skipped" };
  return { ok: true, date: new Date(moments[0]) };
}

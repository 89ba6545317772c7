/**
 * Dates as text, one module for the site (docs/admin.md, Dates): the admin panel and the e-mails
 * say them the British way, "1 Nov 2026" and "1 Nov 2026, 14:30", in UK time. A calendar day (the
 * dashboard's `YYYY-MM-DD` range, a blog post's publication day) is that day in any time zone.
 * The same text on the server and in the browser: every format names its locale and time zone.
 *
 * The storefront's blog alone keeps the original site's short US date, "Jan 5, 2024" (the
 * storefront specification fixes it: docs/storefront.md, Blog).
 */

type DateInput = Date | string | number;

const UK = "Europe/London";

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

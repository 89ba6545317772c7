const SHORT_US = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Jan 5, 2024": the blog's short US date, the same on server and browser. */
export function shortDate(value: Date | string | number): string {
  return SHORT_US.format(new Date(value));
}

const ADMIN_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** "5 Jan 2024, 14:30" in UK time: when staff screens say something arrived. */
export function adminDateTime(value: Date | string | number): string {
  return ADMIN_DATE_TIME.format(new Date(value));
}

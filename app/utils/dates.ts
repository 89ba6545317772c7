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

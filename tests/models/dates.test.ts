/**
 * Dates as text (app/utils/dates.ts; docs/admin.md, Dates): British in the admin and the e-mails,
 * in UK time, from one module; a calendar day is that day in any time zone; the storefront blog
 * keeps the original site's US date.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  adminDateTime,
  calendarDay,
  calendarDayMonth,
  parseUkDateTime,
  readSiteDateTime,
  shortDate,
  siteDateTimeInput,
  siteDateTimeLabel,
  ukDate,
  ukIsoDateTime,
} from "~/utils/dates";

describe("the British formats", () => {
  it("says a day as 1 Nov 2026 and a moment as 1 Nov 2026, 14:30, in UK time", () => {
    // November: GMT, UK time is UTC.
    const winter = Date.UTC(2026, 10, 1, 14, 30, 5);
    expect(ukDate(winter)).toBe("1 Nov 2026");
    expect(adminDateTime(winter)).toBe("1 Nov 2026, 14:30");
    expect(adminDateTime(new Date(winter).toISOString())).toBe("1 Nov 2026, 14:30");
    expect(adminDateTime(winter, { seconds: true })).toBe("1 Nov 2026, 14:30:05");
    // July: BST, an hour ahead: half past eleven at night in UTC is the next day in London.
    const summer = Date.UTC(2026, 6, 1, 23, 30);
    expect(ukDate(summer)).toBe("2 Jul 2026");
    expect(adminDateTime(summer)).toBe("2 Jul 2026, 00:30");
    // The audit log's times are UTC, as its date filters are, and say so.
    expect(adminDateTime(summer, { utc: true })).toBe("1 Jul 2026, 23:30 UTC");
  });

  it("says a calendar day as that day, never the one before or after", () => {
    expect(calendarDay("2026-11-01")).toBe("1 Nov 2026");
    expect(calendarDay("2026-07-31")).toBe("31 Jul 2026");
    expect(calendarDay(new Date(Date.UTC(2026, 0, 1)))).toBe("1 Jan 2026");
    expect(calendarDayMonth("2026-12-25")).toBe("25 Dec");
  });

  it("never writes the US order the original admin used", () => {
    for (const text of [
      ukDate(Date.UTC(2026, 10, 1)),
      adminDateTime(Date.UTC(2026, 10, 1)),
      calendarDay("2026-11-01"),
    ]) {
      expect(text).not.toMatch(/11\/01\/2026|Nov 1,/);
    }
  });

  it("keeps the storefront blog's short US date (docs/storefront.md, Blog)", () => {
    expect(shortDate("2024-01-05T00:00:00Z")).toBe("Jan 5, 2024");
  });
});

describe("a date and time typed on the site's clock (docs/admin.md, Schedule)", () => {
  const moment = (text: string) => {
    const read = readSiteDateTime(text);
    return read.ok ? read.date.toISOString() : read.reason;
  };

  it("is London time: GMT in winter, BST in summer", () => {
    expect(moment("2027-01-15T09:00")).toBe("2027-01-15T09:00:00.000Z");
    expect(moment("2027-07-15T09:00")).toBe("2027-07-15T08:00:00.000Z");
    // BST's midnight is the day before in UTC.
    expect(moment("2027-07-01T00:30")).toBe("2027-06-30T23:30:00.000Z");
    // Seconds, as a datetime-local field may send them, are accepted (and dropped).
    expect(moment("2027-01-15T09:00:30")).toBe("2027-01-15T09:00:00.000Z");
  });

  it("refuses what is no date and time, and a time the clocks jump over", () => {
    for (const text of ["", "tomorrow", "2027-01-15", "2027-01-15 09:00", "2027-02-30T09:00"])
      expect(moment(text), text).toBe("format");
    expect(moment("2027-01-15T24:00")).toBe("format");
    // 28 March 2027: the clocks go from 01:00 GMT to 02:00 BST.
    expect(moment("2027-03-28T01:30")).toBe("skipped");
    expect(moment("2027-03-28T00:59")).toBe("2027-03-28T00:59:00.000Z");
    expect(moment("2027-03-28T02:00")).toBe("2027-03-28T01:00:00.000Z");
  });

  it("reads the hour the clocks go back over as its first time (BST)", () => {
    // 31 October 2027: 01:00 to 02:00 comes twice, first in BST then in GMT.
    expect(moment("2027-10-31T01:30")).toBe("2027-10-31T00:30:00.000Z");
    expect(moment("2027-10-31T02:00")).toBe("2027-10-31T02:00:00.000Z");
  });

  it("gives a moment back as the field's value and as a label naming the zone", () => {
    for (const text of ["2027-01-15T09:00", "2027-07-01T00:30", "2027-10-31T01:30"]) {
      const read = readSiteDateTime(text);
      expect(read.ok && siteDateTimeInput(read.date)).toBe(text);
    }
    expect(siteDateTimeLabel(Date.UTC(2027, 6, 15, 8, 0))).toBe(
      "15 Jul 2027, 09:00 (Europe/London)",
    );
  });
});

describe("one formatter", () => {
  /** Every source file of the app. */
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    });
  }

  it("is the only place that turns a date into text", () => {
    const app = path.resolve(__dirname, "../../app");
    const own = path.join(app, "utils", "dates.ts");
    const offenders = sources(app)
      .filter((file) => file !== own)
      .filter((file) =>
        /Intl\.DateTimeFormat|toLocaleDateString|toLocaleTimeString|"en-US"|Date\([^)]*\)\.toLocaleString/.test(
          fs.readFileSync(file, "utf8"),
        ),
      )
      .map((file) => path.relative(app, file));
    expect(offenders).toEqual([]);
  });
});

describe("a date and time on the UK clock (the catalogue CSV's publish_at)", () => {
  it("is written in ISO 8601 with its offset: GMT in winter, BST in summer", () => {
    expect(ukIsoDateTime(Date.UTC(2027, 0, 15, 9, 30))).toBe("2027-01-15T09:30+00:00");
    expect(ukIsoDateTime(Date.UTC(2027, 5, 1, 8, 0))).toBe("2027-06-01T09:00+01:00");
    expect(ukIsoDateTime(Date.UTC(2027, 5, 1, 8, 0, 5))).toBe("2027-06-01T09:00:05+01:00");
  });

  it("is read as written: on the UK clock without an offset, that moment with one", () => {
    const read = (text: string) => parseUkDateTime(text)?.toISOString() ?? null;
    expect(read("2027-06-01T09:00")).toBe("2027-06-01T08:00:00.000Z");
    expect(read("2027-06-01 09:00:30")).toBe("2027-06-01T08:00:30.000Z");
    expect(read("2027-01-15T09:00")).toBe("2027-01-15T09:00:00.000Z");
    expect(read("2027-06-01T09:00+01:00")).toBe("2027-06-01T08:00:00.000Z");
    expect(read("2027-06-01T08:00Z")).toBe("2027-06-01T08:00:00.000Z");
    expect(read("2027-06-01T09:00-0500")).toBe("2027-06-01T14:00:00.000Z");
    // What it writes, it reads back.
    const moment = Date.UTC(2027, 9, 31, 0, 30);
    expect(parseUkDateTime(ukIsoDateTime(moment))?.getTime()).toBe(moment);
    // The hour the clocks repeat in October: its first time round (BST).
    expect(read("2027-10-31T01:30")).toBe("2027-10-31T00:30:00.000Z");
    // The hour they skip in March, and what is no date and time at all.
    for (const text of ["2027-03-28T01:30", "2027-02-30T09:00", "2027-06-01T24:00", "1 June", ""])
      expect(read(text), text).toBeNull();
  });
});

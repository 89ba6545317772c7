/**
 * Settings staff change in the panel: one row per key in the settings table, its value JSON.
 * Every key has a type and a default here, so a fresh database (no rows) behaves as the specs
 * say, and a stored value that no longer fits its type falls back to the default instead of
 * breaking a page.
 */
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { settings } from "../../db/schema";
import { db } from "~/db.server";
import { audit, type Actor } from "~/models/audit.server";

/** Each setting's type, and its default: how the site behaves until staff change it. */
const SETTINGS = {
  /** New reviews wait for staff before they show (docs/decisions.md, Reviews: off by default). */
  reviewsNeedApproval: z.boolean().catch(false),
  /** Every staff account must sign in with a second step (docs/admin.md, Two-factor sign-in). */
  twoFactorRequired: z.boolean().catch(false),
} as const;

export type Settings = { [K in keyof typeof SETTINGS]: z.output<(typeof SETTINGS)[K]> };
export type SettingKey = keyof Settings;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** The defaults, as a fresh database has them. */
export const DEFAULT_SETTINGS: Settings = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, SETTINGS[key].parse(undefined)]),
) as Settings;

const read = <K extends SettingKey>(key: K, value: unknown): Settings[K] =>
  SETTINGS[key].parse(value) as Settings[K];

/** One setting: the stored value, or its default. */
export function getSetting<K extends SettingKey>(key: K): Settings[K] {
  const row = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .get();
  return row ? read(key, row.value) : DEFAULT_SETTINGS[key];
}

/** Every setting, stored or default. */
export function getSettings(): Settings {
  const rows = db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, SETTING_KEYS))
    .all();
  const result = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    const key = row.key as SettingKey;
    (result as Record<SettingKey, unknown>)[key] = read(key, row.value);
  }
  return result;
}

/** Whether a new review waits for approval (the reviews screen's switch). */
export function reviewsNeedApproval(): boolean {
  return getSetting("reviewsNeedApproval");
}

export const SETTINGS_SAVED = "Settings saved successfully";

/** Stores the settings given (the others keep their value), audited, in one transaction. */
export function updateSettings(actor: Actor, patch: Partial<Settings>): Settings {
  return db.transaction(() => {
    const before = getSettings();
    const changed = SETTING_KEYS.filter(
      (key) => patch[key] !== undefined && patch[key] !== before[key],
    );
    for (const key of changed) {
      const value = patch[key];
      db.insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
        .run();
    }
    const after = getSettings();
    if (changed.length) {
      audit(actor, {
        action: "update",
        entity: "setting",
        entityId: changed.join(","),
        summary: `Changed settings: ${changed.join(", ")}`,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
    }
    return after;
  });
}

/**
 * The company details (name, address, number, e-mail, phone) come from configuration, not from
 * this table, so nothing in the database moved when they changed. They are recorded here, under
 * a key of their own that is no setting of the panel: when the configuration differs from the
 * record, the record is rewritten, which moves its `updated_at` (the time they changed) and the
 * content counter (its triggers, migration 0010). What is built from them (the generated
 * datasheet, docs/variants.md) follows both. Checked once per process and configuration.
 */
const COMPANY_DETAILS = "companyDetails";
let companyDetailsSeen: { details: string; changedAt: Date } | undefined;

export function companyDetailsChangedAt(details: Record<string, string>): Date {
  const value = JSON.stringify(details);
  if (companyDetailsSeen?.details === value) return companyDetailsSeen.changedAt;
  const recorded = () =>
    db
      .select({ value: settings.value, updatedAt: settings.updatedAt })
      .from(settings)
      .where(eq(settings.key, COMPANY_DETAILS))
      .get();
  const current = (row: ReturnType<typeof recorded>) =>
    row && JSON.stringify(row.value) === value ? row.updatedAt : null;
  // Read first: only a process that finds them changed takes the write lock (and reads again
  // under it, as another process may have just recorded them).
  const changedAt =
    current(recorded()) ??
    db.transaction(
      () => {
        const now = new Date();
        const again = current(recorded());
        if (again) return again;
        db.insert(settings)
          .values({ key: COMPANY_DETAILS, value: details, updatedAt: now })
          .onConflictDoUpdate({ target: settings.key, set: { value: details, updatedAt: now } })
          .run();
        return now;
      },
      { behavior: "immediate" },
    );
  companyDetailsSeen = { details: value, changedAt };
  return changedAt;
}

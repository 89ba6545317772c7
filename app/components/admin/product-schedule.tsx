/**
 * The product editor's Schedule panel (docs/admin.md, Schedule): when a product that is not
 * published goes live, on the site's clock, said with its time zone; a form to schedule it (or
 * move its schedule, `intent=schedule`) and, while scheduled, one button to cancel it
 * (`intent=unschedule`, a second button of the same form). A published product has nothing to
 * schedule.
 */
import {
  FormAlert,
  InputField,
  KitForm,
  SubmitButton,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { SITE_TIME_ZONE } from "~/constants";
import type { FormConstraints } from "~/utils/constraints.server";
import { Panel } from "./page";

export type ScheduleView = {
  status: "draft" | "published" | "archived";
  /** "15 Jan 2027, 09:00 (Europe/London)", or null when not scheduled. */
  at: string | null;
  /** The same moment as the field's value (`2027-01-15T09:00`), or "". */
  input: string;
};

const STATE = {
  draft: "This product is a draft: visitors do not see it.",
  archived: "This product is archived: visitors do not see it.",
} as const;

export function ProductSchedulePanel({
  schedule,
  constraints,
}: {
  schedule: ScheduleView;
  constraints: FormConstraints;
}) {
  const [form, fields] = useKitForm({
    id: "schedule-product",
    constraints,
    lastResult: useFormResult("schedule"),
    defaultValue: { publishAt: schedule.input },
  });
  return (
    <Panel className="adm-form-panel adm-form-panel--wide" labelledBy="schedule-title">
      <h2 id="schedule-title">Schedule</h2>
      {schedule.status === "published" ? (
        <p>
          This product is published: visitors see it, so there is nothing to schedule. A draft or
          archived product can be given a time to go live.
        </p>
      ) : (
        <>
          <p>
            {STATE[schedule.status]}{" "}
            {schedule.at ? (
              <>
                It goes live on <strong>{schedule.at}</strong>.
              </>
            ) : (
              "It is not scheduled."
            )}
          </p>
          <KitForm form={form} constraints={constraints} className="admin-form adm-schedule-form">
            <FormAlert form={form} />
            <InputField
              meta={fields.publishAt}
              label="Publish at"
              type="datetime-local"
              hint={`A date and time in ${SITE_TIME_ZONE} time (GMT, or BST in summer).`}
            />
            <div className="admin-form__actions">
              <SubmitButton name="intent" value="schedule" busyText="Scheduling">
                {schedule.at ? "Reschedule" : "Schedule"}
              </SubmitButton>
              {schedule.at ? (
                <button type="submit" name="intent" value="unschedule" className="btn btn--outline">
                  Unschedule
                </button>
              ) : null}
            </div>
          </KitForm>
        </>
      )}
    </Panel>
  );
}

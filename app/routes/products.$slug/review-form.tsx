import { inputProps, type SubmissionResult } from "~/components/form-state";
import {
  ContactFields,
  FieldError,
  FormAlert,
  InputField,
  ModalForm,
  SubmitButton,
  TextareaField,
  useModalForm,
} from "~/components/forms";
import { HoneypotField } from "~/components/honeypot";
import { RATING_MAX } from "~/constants";
import type { FormConstraints } from "~/utils/constraints.server";
import { EmailVerification } from "./email-verification";

/**
 * Radio buttons move to the next one on Right and Down: for a rating, Down should mean fewer
 * stars. Up and Down are turned into Right and Left.
 */
function upMeansMore(e: React.KeyboardEvent<HTMLDivElement>) {
  if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return;
  const radios = Array.from(
    e.currentTarget.querySelectorAll<HTMLInputElement>("input[type=radio]"),
  );
  const current = radios.findIndex((r) => r === document.activeElement);
  if (current < 0) return;
  e.preventDefault();
  const next =
    radios[Math.max(0, Math.min(radios.length - 1, current + (e.key === "ArrowUp" ? 1 : -1)))];
  next.focus();
  next.click();
}

const FIELD_ORDER = ["name", "email", "selectedCountry", "phone", "rating", "heading", "comment"];

/** The review modal's form (docs/storefront.md, Reviews): posts to the page's `review` intent. */
export function ReviewForm({
  slug,
  action,
  constraints,
  lastResult,
}: {
  slug: string;
  action: string;
  constraints: FormConstraints;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, focus } = useModalForm(
    { id: "review-form", constraints, lastResult, defaultValue: { slug } },
    FIELD_ORDER,
  );
  return (
    <ModalForm form={form} constraints={constraints} action={action}>
      {/* The default button: Enter in a field submits the review, not the code step below. */}
      <button
        type="submit"
        name="intent"
        value="review"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <HoneypotField />
      <input type="hidden" name="slug" value={slug} />
      <FormAlert form={form} firstField />
      <ContactFields fields={fields} autoFocus={focus} />
      <EmailVerification otp={fields.otp} />
      <fieldset
        className="field rating-input"
        aria-describedby={fields.rating.errors?.length ? fields.rating.errorId : undefined}
        data-invalid={fields.rating.errors?.length ? true : undefined}
      >
        <legend>Rating</legend>
        {/* One star to five in reading order: Right and Up give more stars, Left and Down fewer. */}
        <div className="rating-input__stars" onKeyDown={upMeansMore}>
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
            <span key={n}>
              <input
                {...inputProps(fields.rating, { type: "radio", value: String(n) })}
                id={`rating-${n}`}
                autoFocus={focus === "rating" && n === 1}
              />
              <label htmlFor={`rating-${n}`} title={`${n} star${n > 1 ? "s" : ""}`}>
                <span className="visually-hidden">
                  {n} star{n > 1 ? "s" : ""}
                </span>
              </label>
            </span>
          ))}
        </div>
        <FieldError errors={fields.rating.errors} id={fields.rating.errorId} />
      </fieldset>
      <InputField meta={fields.heading} label="Heading" autoFocus={focus === "heading"} />
      <TextareaField meta={fields.comment} label="Comment" autoFocus={focus === "comment"} />
      <SubmitButton name="intent" value="review" busyText="Submitting...">
        Submit
      </SubmitButton>
      <p className="form-note">All fields are required. Your e-mail and phone are never shown.</p>
    </ModalForm>
  );
}

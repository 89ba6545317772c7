import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import {
  ContactFields,
  FieldError,
  FormAlert,
  InputField,
  KitForm,
  TextareaField,
  useKitForm,
} from "~/components/forms";
import { HoneypotField } from "~/components/honeypot";
import { RATING_MAX } from "~/constants";
import type { FormConstraints } from "~/utils/constraints.server";
import { EmailVerification } from "./email-verification";

/** The review modal's form (storefront.md §4): posts to the product page's `review` intent. */
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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const [form, fields] = useKitForm({
    id: "review-form",
    constraints,
    lastResult,
    defaultValue: { slug },
  });
  const firstError = Object.values(form.allErrors)[0]?.[0];
  return (
    <KitForm
      form={form}
      constraints={constraints}
      action={action}
      preventScrollReset
      className="stack-form"
    >
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
      {firstError && !form.errors?.length && (
        <p className="form-alert" role="alert">
          {firstError}
        </p>
      )}
      <FormAlert form={form} />
      <ContactFields fields={fields} />
      <EmailVerification otp={fields.otp} />
      <fieldset className="field rating-input" aria-describedby={fields.rating.errorId}>
        <legend>Rating</legend>
        <div className="rating-input__stars">
          {Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((n) => (
            <span key={n}>
              <input
                {...getInputProps(fields.rating, { type: "radio", value: String(n) })}
                id={`rating-${n}`}
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
      <InputField meta={fields.heading} label="Heading" />
      <TextareaField meta={fields.comment} label="Comment" />
      <button type="submit" name="intent" value="review" className="btn" disabled={busy}>
        {busy ? "Submitting..." : "Submit"}
      </button>
      <p className="form-note">All fields are required. Your e-mail and phone are never shown.</p>
    </KitForm>
  );
}

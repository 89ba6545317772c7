import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { CountrySelect } from "~/components/country-select";
import { FieldError } from "~/components/field-error";
import { HoneypotField } from "~/components/honeypot";
import { createContactMessage } from "~/models/contact.server";
import { useRootData } from "~/root";
import { ContactLimits, ContactSchema, SENT_MESSAGE, UNEXPECTED_ERROR } from "~/schemas/contact";
import { findCountry } from "~/utils/countries";
import { isBot } from "~/utils/honeypot";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "Contact Us",
    "Talk to BEL Cables: sales and export enquiries, opening hours and our UK address.",
    location,
  );

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (isBot(formData)) {
    return Response.json(
      { result: { status: "error", error: { "": ["Form not accepted."] } } },
      { status: 400 },
    );
  }
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") {
    return Response.json({ result: submission.reply() }, { status: 400 });
  }
  try {
    createContactMessage(submission.value);
  } catch (error) {
    console.error("contact message not stored", error);
    return Response.json(
      { result: submission.reply({ formErrors: [UNEXPECTED_ERROR] }) },
      { status: 503 },
    );
  }
  // Post/redirect/get: a fresh, empty form and the confirmation.
  return redirect("/contact-us?sent=1#contact-form");
}

export default function ContactUs() {
  const site = useRootData()?.site;
  const data = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined;
  const location = useLocation();
  const sent = new URLSearchParams(location.search).get("sent") === "1" && !data;
  return (
    <div className="container page contact-page">
      <header className="page-head">
        <h1>Contact Us</h1>
        <p>Questions about a cable, a project schedule or an export order? Our engineers answer.</p>
      </header>
      <div className="contact-grid">
        <aside className="contact-card" aria-label="Our details">
          <h2>Head office</h2>
          <address>{site?.address}</address>
          <h2>Export enquiries</h2>
          <p>
            <a href={`mailto:${site?.exportEmail}`}>{site?.exportEmail}</a>
          </p>
          <h2>Sales</h2>
          <p>
            <a href={`mailto:${site?.email}`}>{site?.email}</a>
            <br />
            <a href={`tel:${site?.phone.replace(/\s/g, "")}`}>{site?.phone}</a>
          </p>
          <h2>Opening hours</h2>
          <dl className="hours">
            <dt>Monday to Saturday</dt>
            <dd>9am-5pm</dd>
            <dt>Sunday</dt>
            <dd>closed</dd>
          </dl>
          <p className="muted">
            {site?.legalName}, company registration ID {site?.companyNumber}
          </p>
        </aside>
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          {/* Keyed on the location: after a message is sent, every field is empty again. */}
          <ContactForm key={location.key} lastResult={data?.result} sent={sent} />
        </section>
      </div>
    </div>
  );
}

function ContactForm({
  lastResult,
  sent,
}: {
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/contact-us");
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint: getZodConstraint(ContactSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  });
  const [dial, setDial] = useState(
    () => findCountry(fields.selectedCountry.initialValue as string)?.dialCode ?? "",
  );
  return (
    <Form
      method="post"
      action="/contact-us"
      {...getFormProps(form)}
      noValidate
      className="stack-form"
    >
      <HoneypotField />
      {sent && (
        <p className="form-success" role="status">
          {SENT_MESSAGE}
        </p>
      )}
      {form.errors?.length ? (
        <p className="form-alert" role="alert">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={fields.name.id}>Name</label>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          maxLength={ContactLimits.name}
          autoComplete="name"
        />
        <FieldError errors={fields.name.errors} id={fields.name.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.email.id}>Email</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          maxLength={ContactLimits.email}
          autoComplete="email"
        />
        <FieldError errors={fields.email.errors} id={fields.email.errorId} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={fields.selectedCountry.id}>Country</label>
          <CountrySelect field={fields.selectedCountry} onDialCode={setDial} />
          <FieldError errors={fields.selectedCountry.errors} id={fields.selectedCountry.errorId} />
        </div>
        <div className="field">
          <label htmlFor="contact-dial">Dial code</label>
          <input
            id="contact-dial"
            name="countryCode"
            type="text"
            readOnly
            value={dial ? `+${dial}` : ""}
            placeholder="+"
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={fields.phone.id}>Phone</label>
        <input
          {...getInputProps(fields.phone, { type: "tel" })}
          inputMode="numeric"
          pattern="[0-9]*"
          minLength={4}
          maxLength={15}
          autoComplete="tel-national"
        />
        <FieldError errors={fields.phone.errors} id={fields.phone.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.subject.id}>
          Subject <span className="muted">(optional)</span>
        </label>
        <input
          {...getInputProps(fields.subject, { type: "text" })}
          maxLength={ContactLimits.subject}
        />
        <FieldError errors={fields.subject.errors} id={fields.subject.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.message.id}>Message</label>
        <textarea
          {...getTextareaProps(fields.message)}
          rows={6}
          maxLength={ContactLimits.message}
        />
        <FieldError errors={fields.message.errors} id={fields.message.errorId} />
      </div>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? "SENDING..." : "SEND"}
      </button>
    </Form>
  );
}

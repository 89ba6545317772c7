import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  ContactFields,
  FormAlert,
  InputField,
  KitForm,
  optionalLabel,
  TextareaField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { HoneypotField } from "~/components/honeypot";
import { ContactLimits } from "~/constants";
import { submitContactMessage } from "~/models/contact.server";
import { clientAddress } from "~/utils/client-address.server";
import { useRootData } from "~/components/root-data";
import { ContactSchema, SENT_MESSAGE } from "~/schemas/contact";
import { constraintsOf } from "~/utils/constraints.server";
import { submitForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "Contact Us",
    "Talk to {brand}: sales and export enquiries, opening hours and our UK address.",
    location,
  );

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const sent = params.get("sent") === "1";
  // ?subject=…&message=… fill the form in (the listing's "Ask our engineers" link does).
  const prefill = (key: "subject" | "message") =>
    params.get(key)?.trim().slice(0, ContactLimits[key]) || undefined;
  return {
    constraints: constraintsOf(ContactSchema),
    sentMessage: sent ? SENT_MESSAGE : null,
    prefill: sent ? {} : { subject: prefill("subject"), message: prefill("message") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitForm(
    request,
    ContactSchema,
    async (value) => {
      await submitContactMessage(value, { address: clientAddress(request) });
      // Post/redirect/get: the confirmation in place of the form, scrolled to (clear of the
      // sticky header) with JavaScript as without; "Send another message" gives an empty form.
      return redirect("/contact-us?sent=1#contact-sent");
    },
    { honeypot: true },
  );
}

export default function ContactUs() {
  const site = useRootData()?.site;
  const { sentMessage } = useLoaderData<typeof loader>();
  const location = useLocation();
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
          {sentMessage ? (
            <SentPanel message={sentMessage} />
          ) : (
            // Keyed on the location: after a message is sent, every field is empty again.
            <ContactForm key={location.key} />
          )}
        </section>
      </div>
    </div>
  );
}

/** The confirmation, where the form was: focused, so it is read out and in view. */
function SentPanel({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div className="sent-panel" id="contact-sent" tabIndex={-1} ref={ref} role="status">
      <p className="sent-panel__title">{message}</p>
      <p>Thank you for writing to us. We will reply to the e-mail address you gave.</p>
      <Link className="btn btn--outline" to="/contact-us">
        Send another message
      </Link>
    </div>
  );
}

function ContactForm() {
  const { constraints, prefill } = useLoaderData<typeof loader>();
  const lastResult = useFormResult();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/contact-us");
  const [form, fields] = useKitForm({
    id: "contact-form",
    constraints,
    lastResult,
    defaultValue: prefill,
  });
  return (
    <KitForm form={form} constraints={constraints} action="/contact-us" className="stack-form">
      <HoneypotField />
      <FormAlert form={form} />
      <ContactFields fields={fields} />
      <InputField meta={fields.subject} label={optionalLabel("Subject")} />
      <TextareaField meta={fields.message} label="Message" rows={6} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? "SENDING..." : "SEND"}
      </button>
    </KitForm>
  );
}

/**
 * The quote basket (docs/quotes.md, Quote basket): the lines gathered from product pages, each
 * changed or removed in place, and the form that sends them to sales as one enquiry. Every change
 * is a plain form post answered by a redirect: the same with JavaScript off.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { MeasureFields, QuantityField } from "~/components/add-to-quote";
import {
  ContactFields,
  FormAlert,
  InputField,
  KitForm,
  optionalLabel,
  SubmitButton,
  TextareaField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { HoneypotField } from "~/components/honeypot";
import {
  addToBasket,
  basketChatUrl,
  basketCookieHeader,
  basketView,
  readBasket,
  removeBasketLine,
  submitQuoteBasket,
  updateBasketLine,
  type BasketView,
} from "~/models/quote-basket.server";
import {
  ADDED_TO_QUOTE,
  AddToQuoteSchema,
  QUOTE_UPDATED,
  QuoteRequestSchema,
  RemoveLineSchema,
  UpdateLineSchema,
} from "~/schemas/quote-basket";
import { clientAddress } from "~/utils/client-address.server";
import { constraintsOf } from "~/utils/constraints.server";
import { DomainError } from "~/utils/domain-error";
import { readFormData, submitForm, unknownIntent } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { describeLine } from "~/utils/quote-line";
import { safeRedirect } from "~/utils/redirect";
import { siteOrigin } from "~/utils/site-url.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { z } from "zod";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "Your quote",
    "The products you want priced: send the list to the {brand} sales team.",
    location,
  );

const REFERENCE = /^Q-\d{6,}$/;

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get("sent");
  const lines = basketView(await readBasket(request));
  return {
    lines,
    sent: sent && REFERENCE.test(sent) ? sent : null,
    chatUrl: lines.length ? basketChatUrl(lines) : null,
    constraints: constraintsOf(QuoteRequestSchema),
  };
}

/** The first message of a failed parse, for the toast of a line's form. */
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? "Invalid input";

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const fields = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const basket = await readBasket(request);

  /** Writes the basket and goes back to `to` with a toast. */
  const changed = async (lines: typeof basket, to: string, message: string) =>
    redirectWithToast(
      to,
      { message },
      { headers: { "Set-Cookie": await basketCookieHeader(lines) } },
    );
  const refused = (to: string, message: string) =>
    redirectWithToast(to, { type: "error", message });

  if (intent === "add") {
    const back = safeRedirect(fields.back, "/quote");
    const parsed = AddToQuoteSchema.safeParse(fields);
    if (!parsed.success) return refused(back, firstIssue(parsed.error));
    try {
      return await changed(addToBasket(basket, parsed.data), back, ADDED_TO_QUOTE);
    } catch (error) {
      if (error instanceof DomainError) return refused(back, error.message);
      throw error;
    }
  }
  if (intent === "update" || intent === "remove") {
    const parsed = (intent === "update" ? UpdateLineSchema : RemoveLineSchema).safeParse(fields);
    if (!parsed.success) return refused("/quote", firstIssue(parsed.error));
    try {
      const lines =
        intent === "update"
          ? updateBasketLine(
              basket,
              parsed.data.line,
              parsed.data as z.infer<typeof UpdateLineSchema>,
            )
          : removeBasketLine(basket, parsed.data.line);
      return await changed(lines, "/quote", QUOTE_UPDATED);
    } catch (error) {
      if (error instanceof DomainError) return refused("/quote", error.message);
      throw error;
    }
  }
  if (intent === "send") {
    return submitForm(
      request,
      QuoteRequestSchema,
      async (value) => {
        const { reference } = await submitQuoteBasket(value, basket, {
          address: clientAddress(request),
          origin: siteOrigin(request),
        });
        return redirect(`/quote?sent=${reference}#quote-sent`, {
          headers: { "Set-Cookie": await basketCookieHeader([]) },
        });
      },
      { honeypot: true, formData, intent: "send" },
    );
  }
  return unknownIntent(intent);
}

export default function Quote() {
  const { lines, sent, chatUrl } = useLoaderData<typeof loader>();
  return (
    <div className="container page quote-page">
      <header className="page-head">
        <h1>Your quote</h1>
        <p>Gather the products of a job, then send the list to our sales team for a price.</p>
      </header>
      {sent && (
        <div className="sent-panel" id="quote-sent" role="status" tabIndex={-1}>
          <p className="sent-panel__title">Thank you: your quote request has been sent.</p>
          <p>
            Your reference is <strong className="quote-reference">{sent}</strong>. We have sent you
            a copy by e-mail, and our sales team will reply shortly.
          </p>
        </div>
      )}
      {lines.length === 0 ? (
        !sent && (
          <p>
            Your quote is empty. Choose <strong>Add to quote</strong> on a product&apos;s page to
            add it. <Link to="/products">Browse products</Link>
          </p>
        )
      ) : (
        <>
          <section aria-labelledby="quote-lines-title">
            <h2 id="quote-lines-title">Products</h2>
            <ol className="quote-lines">
              {lines.map((line, index) => (
                <QuoteLine key={`${line.slug}-${index}`} line={line} index={index} />
              ))}
            </ol>
            {chatUrl && (
              <p>
                Prefer to talk it through?{" "}
                <a href={chatUrl} target="_blank" rel="noopener noreferrer">
                  Send this list on WhatsApp
                </a>
              </p>
            )}
          </section>
          <section aria-labelledby="quote-send-title">
            <h2 id="quote-send-title">Send your request</h2>
            <SendForm />
          </section>
        </>
      )}
    </div>
  );
}

function QuoteLine({ line, index }: { line: BasketView; index: number }) {
  const id = useId();
  return (
    <li className="quote-line">
      <Form method="post" action="/quote" preventScrollReset className="quote-line__form">
        <p className="quote-line__name">
          <Link to={`/products/${line.slug}`}>{line.name}</Link>{" "}
          <span className="muted">{describeLine(line)}</span>
        </p>
        <input type="hidden" name="line" value={index} />
        <div className="field-row">
          <QuantityField id={id} value={line.qty} />
          {line.soldByLength && (
            <MeasureFields
              id={id}
              measure={line.length ? "length" : "drum"}
              length={line.length}
              drum={line.drum}
            />
          )}
        </div>
        <button type="submit" name="intent" value="update" className="btn btn--outline">
          Update
        </button>{" "}
        <button type="submit" name="intent" value="remove" className="btn btn--outline">
          Remove<span className="visually-hidden"> {line.name}</span>
        </button>
      </Form>
    </li>
  );
}

function SendForm() {
  const { constraints } = useLoaderData<typeof loader>();
  const lastResult = useFormResult("send");
  const [form, fields] = useKitForm({ id: "quote-send", constraints, lastResult });
  return (
    <KitForm form={form} constraints={constraints} action="/quote" className="stack-form">
      <HoneypotField />
      <FormAlert form={form} />
      <ContactFields fields={fields} />
      <InputField meta={fields.company} label="Company" autoComplete="organization" />
      <TextareaField meta={fields.message} label={optionalLabel("Message")} rows={4} />
      <SubmitButton name="intent" value="send" className="btn btn--accent" busyText="Sending...">
        Send quote request
      </SubmitButton>
    </KitForm>
  );
}

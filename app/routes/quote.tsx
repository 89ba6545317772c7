/**
 * The quote basket (docs/quotes.md, Quote basket): the lines gathered from product pages and the
 * visitor's details, in one form, so that every button sends everything typed: "Send quote
 * request" sends the lines as they read on the screen, and a line's Update or Remove keeps the
 * other lines and the details as typed. Plain form posts: the same with JavaScript off.
 */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
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
  type FieldMeta,
} from "~/components/forms";
import { HoneypotField } from "~/components/honeypot";
import {
  addToBasket,
  applyTypedLines,
  basketChatUrl,
  basketCookieHeader,
  basketView,
  CHOOSE_LENGTH,
  readBasket,
  removeBasketLine,
  sentCookieHeader,
  sentEnquiryLines,
  submitQuoteBasket,
  type BasketView,
} from "~/models/quote-basket.server";
import {
  ADDED_TO_QUOTE,
  AddToQuoteSchema,
  QUOTE_UPDATED,
  quoteIntent,
  QuoteLinesSchema,
  QuoteRequestSchema,
  QuoteSendSchema,
} from "~/schemas/quote-basket";
import { clientAddress } from "~/utils/client-address.server";
import { constraintsOf } from "~/utils/constraints.server";
import { DomainError } from "~/utils/domain-error";
import { readFormData, submitForm, unknownIntent } from "~/utils/form.server";
import { PRIVATE_CACHE_CONTROL } from "~/utils/http-cache.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/redirect";
import { siteOrigin } from "~/utils/site-url.server";
import { redirectWithToast } from "~/utils/toast.server";
import { imageRenditions, PLACEHOLDER_IMAGE } from "~/utils/uploads";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "Your quote",
    "The products you want priced: send the list to the {brand} sales team.",
    location,
  );

/** A basket holder's page is theirs alone: its loader says so (below). */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const own = loaderHeaders.get("Cache-Control");
  if (own) headers.set("Cache-Control", own);
  return headers;
};

const REFERENCE = /^Q-\d{6,}$/;
/** The one form's id; its result comes back under this intent, whichever button sent it. */
const FORM_ID = "quote-form";

export async function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get("sent");
  const sent = asked && REFERENCE.test(asked) ? asked : null;
  // The confirmation lists what was sent to the browser that sent it (docs/quotes.md, Sending).
  const sentLines = sent ? await sentEnquiryLines(request, sent) : null;
  const basket = await readBasket(request);
  const lines = basketView(basket);
  const headers = new Headers();
  if (sentLines) headers.set("Set-Cookie", sentLines.clear);
  // The lines are this visitor's: never a shared copy, not even one per number of lines
  // (docs/page-cache.md). An empty basket's page is everyone's.
  if (basket.length) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return data(
    {
      lines,
      // Lines whose products are no longer on the site: left out, and said so.
      leftOut: basket.length - lines.length,
      sent,
      sentLines: sentLines?.lines ?? null,
      chatUrl: lines.length ? basketChatUrl(lines) : null,
      constraints: constraintsOf(QuoteRequestSchema),
    },
    { headers },
  );
}

/** The first message of a failed parse, for the toast of Add to quote. */
const firstIssue = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? "Invalid input";

/**
 * A page from before the one form (a tab left open) sends `intent=update|remove` with `line` and
 * that line's unprefixed fields: read as the one form's names.
 */
function legacyLine(formData: FormData) {
  const line = formData.get("line");
  if (typeof line !== "string" || !/^\d{1,2}$/.test(line)) return;
  formData.set("intent", `${formData.get("intent")}:${line}`);
  for (const name of ["qty", "measure", "length", "drum"]) {
    const value = formData.get(name);
    if (typeof value === "string") formData.set(`lines[${line}].${name}`, value);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const basket = await readBasket(request);

  if (formData.get("intent") === "add") {
    const fields = Object.fromEntries(
      [...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const back = safeRedirect(fields.back, "/quote");
    const refused = (to: string, message: string) =>
      redirectWithToast(to, { type: "error", message });
    const parsed = AddToQuoteSchema.safeParse(fields);
    if (!parsed.success) return refused(back, firstIssue(parsed.error));
    try {
      const lines = addToBasket(basket, parsed.data);
      return redirectWithToast(
        back,
        { message: ADDED_TO_QUOTE },
        { headers: { "Set-Cookie": await basketCookieHeader(lines) } },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Cut cable sent without its length (a card's button): to the choice on its page.
      const to = error.message === CHOOSE_LENGTH ? `/products/${parsed.data.slug}#quote` : back;
      return refused(to, error.message);
    }
  }

  if (formData.has("line")) legacyLine(formData);
  const intent = quoteIntent(formData.get("intent"));
  if (!intent) return unknownIntent(formData.get("intent"));
  const options = { formData, intent: FORM_ID };

  if (intent.kind === "send") {
    return submitForm(
      request,
      QuoteSendSchema,
      async ({ lines: typed, ...value }) => {
        const { id, reference } = await submitQuoteBasket(value, applyTypedLines(basket, typed), {
          address: clientAddress(request),
          origin: siteOrigin(request),
        });
        const headers = new Headers();
        headers.append("Set-Cookie", await basketCookieHeader([]));
        headers.append("Set-Cookie", await sentCookieHeader(id));
        return redirect(`/quote?sent=${reference}#quote-sent`, { headers });
      },
      { ...options, honeypot: true },
    );
  }

  // Update or Remove: the lines as typed are kept (the removed one left out of the check), and the
  // page comes back with the details as typed too: answered with the page, not a redirect, which
  // would lose them without JavaScript.
  const removed = intent.kind === "remove" ? intent.line : undefined;
  if (removed !== undefined) {
    for (const name of [...formData.keys()]) {
      if (name.startsWith(`lines[${removed}].`)) formData.delete(name);
    }
  }
  return submitForm(
    request,
    QuoteLinesSchema,
    async ({ lines: typed }) => {
      const kept = applyTypedLines(basket, typed);
      const lines = removed === undefined ? kept : removeBasketLine(kept, removed);
      const shown = basketView(lines);
      // The details as typed; the lines are read from the basket, whose indexes may have moved.
      const values = Object.fromEntries(
        [...formData].filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === "string" && !entry[0].startsWith("lines[") && entry[0] !== "intent",
        ),
      );
      const result: SubmissionResult<string[]> = { status: "success", initialValue: values };
      return data(
        {
          intent: FORM_ID,
          result,
          lines: shown,
          leftOut: lines.length - shown.length,
          chatUrl: shown.length ? basketChatUrl(shown) : null,
          message: QUOTE_UPDATED,
        },
        { headers: { "Set-Cookie": await basketCookieHeader(lines) } },
      );
    },
    options,
  );
}

type Changed = { lines: BasketView[]; leftOut: number; chatUrl: string | null; message: string };

export default function Quote() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData() as Partial<Changed> | undefined;
  // After Update or Remove the page is the action's answer (without JavaScript, the loader ran
  // before the action's cookie): its lines are the basket's now.
  const changed = answer?.lines ? (answer as Changed) : null;
  const lines = changed?.lines ?? loaded.lines;
  const leftOut = changed ? changed.leftOut : loaded.leftOut;
  const { sent, sentLines } = loaded;
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
          {sentLines && sentLines.length > 0 && (
            <ol className="sent-panel__lines">
              {sentLines.map((line, i) => (
                <li key={i}>
                  {line.name}: <strong>{line.text}</strong>
                  {line.sku && <span className="muted"> (SKU {line.sku})</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {changed && (
        <p className="form-success" role="status">
          {changed.message}
        </p>
      )}
      {leftOut > 0 && (
        <p className="form-note" role="note">
          {leftOut === 1
            ? "1 product you added is no longer available: it is left out of your quote."
            : `${leftOut} products you added are no longer available: they are left out of your quote.`}
        </p>
      )}
      {lines.length === 0 ? (
        !sent && (
          <p>
            Your quote is empty. Choose <strong>Add to quote</strong> on a product&apos;s page to
            add it. <Link to="/products">Browse products</Link>
          </p>
        )
      ) : (
        <QuoteForm lines={lines} chatUrl={changed ? changed.chatUrl : loaded.chatUrl} />
      )}
    </div>
  );
}

type TypedLine = { qty?: string; measure?: string; length?: string; drum?: string };

function QuoteForm({ lines, chatUrl }: { lines: BasketView[]; chatUrl: string | null }) {
  const { constraints } = useLoaderData<typeof loader>();
  const lastResult = useFormResult(FORM_ID);
  const [form, fields] = useKitForm({ id: FORM_ID, constraints, lastResult });
  // A refused form comes back with the lines as typed (their indexes are the basket's still).
  const typed =
    lastResult?.status === "error"
      ? ((lastResult.initialValue?.lines ?? []) as (TypedLine | undefined)[])
      : [];
  return (
    <KitForm
      form={form}
      constraints={constraints}
      action="/quote"
      preventScrollReset
      className="quote-form"
    >
      {/* The default button: Enter in a field keeps what was typed; it never sends the request. */}
      <button
        type="submit"
        name="intent"
        value="update"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <HoneypotField />
      <section aria-labelledby="quote-lines-title">
        <h2 id="quote-lines-title">Products</h2>
        <ol className="quote-lines">
          {lines.map((line) => (
            // Keyed by the number of lines too: after a removal every line takes its values anew.
            // A line is named by its place in the basket (lines left out keep theirs).
            <QuoteLine
              key={`${lines.length}-${line.index}-${line.slug}`}
              line={line}
              index={line.index}
              fields={fields}
              typed={typed[line.index]}
            />
          ))}
        </ol>
        <p className="muted quote-lines__note">
          Quantities are sent as they read here; Update keeps a change for later.
        </p>
        {chatUrl && (
          <p>
            Prefer to talk it through?{" "}
            <a href={chatUrl} target="_blank" rel="noopener noreferrer">
              Send this list on WhatsApp
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="quote-send-title" className="stack-form">
        <h2 id="quote-send-title">Send your request</h2>
        <ContactFields fields={fields} />
        <InputField meta={fields.company} label="Company" autoComplete="organization" />
        <TextareaField meta={fields.message} label={optionalLabel("Message")} rows={4} />
        <FormAlert form={form} firstField />
        <SubmitButton name="intent" value="send" className="btn btn--accent" busyText="Sending...">
          Send quote request
        </SubmitButton>
      </section>
    </KitForm>
  );
}

const measureOf = (line: BasketView, typed?: TypedLine) => {
  if (typed?.measure === "length" || typed?.measure === "drum") return typed.measure;
  if (typed) return undefined;
  return line.length ? "length" : line.drum ? "drum" : undefined;
};

function QuoteLine({
  line,
  index,
  fields,
  typed,
}: {
  line: BasketView;
  index: number;
  fields: Record<string, FieldMeta>;
  typed?: TypedLine;
}) {
  const id = useId();
  const prefix = `lines[${index}].`;
  const errors = (name: string) => fields[`${prefix}${name}`].errors;
  const measureErrors = [
    ...(errors("measure") ?? []),
    ...(errors("length") ?? []),
    ...(errors("drum") ?? []),
  ];
  const image = line.image && imageRenditions(line.image.stem, line.image.width);
  return (
    <li className="quote-line">
      <img
        className="quote-line__image"
        src={image ? image.src : PLACEHOLDER_IMAGE}
        srcSet={image ? image.srcSet : undefined}
        sizes={image ? "80px" : undefined}
        width={80}
        height={80}
        alt=""
        loading="lazy"
      />
      <div className="quote-line__body">
        <p className="quote-line__name">
          <Link to={`/products/${line.slug}`}>{line.name}</Link>
        </p>
        {line.sku && <p className="quote-line__sku">SKU: {line.sku}</p>}
        <input type="hidden" name={`${prefix}slug`} value={line.slug} />
        <div className="field-row">
          <QuantityField
            id={id}
            name={`${prefix}qty`}
            value={typed?.qty ?? line.qty}
            sale={line.sale}
            errors={errors("qty")}
          />
          {line.sale.kind === "cut" && (
            <MeasureFields
              id={id}
              prefix={prefix}
              measure={measureOf(line, typed)}
              length={typed ? typed.length : line.length}
              drum={typed ? typed.drum : line.drum}
              errors={measureErrors.length ? measureErrors : undefined}
            />
          )}
        </div>
        <div className="quote-line__actions">
          <button
            type="submit"
            name="intent"
            value={`update:${index}`}
            className="btn btn--outline"
          >
            Update<span className="visually-hidden"> {line.name}</span>
          </button>
          <button
            type="submit"
            name="intent"
            value={`remove:${index}`}
            className="btn btn--outline"
          >
            Remove<span className="visually-hidden"> {line.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

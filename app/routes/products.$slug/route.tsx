import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { useState } from "react";
import { CountrySelect } from "~/components/country-select";
import { FieldError } from "~/components/field-error";
import { HoneypotField } from "~/components/honeypot";
import { Stars } from "~/components/stars";
import { UrlModal } from "~/components/url-modal";
import { RATING_MAX } from "~/constants";
import { env } from "~/env.server";
import { siteOrigin } from "~/utils/site-url.server";
import { getProductDetail, type ProductDetail } from "~/models/product.server";
import { createReview } from "~/models/review.server";
import { useRootData } from "~/root";
import { chatUrl, QuotationLimits, QuotationSchema } from "~/schemas/quotation";
import { ALL_FIELDS_REQUIRED, ReviewLimits, ReviewSchema } from "~/schemas/review";
import { findCountry } from "~/utils/countries";
import { isBot } from "~/utils/honeypot";
import { brandOf } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

const BANNER_IMAGE = "/images/product-banner.svg";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const start = performance.now();
  const product = getProductDetail(params.slug ?? "", Number(url.searchParams.get("reviews") ?? 1));
  if (!product) throw new Response("Product not found", { status: 404 });
  return Response.json(
    { product, origin: siteOrigin(request) },
    { headers: { "Server-Timing": `db;dur=${(performance.now() - start).toFixed(1)}` } },
  );
}

type Data = { product: ProductDetail; origin: string };

export async function action({ params, request }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (isBot(formData)) {
    return Response.json(
      { intent, result: { status: "error", error: { "": ["Form not accepted."] } } },
      { status: 400 },
    );
  }
  if (intent === "review") {
    formData.set("slug", slug);
    const submission = parseWithZod(formData, { schema: ReviewSchema });
    if (submission.status !== "success") {
      return Response.json({ intent, result: submission.reply() }, { status: 400 });
    }
    const created = createReview(submission.value);
    if (!created) throw new Response("Product not found", { status: 404 });
    return redirectWithToast(`/products/${slug}#reviews`, {
      type: "success",
      message: "Review submitted successfully",
    });
  }
  if (intent === "quote") {
    const submission = parseWithZod(formData, { schema: QuotationSchema });
    if (submission.status !== "success") {
      return Response.json({ intent, result: submission.reply() }, { status: 400 });
    }
    return redirect(chatUrl(env.CHAT_NUMBER, submission.value));
  }
  return Response.json(
    { intent, result: { status: "error", error: { "": ["Unknown action."] } } },
    { status: 400 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const d = data as unknown as Data | undefined;
  const brand = brandOf(matches);
  if (!d) return [{ title: `PAGE NOT FOUND - ${brand}` }];
  const p = d.product;
  const title = `${p.seoTitle || p.name} - ${brand}`;
  const url = `${d.origin}/products/${p.slug}`;
  const image = p.images[0] ? `${d.origin}${p.images[0].url}` : undefined;
  return [
    { title },
    { name: "description", content: p.seoDescription || p.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: p.seoDescription || p.description.slice(0, 160) },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
  ];
};

export default function ProductPage() {
  const { product, origin } = useLoaderData<typeof loader>() as unknown as Data;
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const imageIndex = Math.min(
    Math.max(0, Number(search.get("image") ?? 0) || 0),
    Math.max(0, product.images.length - 1),
  );
  const main = product.images[imageIndex];
  const pageUrl = `${origin}/products/${product.slug}`;
  const without = (key: string) => {
    const next = new URLSearchParams(search);
    next.delete(key);
    const s = next.toString();
    return `/products/${product.slug}${s ? `?${s}` : ""}`;
  };
  const withParam = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    return `/products/${product.slug}?${next}`;
  };
  const mail = `mailto:?subject=${encodeURIComponent(`${product.name}`)}&body=${encodeURIComponent(
    `I thought you might be interested in ${product.name}:\n${pageUrl}`,
  )}`;

  return (
    <div className="container product-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/products">Products</Link>
          </li>
          <li>
            <Link to={`/products?category=${product.category.slug}`}>{product.category.name}</Link>
          </li>
          {product.subcategory && (
            <li>
              <Link
                to={`/products?category=${product.category.slug}&subcategory=${product.subcategory.slug}`}
              >
                {product.subcategory.name}
              </Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className="product-page__top">
        <div className="gallery">
          <div className="gallery__main">
            {main ? (
              <img
                src={main.url}
                srcSet={main.srcSet}
                sizes="(min-width: 992px) 560px, 92vw"
                width={main.width}
                height={main.height}
                alt={product.imagealt || product.name}
              />
            ) : (
              <img
                src={BANNER_IMAGE}
                width={800}
                height={800}
                alt={product.imagealt || product.name}
              />
            )}
          </div>
          {product.images.length > 1 && (
            <ul className="gallery__thumbs" aria-label="Product images">
              {product.images.map((img, i) => (
                <li key={img.id}>
                  <Link
                    to={withParam("image", String(i))}
                    preventScrollReset
                    replace
                    className={i === imageIndex ? "is-current" : undefined}
                    aria-current={i === imageIndex ? "true" : undefined}
                    aria-label={`Show image ${i + 1} of ${product.images.length}`}
                  >
                    <img
                      src={img.srcSet.split(" ")[0] || img.url}
                      alt=""
                      width={100}
                      height={100}
                      loading="lazy"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="product-summary">
          <Link
            className="product-summary__category"
            to={`/products?category=${product.category.slug}`}
          >
            {product.category.name}
          </Link>
          <h1>{product.name}</h1>
          <p className="product-summary__ref">Reference: {product.shortdescription}</p>
          <p className="product-summary__rating">
            <Stars rating={product.ratings} />{" "}
            <a href="#reviews">
              {product.numOfReviews} {product.numOfReviews === 1 ? "review" : "reviews"}
            </a>
          </p>
          <ProductActions product={product} quoteTo={withParam("quote", "1")} mail={mail} />
        </div>
      </div>

      <div className="product-sections">
        <details open className="section-toggle" id="description">
          <summary>Description</summary>
          <div className="section-toggle__body">
            <p className="product-description">{product.description}</p>
            <ProductActions product={product} quoteTo={withParam("quote", "1")} mail={mail} />
          </div>
        </details>

        {product.specifications.length > 0 && (
          <details open className="section-toggle" id="additional-information">
            <summary>Additional Information</summary>
            <div className="section-toggle__body">
              <table className="spec-table">
                <tbody>
                  {product.specifications.map((s) => (
                    <tr key={s.spec.id}>
                      <th scope="row">{s.spec.title}</th>
                      <td>{s.value.title}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}

        <details open className="section-toggle" id="reviews">
          <summary>Reviews ({product.numOfReviews})</summary>
          <div className="section-toggle__body">
            <Link className="btn" to={withParam("review", "new")} preventScrollReset>
              Add review
            </Link>
            {product.reviews.length === 0 ? (
              <p className="muted">No reviews yet. Be the first to review this product.</p>
            ) : (
              <ul className="review-list">
                {product.reviews.map((r) => (
                  <li key={r.id} className="review">
                    <div className="review__head">
                      <strong>{r.name}</strong>
                      <Stars rating={r.rating} size={16} />
                    </div>
                    <h3 className="review__heading">{r.heading}</h3>
                    <p>{r.comment}</p>
                  </li>
                ))}
              </ul>
            )}
            {product.reviewPageCount > 1 && (
              <nav className="review-pages" aria-label="More reviews">
                {product.reviewPage > 1 && (
                  <Link
                    to={withParam("reviews", String(product.reviewPage - 1))}
                    preventScrollReset
                  >
                    ← Newer reviews
                  </Link>
                )}
                {product.reviewPage < product.reviewPageCount && (
                  <Link
                    to={withParam("reviews", String(product.reviewPage + 1))}
                    preventScrollReset
                  >
                    Older reviews →
                  </Link>
                )}
              </nav>
            )}
          </div>
        </details>
      </div>

      <ProductJsonLd product={product} url={pageUrl} origin={origin} />

      {search.get("review") === "new" && (
        <UrlModal id="review-modal" title={`Review ${product.name}`} closeTo={without("review")}>
          <ReviewForm slug={product.slug} action={withParam("review", "new")} />
        </UrlModal>
      )}
      {search.get("quote") && (
        <UrlModal id="quote-modal" title="Request a quotation" closeTo={without("quote")}>
          <QuotationForm product={product.name} action={withParam("quote", "1")} />
        </UrlModal>
      )}
    </div>
  );
}

/** Quotation, Datasheet (only when there is one) and Share by e-mail. */
function ProductActions({
  product,
  quoteTo,
  mail,
}: {
  product: ProductDetail;
  quoteTo: string;
  mail: string;
}) {
  return (
    <div className="product-summary__actions">
      <Link className="btn btn--accent" to={quoteTo} preventScrollReset>
        Quotation
      </Link>
      {product.datasheet && (
        <a
          className="btn btn--outline"
          href={product.datasheet.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Datasheet
        </a>
      )}
      <a className="share-link" href={mail}>
        Share by e-mail
      </a>
    </div>
  );
}

type ActionData = { intent: string; result: SubmissionResult<string[]> };

function useIntentResult(intent: string) {
  const data = useActionData<typeof action>() as ActionData | undefined;
  return data?.intent === intent ? data.result : undefined;
}

function ReviewForm({ slug, action }: { slug: string; action: string }) {
  const lastResult = useIntentResult("review");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const [form, fields] = useForm({
    id: "review-form",
    lastResult,
    constraint: getZodConstraint(ReviewSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewSchema }),
    defaultValue: { slug },
  });
  const [dial, setDial] = useState(
    () => findCountry(fields.selectedCountry.initialValue as string)?.dialCode ?? "",
  );
  const firstError = Object.values(form.allErrors)[0]?.[0];
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      preventScrollReset
      className="stack-form"
    >
      <HoneypotField />
      <input type="hidden" name="slug" value={slug} />
      {firstError && (
        <p className="form-alert" role="alert">
          {firstError}
        </p>
      )}
      <div className="field">
        <label htmlFor={fields.name.id}>Name</label>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          maxLength={ReviewLimits.name}
          autoComplete="name"
        />
        <FieldError errors={fields.name.errors} id={fields.name.errorId} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={fields.selectedCountry.id}>Country</label>
          <CountrySelect field={fields.selectedCountry} onDialCode={setDial} />
          <FieldError errors={fields.selectedCountry.errors} id={fields.selectedCountry.errorId} />
        </div>
        <div className="field">
          <label htmlFor={fields.phone.id}>Phone</label>
          <div className="phone-input">
            <span className="phone-input__dial" aria-label="Dial code">
              +{dial || "…"}
            </span>
            <input
              {...getInputProps(fields.phone, { type: "tel" })}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={15}
              autoComplete="tel-national"
              onKeyDown={(e) => {
                if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey)
                  e.preventDefault();
              }}
            />
          </div>
          <FieldError errors={fields.phone.errors} id={fields.phone.errorId} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={fields.email.id}>Email</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          maxLength={254}
          autoComplete="email"
        />
        <FieldError errors={fields.email.errors} id={fields.email.errorId} />
      </div>
      <fieldset className="field rating-input" aria-describedby={fields.rating.errorId}>
        <legend>Rating</legend>
        <div className="rating-input__stars">
          {Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((n) => (
            <span key={n}>
              <input
                type="radio"
                id={`rating-${n}`}
                name={fields.rating.name}
                value={n}
                defaultChecked={String(fields.rating.initialValue) === String(n)}
                required
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
      <div className="field">
        <label htmlFor={fields.heading.id}>Heading</label>
        <input
          {...getInputProps(fields.heading, { type: "text" })}
          maxLength={ReviewLimits.heading}
        />
        <FieldError errors={fields.heading.errors} id={fields.heading.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.comment.id}>Comment</label>
        <textarea {...getTextareaProps(fields.comment)} rows={4} maxLength={ReviewLimits.comment} />
        <FieldError errors={fields.comment.errors} id={fields.comment.errorId} />
      </div>
      <button type="submit" name="intent" value="review" className="btn" disabled={busy}>
        {busy ? "Submitting..." : "Submit"}
      </button>
      <p className="form-note">{ALL_FIELDS_REQUIRED} Your e-mail and phone are never shown.</p>
    </Form>
  );
}

function QuotationForm({ product, action }: { product: string; action: string }) {
  const lastResult = useIntentResult("quote");
  const chatNumber = useRootData()?.site.chatNumber;
  const [form, fields] = useForm({
    id: "quote-form",
    lastResult,
    constraint: getZodConstraint(QuotationSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuotationSchema }),
    onSubmit(event, { submission }) {
      // With JavaScript the chat opens in a new window from the click itself (no pop-up block).
      if (submission?.status === "success" && chatNumber) {
        event.preventDefault();
        window.open(chatUrl(chatNumber, submission.value), "_blank", "noopener,noreferrer");
        document.querySelector<HTMLAnchorElement>("#quote-modal .modal__close")?.click();
      }
    },
    defaultValue: { product },
  });
  const firstError = Object.values(form.allErrors)[0]?.[0];
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="stack-form">
      {firstError && (
        <p className="form-alert" role="alert">
          {firstError}
        </p>
      )}
      <div className="field">
        <label htmlFor={fields.product.id}>Product</label>
        <input {...getInputProps(fields.product, { type: "text" })} readOnly />
      </div>
      <div className="field">
        <label htmlFor={fields.name.id}>Name</label>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          maxLength={QuotationLimits.name}
          autoComplete="name"
        />
        <FieldError errors={fields.name.errors} id={fields.name.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.email.id}>Email</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          maxLength={QuotationLimits.email}
          autoComplete="email"
        />
        <FieldError errors={fields.email.errors} id={fields.email.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.company.id}>Company</label>
        <input
          {...getInputProps(fields.company, { type: "text" })}
          maxLength={QuotationLimits.company}
          autoComplete="organization"
        />
        <FieldError errors={fields.company.errors} id={fields.company.errorId} />
      </div>
      <div className="field">
        <label htmlFor={fields.query.id}>Query</label>
        <textarea {...getTextareaProps(fields.query)} rows={4} maxLength={QuotationLimits.query} />
        <FieldError errors={fields.query.errors} id={fields.query.errorId} />
      </div>
      <button type="submit" name="intent" value="quote" className="btn btn--accent">
        Send on WhatsApp
      </button>
    </Form>
  );
}

function ProductJsonLd({
  product,
  url,
  origin,
}: {
  product: ProductDetail;
  url: string;
  origin: string;
}) {
  const brand = useRootData()?.site.brand ?? "BEL Cables";
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product.shortdescription,
      description: product.description,
      url,
      image: product.images.map((i) => `${origin}${i.url}`),
      brand: { "@type": "Brand", name: brand },
      category: product.category.name,
      ...(product.numOfReviews > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: Number(product.ratings.toFixed(2)),
              reviewCount: product.numOfReviews,
              bestRating: RATING_MAX,
              worstRating: 1,
            },
            review: product.reviews.slice(0, 10).map((r) => ({
              "@type": "Review",
              author: { "@type": "Person", name: r.name },
              name: r.heading,
              reviewBody: r.comment,
              datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
              reviewRating: {
                "@type": "Rating",
                ratingValue: r.rating,
                bestRating: RATING_MAX,
                worstRating: 1,
              },
            })),
          }
        : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home", item: `${origin}/` },
        { name: "Products", item: `${origin}/products` },
        {
          name: product.category.name,
          item: `${origin}/products?category=${product.category.slug}`,
        },
        { name: product.name, item: url },
      ].map((e, i) => ({ "@type": "ListItem", position: i + 1, ...e })),
    },
  ];
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be raw JSON; "<" is escaped so no text can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

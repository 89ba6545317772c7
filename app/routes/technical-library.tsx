import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { useModal } from "~/components/modal";
import { Pagination } from "~/components/pagination";
import { GENERATED_DATASHEET, GeneratedDatasheetLink } from "~/components/generated-datasheet-link";
import { listFaqVideos, listKnowHow } from "~/models/content.server";
import { listProducts } from "~/models/listing.server";
import { useRootData } from "~/components/root-data";
import { pageMeta } from "~/utils/meta";
import { imageRenditions, imageStem, PLACEHOLDER_IMAGE } from "~/utils/uploads";
import { embedUrl, thumbnailUrl, videoId } from "~/utils/video";

const TABS = {
  datasheets: "Datasheets",
  "faq-videos": "FAQ Videos",
  "cable-know-how": "Cable Know-How",
} as const;
type Tab = keyof typeof TABS;

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "Technical Library",
    "Datasheets, FAQ videos and cable know-how guides from {brand}.",
    location,
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab") ?? "datasheets";
  const tab: Tab = tabParam in TABS ? (tabParam as Tab) : "datasheets";
  if (url.searchParams.has("keyword") && !url.searchParams.get("keyword")?.trim()) {
    throw redirect("/technical-library?tab=datasheets");
  }
  if (tab === "faq-videos") {
    return {
      tab,
      videos: listFaqVideos().map((v) => ({ ...v, videoId: videoId(v.url) })),
    };
  }
  if (tab === "cable-know-how") return { tab, know: listKnowHow() };
  const keyword = url.searchParams.get("keyword")?.trim() || undefined;
  const page = Number(url.searchParams.get("page") ?? 1) || 1;
  // Every product has a datasheet generated from its data (some an uploaded one as well), and each
  // variant its own.
  return { tab, keyword, ...listProducts({ keyword, page, eachVariant: true }) };
}

type Video = ReturnType<typeof listFaqVideos>[number] & { videoId: string | null };
type Data =
  | { tab: "faq-videos"; videos: Video[] }
  | { tab: "cable-know-how"; know: ReturnType<typeof listKnowHow> }
  | ({ tab: "datasheets"; keyword?: string } & ReturnType<typeof listProducts>);

export default function TechnicalLibrary() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <header className="page-head">
        <h1>Technical Library</h1>
        <p>
          Datasheets for every product, answers on video and guides to choosing and installing
          cable.
        </p>
      </header>
      <nav className="tabs" aria-label="Library sections">
        {(Object.keys(TABS) as Tab[]).map((t) => (
          <Link
            key={t}
            to={`/technical-library?tab=${t}`}
            className="tabs__tab"
            aria-current={data.tab === t ? "page" : undefined}
          >
            {TABS[t]}
          </Link>
        ))}
      </nav>
      {data.tab === "datasheets" && <Datasheets data={data} />}
      {data.tab === "faq-videos" && <Videos videos={data.videos} />}
      {data.tab === "cable-know-how" && <KnowHow items={data.know} />}
    </div>
  );
}

function Datasheets({ data }: { data: Extract<Data, { tab: "datasheets" }> }) {
  const brand = useRootData()?.site.brand;
  return (
    <section aria-label="Datasheets">
      <div className="library-search">
        <h2>Find a datasheet</h2>
        <Form
          method="get"
          action="/technical-library"
          className="search-form library-search__form"
          role="search"
        >
          <label htmlFor="datasheet-search" className="visually-hidden">
            Enter the product&apos;s name
          </label>
          <input
            id="datasheet-search"
            type="search"
            name="keyword"
            placeholder="Enter the product's name"
            defaultValue={data.keyword ?? ""}
            key={data.keyword ?? ""}
            required
            pattern=".*\S.*"
            maxLength={200}
          />
          <button type="submit">Search</button>
        </Form>
      </div>
      <p className="toolbox__count" role="status">
        {data.filteredProductsCount === 0
          ? "No datasheets found"
          : `${data.filteredProductsCount} ${data.filteredProductsCount === 1 ? "datasheet" : "datasheets"}${data.keyword ? ` for "${data.keyword}"` : ""}`}
      </p>
      <ul className="datasheet-grid">
        {data.products.map((p) => (
          <li key={p.id} className="datasheet-grid__item">
            <a
              className="datasheet-card"
              href={p.datasheetUrl ?? `/products/${p.slug}/datasheet.pdf`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img
                // The 360 w rendition: the card's picture is 190 to 420 px wide.
                src={
                  p.images[0]
                    ? imageRenditions(imageStem(p.images[0].url), p.images[0].width).src
                    : PLACEHOLDER_IMAGE
                }
                alt=""
                width={160}
                height={160}
                loading="lazy"
              />
              <span className="datasheet-card__name">
                {brand} {p.name}
              </span>
              <span className="datasheet-card__seo">{p.seoTitle}</span>
              <span className="datasheet-card__cta">
                {p.datasheetUrl ? "Open datasheet (PDF)" : GENERATED_DATASHEET}
                <span className="visually-hidden">, opens in a new tab</span>
              </span>
            </a>
            {p.datasheetUrl && (
              <GeneratedDatasheetLink slug={p.slug} className="datasheet-grid__generated" />
            )}
          </li>
        ))}
      </ul>
      {data.filteredProductsCount > data.resPerFilter && (
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefFor={(n) =>
            `/technical-library?${new URLSearchParams({ tab: "datasheets", ...(data.keyword ? { keyword: data.keyword } : {}), page: String(n) })}`
          }
        />
      )}
    </section>
  );
}

/**
 * FAQ videos: each card is a plain link to the video (so it works without JavaScript); with
 * JavaScript it opens an autoplaying player in a modal, closed by its button, the overlay or Escape.
 */
function Videos({ videos }: { videos: Video[] }) {
  const [playing, setPlaying] = useState<Video | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useModal(dialogRef, { open: Boolean(playing?.videoId), onClose: () => setPlaying(null) });
  return (
    <section aria-label="FAQ videos">
      <ul className="card-grid">
        {videos.map((v) => (
          <li key={v.id} className="info-card">
            <a
              className="video-card"
              href={v.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => {
                if (!v.videoId) return;
                e.preventDefault();
                setPlaying(v);
              }}
            >
              <span className="video-card__thumb">
                {v.videoId ? (
                  <img
                    src={thumbnailUrl(v.videoId)}
                    alt=""
                    width={480}
                    height={360}
                    loading="lazy"
                    referrerPolicy="no-referrer"
                  />
                ) : null}
                <span className="video-card__play" aria-hidden="true">
                  ▶
                </span>
              </span>
              <span className="info-card__body">
                <span className="video-card__title">{v.title}</span>
                <span className="video-card__text">{v.description}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {playing?.videoId && (
        <div className="modal">
          <button
            type="button"
            className="modal__overlay"
            aria-label="Close video"
            onClick={() => setPlaying(null)}
          />
          <div
            className="modal__dialog modal__dialog--video"
            role="dialog"
            aria-modal="true"
            aria-label={playing.title}
            tabIndex={-1}
            ref={dialogRef}
          >
            <div className="modal__head">
              <h2>{playing.title}</h2>
              <button
                type="button"
                className="modal__close"
                aria-label="Close"
                onClick={() => setPlaying(null)}
              >
                ×
              </button>
            </div>
            <iframe
              title={playing.title}
              src={embedUrl(playing.videoId)}
              height={400}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        </div>
      )}
    </section>
  );
}

function KnowHow({ items }: { items: ReturnType<typeof listKnowHow> }) {
  return (
    <section aria-label="Cable know-how">
      <ul className="card-grid">
        {items.map((k) => (
          <li key={k.id} className="info-card">
            {k.image && <img src={k.image} alt="" width={1200} height={800} loading="lazy" />}
            <div className="info-card__body">
              <h2>{k.title}</h2>
              <p>{k.description}</p>
              {k.file && (
                <a
                  className="btn btn--outline btn--small"
                  href={k.file}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View<span className="visually-hidden"> {k.title} (opens in a new tab)</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

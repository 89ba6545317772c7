import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { listBlogPosts } from "~/models/content.server";
import { shortDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, "Blog", "News, product launches and technical notes from {brand}.", location);

export async function loader({ request }: LoaderFunctionArgs) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  return listBlogPosts(page);
}

export default function Blog() {
  const { posts, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <header className="page-head">
        <h1>Blog</h1>
        <p>News, product launches and technical notes.</p>
      </header>
      {posts.length === 0 ? (
        <p className="empty-state">No posts yet.</p>
      ) : (
        <ul className="card-grid">
          {posts.map((post) => (
            <li key={post.id} className="info-card info-card--linked">
              {post.image && (
                <img src={post.image} alt="" width={1200} height={675} loading="lazy" />
              )}
              <div className="info-card__body">
                <time
                  className="info-card__date"
                  dateTime={new Date(post.publishedAt).toISOString()}
                >
                  {shortDate(post.publishedAt)}
                </time>
                <h2>
                  {/* The whole card is clickable (CSS stretches this link over it). */}
                  <Link to={`/blog/${post.slug}`} className="info-card__link">
                    {post.title}
                  </Link>
                </h2>
                <p>{post.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => (n > 1 ? `/blog?page=${n}` : "/blog")}
      />
    </div>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { getBlogPostBySlug } from "~/models/content.server";
import { shortDate } from "~/utils/dates";
import { articleJsonLd, jsonForScript } from "~/utils/json-ld";
import { brandOf, pageMeta } from "~/utils/meta";
import { notFoundResponse } from "~/utils/responses.server";
import { siteOrigin } from "~/utils/site-url.server";

/** One blog post: its own title, description, canonical address and Article structured data. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const post = getBlogPostBySlug(params.slug ?? "");
  if (!post) throw notFoundResponse("Post not found");
  return { post, origin: siteOrigin(request), brand: env.BRAND_NAME };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [{ title: `PAGE NOT FOUND - ${brandOf(matches)}` }];
  const { post } = data;
  return pageMeta(matches, post.title, post.description.slice(0, 160), location, {
    type: "article",
    image: post.image ?? undefined,
  });
};

export default function BlogPost() {
  const { post, origin, brand } = useLoaderData<typeof loader>();
  return (
    <article className="container page blog-post">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
          <li aria-current="page" className="breadcrumbs__current">
            {post.title}
          </li>
        </ol>
      </nav>
      <header className="blog-post__head">
        <time className="info-card__date" dateTime={new Date(post.publishedAt).toISOString()}>
          {shortDate(post.publishedAt)}
        </time>
        <h1>{post.title}</h1>
      </header>
      {post.image && (
        <img className="blog-post__image" src={post.image} alt="" width={1200} height={675} />
      )}
      <div className="blog-post__body">
        {post.description.split(/\n{2,}/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
      <p>
        <Link to="/blog">← All posts</Link>
      </p>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(articleJsonLd(post, { origin, brand })) }}
      />
    </article>
  );
}

/**
 * Model results → the JSON the original API's clients expect (field names as the specs write
 * them, ids as `_id` strings, files as absolute URLs). Types come from the named shapes in
 * components.ts, so a mapper cannot drift from the documented answer.
 */
import type { z } from "zod";
import type {
  listBlogPosts,
  listCertificates,
  listFaqVideos,
  listKnowHow,
} from "~/models/content.server";
import type { CategoryDetails, CategoryNode, CategoryRef } from "~/models/category.server";
import type { SpecificationDetails } from "~/models/specification.server";
import type { ProductCard, ProductDetail } from "~/models/product.server";
import type * as Shapes from "./components";
import type { User } from "~/models/user.server";

type Out<T extends z.ZodType> = z.infer<T>;

export function absolute(origin: string, path: string | null | undefined) {
  return path ? (path.startsWith("/") ? `${origin}${path}` : path) : "";
}

const ref = (c: CategoryRef) => ({ _id: String(c.id), name: c.name, slug: c.slug });

export function productListItem(origin: string, p: ProductCard): Out<typeof Shapes.ProductSummary> {
  return {
    _id: String(p.id),
    name: p.name,
    slug: p.slug,
    shortdescription: p.shortdescription,
    imagealt: p.imagealt,
    seo_title: p.seoTitle,
    images: p.images.map((i) => ({
      _id: String(i.id),
      url: absolute(origin, i.url),
      public_id: i.publicId,
    })),
    category: ref(p.category),
    numOfReviews: p.numOfReviews,
    ratings: p.ratings,
  };
}

export function productDetail(origin: string, p: ProductDetail): Out<typeof Shapes.Product> {
  return {
    ...productListItem(origin, p),
    description: p.description,
    seo_description: p.seoDescription,
    subcategory: p.subcategory ? ref(p.subcategory) : null,
    subSubcategory: p.subSubcategory ? ref(p.subSubcategory) : null,
    datasheet: p.datasheet
      ? {
          _id: String(p.datasheet.id),
          title: p.datasheet.title,
          datasheet: absolute(origin, p.datasheet.url),
        }
      : null,
    specifications: p.specifications.map((s) => ({
      specId: { _id: String(s.spec.id), title: s.spec.title, slug: s.spec.slug },
      value: { _id: String(s.value.id), title: s.value.title, slug: s.value.slug },
    })),
    reviews: p.reviews.map((r) => ({
      _id: String(r.id),
      name: r.name,
      rating: r.rating,
      heading: r.heading,
      comment: r.comment,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

export function categoryList(origin: string, tree: CategoryNode[]): Out<typeof Shapes.Category>[] {
  return tree.map((c) => ({
    ...ref(c),
    categoryImage: absolute(origin, c.image),
    children: c.children.map((s) => ({ ...ref(s), children: s.children.map(ref) })),
  }));
}

type CertificateLike = ReturnType<typeof listCertificates>[number];

export function certificate(origin: string, c: CertificateLike): Out<typeof Shapes.Certificate> {
  return {
    _id: String(c.id),
    title: c.title,
    name: c.title,
    description: c.description,
    certificateImage: absolute(origin, c.image),
    certificateFile: absolute(origin, c.file),
    url: c.url,
    index: c.index,
  };
}

export function certificates(origin: string, list: CertificateLike[]) {
  return list.map((c) => certificate(origin, c));
}

export function categoryDetails(
  origin: string,
  c: CategoryDetails,
): Out<typeof Shapes.CategoryDetails> {
  return {
    _id: String(c.id),
    name: c.name,
    slug: c.slug,
    level: c.level,
    parentId: c.parentId === null ? null : String(c.parentId),
    categoryImage: absolute(origin, c.image),
    intro: c.intro,
  };
}

const specificationRef = (s: { id: number; title: string; slug: string }) => ({
  _id: String(s.id),
  title: s.title,
  slug: s.slug,
});

export function specificationTree(
  tree: {
    id: number;
    title: string;
    slug: string;
    children: { id: number; title: string; slug: string }[];
  }[],
): Out<typeof Shapes.Specification>[] {
  return tree.map((g) => ({ ...specificationRef(g), children: g.children.map(specificationRef) }));
}

export function specificationDetails(
  s: SpecificationDetails,
): Out<typeof Shapes.SpecificationDetails> {
  return {
    ...specificationRef(s),
    parentId: s.parentId === null ? null : String(s.parentId),
    products: s.products,
    children: s.children.map(specificationRef),
  };
}

export function datasheet(
  origin: string,
  d: { id: number; index: number; title: string; url: string },
): Out<typeof Shapes.Datasheet> {
  return { _id: String(d.id), index: d.index, title: d.title, datasheet: absolute(origin, d.url) };
}

export function videos(list: ReturnType<typeof listFaqVideos>) {
  return list.map((v) => ({
    _id: String(v.id),
    title: v.title,
    url: v.url,
    description: v.description,
    index: v.index,
  }));
}

export function knowHow(origin: string, list: ReturnType<typeof listKnowHow>) {
  return list.map((k) => ({
    _id: String(k.id),
    title: k.title,
    description: k.description,
    knowImage: absolute(origin, k.image),
    knowFile: absolute(origin, k.file),
    index: k.index,
  }));
}

export function blogs(origin: string, list: ReturnType<typeof listBlogPosts>["posts"]) {
  return list.map((b) => ({
    _id: String(b.id),
    title: b.title,
    description: b.description,
    blogImage: absolute(origin, b.image),
    createdAt: new Date(b.createdAt).toISOString(),
  }));
}

export function apiUser(
  user: Pick<User, "id" | "name" | "email" | "role">,
): Out<typeof Shapes.User> {
  return { _id: String(user.id), name: user.name, email: user.email, role: user.role };
}

/**
 * Model results → the JSON the original API's clients expect (field names as the specs write
 * them, ids as `_id` strings, files as absolute URLs). Types come from the named shapes in
 * components.ts, so a mapper cannot drift from the documented answer.
 */
import type { z } from "zod";
import type { listBlogPosts, listFaqVideos, listKnowHow } from "~/models/content.server";
import type { CategoryDetails, CategoryNode, CategoryRef } from "~/models/category.server";
import type { CertificateDetails } from "~/models/certificate.server";
import type { AdminProduct } from "~/models/product-admin.server";
import {
  shownAlt,
  shownSeoTitle,
  type ProductCard,
  type ProductDetail,
  type CardImage,
} from "~/models/product.server";
import type { SpecificationDetails } from "~/models/specification.server";
import type * as Shapes from "./components";
import type { StaffReview } from "~/models/review.server";
import type { Customer } from "~/models/customer.server";
import type { StaffMessage } from "~/models/contact.server";
import type { Enquiry as EnquiryRow, EnquiryNote as EnquiryNoteRow } from "~/models/enquiry.server";
import { describeLine, enquiryReference } from "~/utils/quote-line";
import type { StaffVideo } from "~/models/video.server";
import type { StaffKnowHow } from "~/models/know-how.server";
import type { StaffBlogPost } from "~/models/blog.server";
import type { User } from "~/models/user.server";
import type { StaffSynonym } from "~/models/search-synonyms.server";
import type { ProductVersionView } from "~/models/product-history.server";
import type { BinnedProduct } from "~/models/product-bin.server";

type Out<T extends z.ZodType> = z.infer<T>;

/** The paging fields of a staff list's answer (`pageFields` in components.ts). */
export function pageAnswer(list: {
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}) {
  return {
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    resPerPage: list.pageSize,
  };
}

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
    images: p.images.map((i) => image(origin, i)),
    category: ref(p.category),
    numOfReviews: p.numOfReviews,
    ratings: p.ratings,
    datasheet: p.datasheet ? datasheetRef(origin, p.datasheet) : null,
  };
}

const datasheetRef = (origin: string, d: { id: number; title: string; url: string }) => ({
  _id: String(d.id),
  title: d.title,
  datasheet: absolute(origin, d.url),
});

const image = (origin: string, i: CardImage) => ({
  _id: String(i.id),
  url: absolute(origin, i.url),
  public_id: i.publicId,
});

export function productDetail(origin: string, p: ProductDetail): Out<typeof Shapes.Product> {
  return {
    ...productListItem(origin, p),
    description: p.description,
    seo_description: p.seoDescription,
    subcategory: p.subcategory ? ref(p.subcategory) : null,
    subSubcategory: p.subSubcategory ? ref(p.subSubcategory) : null,
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
      verified: r.verified,
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

export function certificate(origin: string, c: CertificateDetails): Out<typeof Shapes.Certificate> {
  return {
    _id: String(c.id),
    title: c.title,
    name: c.name,
    description: c.description,
    certificateImage: absolute(origin, c.image),
    certificateFile: absolute(origin, c.file),
    url: c.url,
    index: c.index,
  };
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
  return list.map((k) => staffKnowHow(origin, k));
}

export function blogs(origin: string, list: ReturnType<typeof listBlogPosts>["posts"]) {
  return list.map((b) => ({
    _id: String(b.id),
    title: b.title,
    description: b.description,
    blogImage: absolute(origin, b.image),
    // The date the post shows: its publication date (the original had only createdAt).
    createdAt: new Date(b.publishedAt).toISOString(),
  }));
}

export function apiUser(
  user: Pick<User, "id" | "name" | "email" | "role">,
): Out<typeof Shapes.User> {
  return { _id: String(user.id), name: user.name, email: user.email, role: user.role };
}

/** A product as the admin panel reads it. */
export function adminProduct(origin: string, p: AdminProduct): Out<typeof Shapes.AdminProduct> {
  const title = (x: { id: number; title: string }) => ({ _id: String(x.id), title: x.title });
  return {
    _id: String(p.id),
    name: p.name,
    slug: p.slug,
    category: ref(p.category),
    subcategory: p.subcategory ? ref(p.subcategory) : null,
    subSubcategory: p.subSubcategory ? ref(p.subSubcategory) : null,
    datasheet: p.datasheetId === null ? null : String(p.datasheetId),
    description: p.description,
    shortdescription: p.shortdescription,
    // What the product shows, as the original answered (its client shows and sends them back).
    imagealt: shownAlt(p),
    seo_title: shownSeoTitle(p),
    seo_description: p.seoDescription,
    images: p.images.map((i) => image(origin, i)),
    specifications: p.specifications.map((s) => ({
      specId: title(s.spec),
      value: title(s.value),
    })),
    certificates: p.certificateIds.map(String),
    numOfReviews: p.numOfReviews,
    ratings: p.ratings,
    reviews: p.reviews.map((r) => ({
      _id: String(r.id),
      name: r.name,
      email: r.email,
      country: r.country,
      phone: r.phone,
      rating: r.rating,
      heading: r.heading,
      comment: r.comment,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    status: p.status,
    ...variantFields(p),
    publishAt: p.publishAt ? p.publishAt.toISOString() : null,
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}

/** A product's SKU and family as answers give them (docs/variants.md). */
export function variantFields(p: { sku: string | null; parentId: number | null }) {
  return {
    sku: p.sku,
    isVariant: p.parentId !== null,
    parentProductId: p.parentId === null ? null : String(p.parentId),
  };
}

/** A row of the admin products list, with the `subSubCategory` alias the original client reads. */
export function adminProductListItem(
  origin: string,
  p: AdminProduct & { index: number },
): Out<typeof Shapes.AdminProductListItem> {
  const product = adminProduct(origin, p);
  return { ...product, index: p.index, subSubCategory: product.subSubcategory };
}

// ---------------------------------------------------------------------------------------------
// Staff

const iso = (d: Date | number) => new Date(d).toISOString();

export function staffReview(r: StaffReview): Out<typeof Shapes.StaffReview> {
  return {
    _id: String(r.id),
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    heading: r.heading,
    country: r.country,
    email: r.email,
    phone: r.phone,
    createdAt: iso(r.createdAt),
  };
}

export function staffReviewRow(
  r: StaffReview & { index: number },
): Out<typeof Shapes.StaffReviewRow> {
  return {
    ...staffReview(r),
    index: r.index,
    countryCode: r.countryCode,
    status: r.status,
    product: { _id: String(r.productId), name: r.productName, slug: r.productSlug },
  };
}

export function customer(c: Customer & { index: number }): Out<typeof Shapes.Customer> {
  return {
    index: c.index,
    name: c.name,
    email: c.email,
    country: c.country,
    countryCode: c.countryCode,
    phone: c.phone,
    reviewCount: c.reviewCount,
    firstReviewAt: iso(c.firstReviewAt),
    lastReviewAt: iso(c.lastReviewAt),
  };
}

export function contactMessage(m: StaffMessage): Out<typeof Shapes.ContactMessage> {
  return {
    _id: String(m.id),
    kind: m.kind,
    name: m.name,
    email: m.email,
    country: m.country,
    countryCode: m.countryCode,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    company: m.company,
    productId: m.productId === null ? null : String(m.productId),
    productName: m.productName,
    quantity: m.quantity,
    length: m.length,
    handled: m.handled,
    createdAt: iso(m.createdAt),
    reference: enquiryReference(m.id),
    status: m.status,
    assigneeId: m.assigneeId === null ? null : String(m.assigneeId),
  };
}

export function enquiryNote(n: EnquiryNoteRow): Out<typeof Shapes.EnquiryNote> {
  return { _id: String(n.id), body: n.body, author: n.authorName, createdAt: iso(n.createdAt) };
}

export function enquiry(e: EnquiryRow): Out<typeof Shapes.Enquiry> {
  return {
    _id: String(e.message.id),
    reference: e.reference,
    status: e.message.status,
    assigneeId: e.message.assigneeId === null ? null : String(e.message.assigneeId),
    assignee: e.message.assigneeName,
    lines: e.lines.map((l) => ({
      productId: l.productId === null ? null : String(l.productId),
      productName: l.productName,
      productSlug: l.currentSlug ?? l.productSlug,
      quantity: l.quantity,
      sku: l.sku,
      lengthM: l.lengthM,
      drum: l.drum,
      pack: l.pack,
      text: describeLine({ qty: l.quantity, length: l.lengthM, drum: l.drum, pack: l.pack }),
    })),
    notes: e.notes.map(enquiryNote),
    history: e.history.map((h) => ({ ...h, at: iso(h.at) })),
  };
}

export function staffVideo(v: StaffVideo): Out<typeof Shapes.StaffVideo> {
  return {
    _id: String(v.id),
    title: v.title,
    url: v.url,
    description: v.description,
    index: v.index,
    videoId: v.videoId,
    thumbnail: v.thumbnail,
    createdAt: iso(v.createdAt),
  };
}

/** A guide, the same for the storefront's list and for staff. */
export function staffKnowHow(
  origin: string,
  k: Pick<StaffKnowHow, "id" | "title" | "description" | "image" | "file" | "index">,
): Out<typeof Shapes.KnowHow> {
  return {
    _id: String(k.id),
    title: k.title,
    description: k.description,
    knowImage: absolute(origin, k.image),
    knowFile: absolute(origin, k.file),
    index: k.index,
  };
}

export function staffBlogPost(origin: string, b: StaffBlogPost): Out<typeof Shapes.StaffBlogPost> {
  return {
    _id: String(b.id),
    title: b.title,
    slug: b.slug,
    description: b.description,
    blogImage: absolute(origin, b.image),
    publishedAt: iso(b.publishedAt),
    index: b.index,
    createdAt: iso(b.createdAt),
  };
}

export function searchSynonym(s: StaffSynonym): Out<typeof Shapes.SearchSynonym> {
  return {
    _id: String(s.id),
    kind: s.kind,
    root: s.root,
    terms: s.terms,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
  };
}

export function productVersion(v: ProductVersionView): Out<typeof Shapes.ProductVersion> {
  return {
    number: v.number,
    note: v.note,
    savedBy: v.userName,
    createdAt: iso(v.createdAt),
    changes: v.changes,
    current: v.current,
    goneImages: v.goneImages,
  };
}

export function binnedProduct(p: BinnedProduct): Out<typeof Shapes.BinnedProduct> {
  return {
    _id: String(p.id),
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    category: p.category,
    variantOf: p.variantOf,
    images: p.images,
    reviews: p.reviews,
    deletedAt: iso(p.deletedAt),
    deletedBy: p.deletedByName,
    purgeAt: iso(p.purgeAt),
  };
}

import { z } from "zod";
import { ContactSchema } from "~/schemas/contact";
import { ProductQuerySchema } from "~/schemas/product-query";
import { ReviewSchema } from "~/schemas/review";
import * as S from "./storefront.shapes";
import type { Endpoint } from "./types";

const TAG = "Catalogue";
const CONTENT = "Company content";
const bad = { description: "Invalid input (message and field errors)", schema: S.ErrorAnswer };

/** The public calls of storefront.md §7: the schemas here are the ones the handlers use. */
export const storefrontEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/category",
    summary: "The category tree: categories, their subcategories and sub-subcategories",
    tag: TAG,
    auth: "none",
    responses: { 200: { description: "The tree", schema: S.CategoryListAnswer }, 400: bad },
  },
  {
    method: "get",
    path: "/products",
    summary:
      "One page of products (16) with the listing's filters; also spec-{groupSlug}={valueSlug} for each specification filter (all combined with AND)",
    tag: TAG,
    auth: "none",
    query: ProductQuerySchema,
    responses: {
      200: { description: "A page of products", schema: S.ProductListAnswer },
      400: bad,
    },
  },
  {
    method: "get",
    path: "/products/{slug}",
    summary:
      "One product with its specifications and newest reviews (never reviewers' contact details)",
    tag: TAG,
    auth: "none",
    params: S.SlugParams,
    query: S.ProductDetailQuery,
    responses: {
      200: { description: "The product", schema: S.ProductAnswer },
      400: bad,
      404: { description: "Product not found", schema: S.ErrorAnswer },
    },
  },
  {
    method: "put",
    path: "/reviews",
    summary: "Add a review to the product of `slug`; the dial code is derived from selectedCountry",
    tag: TAG,
    auth: "none",
    body: ReviewSchema,
    responses: {
      200: { description: "Review submitted successfully", schema: S.MessageAnswer },
      400: bad,
      404: { description: "Product not found", schema: S.ErrorAnswer },
      413: { description: "Body over 1 MB", schema: S.ErrorAnswer },
      415: { description: "Not JSON", schema: S.ErrorAnswer },
    },
  },
  {
    method: "get",
    path: "/fields",
    summary: "Specification groups and their values (the listing's filters)",
    tag: TAG,
    auth: "none",
    responses: { 200: { description: "Specifications", schema: S.FieldsAnswer }, 400: bad },
  },
  {
    method: "post",
    path: "/reach-us",
    summary: "Send a contact message (stored for the staff's Messages screen)",
    tag: CONTENT,
    auth: "none",
    body: ContactSchema,
    responses: {
      200: { description: "Your message has been sent.", schema: S.MessageAnswer },
      400: bad,
      413: { description: "Body over 1 MB", schema: S.ErrorAnswer },
      415: { description: "Not JSON", schema: S.ErrorAnswer },
    },
  },
  {
    method: "get",
    path: "/certificate",
    summary: "Certificates, in display order",
    tag: CONTENT,
    auth: "none",
    responses: { 200: { description: "Certificates", schema: S.CertificatesAnswer }, 400: bad },
  },
  {
    method: "get",
    path: "/faq-videos",
    summary: "FAQ videos, in display order",
    tag: CONTENT,
    auth: "none",
    responses: { 200: { description: "Videos", schema: S.VideosAnswer }, 400: bad },
  },
  {
    method: "get",
    path: "/know-how",
    summary: "Cable know-how guides, in display order",
    tag: CONTENT,
    auth: "none",
    responses: { 200: { description: "Guides", schema: S.KnowHowAnswer }, 400: bad },
  },
  {
    method: "get",
    path: "/blog",
    summary: "Blog posts, newest first",
    tag: CONTENT,
    auth: "none",
    responses: { 200: { description: "Posts", schema: S.BlogAnswer }, 400: bad },
  },
  {
    method: "get",
    path: "/openapi.json",
    summary: "This document",
    tag: "Meta",
    auth: "none",
    responses: {
      200: { description: "OpenAPI 3.1", schema: z.object({ openapi: z.string() }).loose() },
    },
  },
];

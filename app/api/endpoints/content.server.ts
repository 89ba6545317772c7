/** The company content calls (certificates, videos, know-how, blog) and the contact form's twin. */
import { z } from "zod";
import {
  BlogPost,
  Certificate,
  ErrorAnswer,
  KnowHow,
  MessageAnswer,
  ok,
  Video,
  invalidInput,
} from "~/api/components";
import { endpoint } from "~/api/endpoint";
import { blogs, certificates, knowHow, videos } from "~/api/json";
import { submitContactMessage } from "~/models/contact.server";
import { clientAddress } from "~/utils/client-address.server";
import {
  listBlogPosts,
  listCertificates,
  listFaqVideos,
  listKnowHow,
} from "~/models/content.server";
import { ContactSchema, SENT_MESSAGE } from "~/schemas/contact";

const TAG = "Company content";

export const contentEndpoints = [
  endpoint({
    method: "POST",
    path: "/reach-us",
    summary: "Send a contact message (stored for the staff's Messages screen)",
    tag: TAG,
    access: "public",
    body: ContactSchema,
    responses: {
      200: { description: SENT_MESSAGE, schema: MessageAnswer },
      400: invalidInput,
      413: { description: "Body over 1 MB", schema: ErrorAnswer },
      415: { description: "Not JSON", schema: ErrorAnswer },
      429: { description: "Too many messages from this address", schema: ErrorAnswer },
    },
    handler: async ({ body, request }) => {
      await submitContactMessage(body, { address: clientAddress(request) });
      return { success: true as const, message: SENT_MESSAGE };
    },
  }),

  endpoint({
    method: "GET",
    path: "/certificate",
    summary: "Certificates, in display order",
    tag: TAG,
    access: "public",
    cache: "public",
    responses: {
      200: { description: "Certificates", schema: ok({ certificates: z.array(Certificate) }) },
      400: invalidInput,
    },
    handler: ({ origin }) => ({
      success: true as const,
      certificates: certificates(origin, listCertificates()),
    }),
  }),

  endpoint({
    method: "GET",
    path: "/faq-videos",
    summary: "FAQ videos, in display order",
    tag: TAG,
    access: "public",
    cache: "public",
    responses: {
      200: { description: "Videos", schema: ok({ videos: z.array(Video) }) },
      400: invalidInput,
    },
    handler: () => ({ success: true as const, videos: videos(listFaqVideos()) }),
  }),

  endpoint({
    method: "GET",
    path: "/know-how",
    summary: "Cable know-how guides, in display order",
    tag: TAG,
    access: "public",
    cache: "public",
    responses: {
      200: { description: "Guides", schema: ok({ know: z.array(KnowHow) }) },
      400: invalidInput,
    },
    handler: ({ origin }) => ({ success: true as const, know: knowHow(origin, listKnowHow()) }),
  }),

  endpoint({
    method: "GET",
    path: "/blog",
    summary: "Blog posts in the order staff choose (then the latest publication date first)",
    tag: TAG,
    access: "public",
    cache: "public",
    responses: {
      200: { description: "Posts", schema: ok({ blogs: z.array(BlogPost) }) },
      400: invalidInput,
    },
    handler: ({ origin }) => ({
      success: true as const,
      blogs: blogs(origin, listBlogPosts().posts),
    }),
  }),
];

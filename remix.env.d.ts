/// <reference types="@remix-run/dev" />

import "@remix-run/node";

// Single fetch (remix.config.js): loaders and actions return plain objects or data(), and
// useLoaderData / useActionData infer their types from that.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

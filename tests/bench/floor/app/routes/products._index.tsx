import { usePage } from "../page";

/** The captured page's <body> (../pages.server.tsx), without a loader. */
export default function Page() {
  return usePage().content;
}

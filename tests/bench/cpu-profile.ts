/**
 * Where a server's CPU time went, from a profile `node --cpu-prof` wrote: each sample's time is
 * the self time of the function it caught, summed by what the function belongs to (a package,
 * our server's middleware, the app's build, Node itself, the garbage collector). Read by
 * `npm run bench:pages -- --profile DIR` to set ours beside the framework's floor, per request
 * (docs/deploy.md: "Rendering against the framework's floor").
 */
import fs from "node:fs";
import path from "node:path";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
};

/** What a function belongs to, by the file it is in. */
function partOf({ functionName, url }: CallFrame): string | null {
  if (!url) {
    if (functionName === "(idle)" || functionName === "(program)") return null;
    return functionName === "(garbage collector)" ? "garbage collector" : "V8 (native)";
  }
  url = url.split("?")[0];
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.endsWith("/build/index.js")) return "the app (its build)";
  if (url.includes("/server/")) return "our server (server/*.js)";
  if (url.startsWith("node:")) return "Node.js";
  return url;
}

export type TimeSpent = {
  /** Milliseconds by part (partOf), idle time left out. */
  parts: Map<string, number>;
  /** Milliseconds by function of the app's build and our server, with its part. */
  functions: Map<string, number>;
  total: number;
};

/** The self time in the profile `file`, summed as partOf says. */
export function timeSpent(file: string): TimeSpent {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const frame = frames.get(id)!;
    const part = partOf(frame);
    if (part === null) return;
    total += ms;
    parts.set(part, (parts.get(part) ?? 0) + ms);
    if (part === "the app (its build)" || part === "our server (server/*.js)") {
      const file = path.basename(frame.url.split("?")[0]);
      const name = `${frame.functionName || "(anonymous)"} (${file}:${frame.lineNumber + 1})`;
      functions.set(name, (functions.get(name) ?? 0) + ms);
    }
  });
  return { parts, functions, total };
}

/** The one profile a server wrote into `dir`. */
export function profileIn(dir: string) {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
  if (files.length !== 1) throw new Error(`${dir}: ${files.length} CPU profiles, not one`);
  return path.join(dir, files[0]);
}

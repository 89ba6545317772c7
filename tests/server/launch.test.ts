/**
 * How the server's process is started (server/launch.js): the flags are ones this Node takes and
 * that take effect, and deploy/bel@.service, which cannot import the module, starts the server
 * with the same flags and environment.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NODE_FLAGS, PROCESS_ENV, serverCommand } from "../../server/launch.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("the server's launch", () => {
  it("gives Node flags it takes, and they take effect", () => {
    const { command, args } = serverCommand("-e");
    expect(args.slice(0, -1)).toEqual(NODE_FLAGS);
    // V8's limit of the heap is its old generation's and three young halves (two semi-spaces
    // and the room to promote into): against halves of 16 MB (Node's own on a machine with
    // gigabytes), the flags take 3 × (16 - 4) MB off it.
    const limit = (flags: string[]) => {
      const probe = 'console.log(require("node:v8").getHeapStatistics().heap_size_limit)';
      const result = spawnSync(command, [...flags, "-e", probe], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      return Number(result.stdout);
    };
    const semiSpace = Number(/^--max-semi-space-size=(\d+)$/.exec(NODE_FLAGS[0])![1]);
    expect(limit(["--max-semi-space-size=16"]) - limit(NODE_FLAGS)).toBe(
      3 * (16 - semiSpace) * 1024 * 1024,
    );
    // A flag Node does not know stops it: the run above would have failed with a misspelt one.
    const misspelt = spawnSync(command, ["--heap-growing-percentage=30", "-e", "0"]);
    expect(misspelt.status).not.toBe(0);
  });

  it("is what deploy/bel@.service starts", () => {
    const unit = fs.readFileSync(path.join(root, "deploy", "bel@.service"), "utf8");
    const execStart = /^ExecStart=(.*)$/m.exec(unit)![1];
    expect(execStart).toBe(`/usr/bin/node ${NODE_FLAGS.join(" ")} server/index.js`);
    for (const [name, value] of Object.entries(PROCESS_ENV))
      expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, "m"));
  });
});

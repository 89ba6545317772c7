/**
 * npm test needs a Chromium for the end-to-end tests. When there is none, get one: Debian's
 * `chromium` with apt-get when running as root, else Playwright's own browser download; say
 * what was done, and stop with instructions only when neither works.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumExecutable, DEBIAN_CHROMIUM, playwrightChromium } from "./chromium.js";
import { ROOT } from "./environment.js";

const say = (line) => console.log(`[e2e] ${line}`);

function found() {
  const executable = chromiumExecutable();
  if (executable === null) return false;
  if (executable && !fs.existsSync(executable)) {
    console.error(`[e2e] CHROMIUM_PATH is ${executable}, and there is no such file.`);
    process.exit(1);
  }
  say(`Chromium: ${executable ?? `Playwright's own (${playwrightChromium()})`}`);
  return true;
}

function run(command, args, env = {}) {
  say(`$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

const hasCommand = (name) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;

function installWithApt() {
  if (process.getuid?.() !== 0 || !hasCommand("apt-get")) return false;
  say("Chromium was not found: installing Debian's chromium with apt-get (half a minute or so).");
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  return (
    run("apt-get", ["update", "-qq"], env) &&
    run("apt-get", ["install", "-y", "-qq", "chromium"], env) &&
    fs.existsSync(DEBIAN_CHROMIUM)
  );
}

function installWithPlaywright() {
  say(
    "Chromium was not found: installing Playwright's own Chromium (playwright install chromium).",
  );
  const cli = path.join(ROOT, "node_modules", ".bin", "playwright");
  return run(cli, ["install", "chromium"]) && Boolean(playwrightChromium());
}

if (!found()) {
  if ((installWithApt() || installWithPlaywright()) && found()) {
    say("Chromium installed.");
  } else {
    console.error(
      "\n[e2e] No Chromium for the end-to-end tests, and it could not be installed from here.\n" +
        "Install Debian's:           sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or Playwright's own:        npx playwright install chromium\n" +
        "or point CHROMIUM_PATH at another Chromium binary, then run npm test again.\n",
    );
    process.exit(1);
  }
}

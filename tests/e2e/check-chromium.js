/** npm test needs a Chromium for the end-to-end tests; say how to get one when it is missing. */
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `\nChromium was not found at ${chromium}, so the end-to-end tests cannot run.\n` +
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at another Chromium binary. (Do not use `npx playwright install`.)\n",
  );
  process.exit(1);
}

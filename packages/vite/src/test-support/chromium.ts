import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium, headless, with a fresh temporary profile (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH.`,
    );
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Records every `securitypolicyviolation` of the page (and its frames) in `window.__violations`. */
export const RECORD_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__violations.push(event.violatedDirective + " " + event.blockedURI + " " + event.sourceFile + ":" + event.lineNumber);
  });
`;

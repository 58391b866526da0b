import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CheckError } from "./check-error.js";

/** Where a system Chromium or Chrome usually is. */
const SYSTEM_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The Chromium to launch: the one asked for, else `CHROMIUM_PATH`, else Playwright's own (when
 * `playwright install chromium` ran), else a system one. Nothing is ever downloaded.
 */
export function browserPath(asked: string | undefined): string {
  const candidates = [asked, process.env.CHROMIUM_PATH, safePlaywrightPath(), ...SYSTEM_BROWSERS];
  const found = candidates.find((path): path is string => typeof path === "string" && path !== "" && existsSync(path));
  if (asked && found !== asked) throw new CheckError("browser_missing", `No browser at ${asked} (--browser).`);
  if (!found)
    throw new CheckError(
      "browser_missing",
      "hostbridge check loads widgets in Chromium and found none: run `npx playwright install chromium`, install your system's chromium package, or pass --browser <path> (or set CHROMIUM_PATH).",
    );
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

// Bundles the Playwright fixtures' browser scripts (host page, sandbox proxy, frame entry) into
// dist/browser-assets/, so a packed package serves them without a bundler.
import { writeBrowserAssets } from "../dist/playwright/browser-assets.js";

const names = await writeBrowserAssets();
console.log(`browser assets: ${names.join(", ")}`);

/**
 * Bundled as an IIFE and injected as the first `<script>` of a widget document: installs the fake
 * `window.openai` synchronously, with the globals the host page put in `window.__hostbridgeOpenaiInit`.
 */
import { installOpenAiInFrame } from "./browser/browser-frame.js";
import type { OpenAiFrameInit } from "./browser/frame-envelope.js";

installOpenAiInFrame((window as Window & { __hostbridgeOpenaiInit?: OpenAiFrameInit }).__hostbridgeOpenaiInit);

import { describe, expect, it } from "vitest";
import { absolutizeDevDocument } from "./dev-plugin.js";

describe("absolutizeDevDocument", () => {
  it("makes root-relative script URLs and module imports absolute, and leaves the rest", () => {
    const html = `<script type="module" src="/@vite/client"></script>
<script type="module">import { injectIntoGlobalHook } from "/@react-refresh"; import("/src/x.ts"); import "/src/y.ts";</script>
<a href="https://example.com/x">x</a><img src="//cdn.example.com/a.png"><link href="/style.css">`;
    expect(
      absolutizeDevDocument(html, "http://127.0.0.1:5173"),
    ).toBe(`<script type="module" src="http://127.0.0.1:5173/@vite/client"></script>
<script type="module">import { injectIntoGlobalHook } from "http://127.0.0.1:5173/@react-refresh"; import("http://127.0.0.1:5173/src/x.ts"); import "http://127.0.0.1:5173/src/y.ts";</script>
<a href="https://example.com/x">x</a><img src="//cdn.example.com/a.png"><link href="http://127.0.0.1:5173/style.css">`);
  });
});

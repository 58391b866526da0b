import {
  parseWidgetManifest,
  type WidgetManifest as ServerWidgetManifest,
  type WidgetManifestEntry as ServerWidgetManifestEntry,
} from "@hostbridge/server";
import { describe, expect, expectTypeOf, it } from "vitest";
import { manifestEntry, type WidgetManifest, type WidgetManifestEntry } from "./manifest.js";

// `@hostbridge/server` (the reader, which validates the file) declares the manifest format; this
// package writes it and keeps its own declaration, so it needs no dependency on the server package
// (see manifest.ts). These checks fail `tsc` the moment the two declarations differ either way.
expectTypeOf<WidgetManifest>().toEqualTypeOf<ServerWidgetManifest>();
expectTypeOf<WidgetManifestEntry>().toEqualTypeOf<ServerWidgetManifestEntry>();

describe("the widget manifest", () => {
  it("is read back by @hostbridge/server as written", () => {
    const manifest: WidgetManifest = {
      version: 1,
      widgets: {
        "pizza-list": manifestEntry("pizza-list", "<!doctype html><title>Pizzas</title>", "Pizzas", {
          resourceDomains: ["https://images.example.com"],
        }),
        plain: manifestEntry("plain", "<!doctype html>", "plain", {}),
      },
    };
    expect(parseWidgetManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });
});

import { describe, expectTypeOf, it } from "vitest";
import type { Feature, Host, OpenExternalOptions, SendFollowUpMessageOptions } from "./host-types.js";
import { createHost } from "./host.js";
import { ROUTES, type Route, type RoutedFeature, type Routes } from "./routes.js";
import type { RoutedMethods } from "./routing.js";

// Type tests (run by `vitest --typecheck`, never executed): the route table and the Host that
// createHost builds are checked against Host's own signatures, so a wrong route fails `tsc`.

describe("the route table", () => {
  it("has a route for every feature but setWidgetState, and no other", () => {
    expectTypeOf<keyof typeof ROUTES>().toEqualTypeOf<Exclude<Feature, "setWidgetState">>();
    const { callTool: _dropped, ...withoutCallTool } = ROUTES;
    // @ts-expect-error a Feature without a route
    const missing: Routes = withoutCallTool;
    // @ts-expect-error a route for a method the Host does not have
    const unknown: Routes = { ...ROUTES, sendFollowupMessage: {} };
    expectTypeOf([missing, unknown]).toBeArray();
  });

  it("names only the MCP Apps methods the adapter knows", () => {
    // @ts-expect-error a misspelt MCP Apps method
    const misspelt: Route<[]> = { method: "ui/open-links" };
    const known: Route<[]> = { method: "ui/open-link" };
    expectTypeOf([misspelt, known]).toBeArray();
  });

  it("builds the params from the Host method's own arguments", () => {
    expectTypeOf(ROUTES.sendFollowUpMessage.toParams!).parameters.toEqualTypeOf<[SendFollowUpMessageOptions]>();
    expectTypeOf(ROUTES.callTool.toParams!).parameters.toEqualTypeOf<Parameters<Host["callTool"]>>();
    // @ts-expect-error openExternal takes `href`, not `url`
    const wrongOption: Route<[OpenExternalOptions]> = { toParams: (options) => ({ url: options.url }) };
    expectTypeOf(wrongOption).toBeObject();
  });

  it("lets a route's hooks see the typed arguments", () => {
    type Before = NonNullable<Routes["requestDisplayMode"]["before"]>;
    expectTypeOf<Parameters<Before>[2]>().toEqualTypeOf<Parameters<Host["requestDisplayMode"]>[0]>();
  });
});

describe("createHost", () => {
  it("returns a Host", () => {
    expectTypeOf(createHost).returns.toEqualTypeOf<Host>();
  });

  it("gets each routed method with the Host's own signature", () => {
    expectTypeOf<RoutedMethods["requestModal"]>().toEqualTypeOf<Host["requestModal"]>();
    expectTypeOf<RoutedMethods["callTool"]>().toEqualTypeOf<Host["callTool"]>();
    expectTypeOf<RoutedMethods["sendRequest"]>().toEqualTypeOf<Host["sendRequest"]>();
    expectTypeOf<keyof RoutedMethods>().toEqualTypeOf<
      Exclude<RoutedFeature, "notifyIntrinsicHeight"> | "supports" | "sendRequest"
    >();
  });
});

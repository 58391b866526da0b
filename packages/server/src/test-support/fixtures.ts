import { WIDGET_MIME_TYPE } from "../types.js";

// Valid descriptors the rule tests start from; each test breaks or keeps one rule on a copy.

export const PIZZA_TEMPLATE = "ui://widget/pizza-list.html";

/** A tool descriptor that keeps every rule (no errors, no warnings). */
export function validToolDescriptor(): Record<string, any> {
  return {
    name: "show_pizzas",
    title: "Show pizzas",
    description: "Lists pizzas in a city.",
    inputSchema: { type: "object", properties: { city: { type: "string" } } },
    outputSchema: {
      type: "object",
      properties: { city: { type: "string" }, nextCursor: { type: ["string", "null"] } },
      required: ["city", "nextCursor"],
    },
    annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    _meta: {
      ui: { resourceUri: PIZZA_TEMPLATE, visibility: ["model", "app"] },
      "openai/outputTemplate": PIZZA_TEMPLATE,
      "openai/widgetAccessible": true,
      "openai/visibility": "public",
      "openai/toolInvocation/invoking": "Slicing pizzas…",
      "openai/toolInvocation/invoked": "Pizzas served",
    },
  };
}

/** A widget resource content item that keeps every rule (no errors, no warnings). */
export function validWidgetResource(): Record<string, any> {
  return {
    uri: PIZZA_TEMPLATE,
    mimeType: WIDGET_MIME_TYPE,
    text: "<!doctype html><html><body><div id=root></div></body></html>",
    _meta: {
      ui: {
        csp: { connectDomains: ["https://api.example.com"], resourceDomains: ["https://*.cdn.example.com"] },
        domain: "https://pizza.example.com",
        prefersBorder: true,
      },
      "openai/widgetCSP": {
        connect_domains: ["https://api.example.com"],
        resource_domains: ["https://*.cdn.example.com"],
        redirect_domains: ["https://checkout.example.com"],
      },
      "openai/widgetDomain": "https://pizza.example.com",
      "openai/widgetPrefersBorder": true,
      "openai/ui": { availableDisplayModes: ["inline", "fullscreen"] },
      "openai/widgetDescription": "A carousel of pizzas the user can pick from.",
    },
  };
}

/** The Apps SDK reference's file object schema, as a fresh copy. */
export function referenceFileObject(): Record<string, any> {
  return {
    type: "object",
    properties: {
      download_url: { type: "string" },
      file_id: { type: "string" },
      mime_type: { type: "string" },
      file_name: { type: "string" },
    },
    required: ["download_url", "file_id"],
    additionalProperties: false,
  };
}

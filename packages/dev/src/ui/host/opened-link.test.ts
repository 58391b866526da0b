import { describe, expect, it } from "vitest";
import { openedLinkUrl } from "./opened-link.js";

const chatgpt = {
  openai: true,
  allowRedirect: true,
  redirectDomains: ["https://shop.example"],
  returnUrl: "http://127.0.0.1:5310/?tool=show_pizzas",
};

describe("openedLinkUrl", () => {
  it("appends ?redirectUrl= to the page for an approved redirect origin in ChatGPT mode", () => {
    const url = new URL(openedLinkUrl("https://shop.example/checkout?item=1", chatgpt));
    expect(url.searchParams.get("item")).toBe("1");
    expect(url.searchParams.get("redirectUrl")).toBe(chatgpt.returnUrl);
  });

  it("leaves the link as given for another origin, a widget that asked for no redirect, or another host", () => {
    const href = "https://shop.example/checkout";
    expect(openedLinkUrl("https://elsewhere.example/", chatgpt)).toBe("https://elsewhere.example/");
    expect(openedLinkUrl(href, { ...chatgpt, allowRedirect: false })).toBe(href);
    expect(openedLinkUrl(href, { ...chatgpt, openai: false })).toBe(href);
    expect(openedLinkUrl("not a url", chatgpt)).toBe("not a url");
  });
});

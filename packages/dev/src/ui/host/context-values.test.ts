import { describe, expect, it } from "vitest";
import { checkLocale, checkTimeZone } from "./context-values.js";

describe("checkLocale", () => {
  it("takes any BCP 47 tag in its canonical form", () => {
    expect(checkLocale(" en-us ")).toEqual({ ok: true, value: "en-US" });
    expect(checkLocale("zh-hant-tw")).toEqual({ ok: true, value: "zh-Hant-TW" });
    expect(checkLocale("sr-Latn")).toEqual({ ok: true, value: "sr-Latn" });
  });

  it("refuses what is not a tag, saying why", () => {
    expect(checkLocale("english please")).toMatchObject({ ok: false, message: expect.stringContaining("BCP 47") });
    expect(checkLocale("")).toMatchObject({ ok: false });
  });
});

describe("checkTimeZone", () => {
  it("takes an IANA zone, named as the browser names it", () => {
    expect(checkTimeZone("Asia/Tokyo")).toEqual({ ok: true, value: "Asia/Tokyo" });
    expect(checkTimeZone("utc")).toEqual({ ok: true, value: "UTC" });
  });

  it("refuses an unknown zone", () => {
    expect(checkTimeZone("Mars/Olympus")).toMatchObject({ ok: false, message: expect.stringContaining("IANA") });
  });
});

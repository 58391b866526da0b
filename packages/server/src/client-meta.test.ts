import { describe, expect, it } from "vitest";
import { readClientMeta } from "./client-meta.js";

describe("readClientMeta", () => {
  it("reads every client-provided key", () => {
    expect(
      readClientMeta({
        "openai/locale": "es-ES",
        "openai/userAgent": "ChatGPT/1.2025 (iOS)",
        "openai/userLocation": {
          city: "San Francisco",
          region: "CA",
          country: "US",
          timezone: "America/Los_Angeles",
          longitude: -122.4,
          latitude: 37.77,
        },
        "openai/subject": "sub_anon_1",
        "openai/session": "conv_anon_2",
        "openai/organization": "org_anon_3",
        progressToken: 7,
      }),
    ).toEqual({
      locale: "es-ES",
      userAgent: "ChatGPT/1.2025 (iOS)",
      userLocation: {
        city: "San Francisco",
        region: "CA",
        country: "US",
        timezone: "America/Los_Angeles",
        longitude: -122.4,
        latitude: 37.77,
      },
      subject: "sub_anon_1",
      session: "conv_anon_2",
      organization: "org_anon_3",
    });
  });

  it("falls back to webplus/i18n from older clients, and prefers openai/locale", () => {
    expect(readClientMeta({ "webplus/i18n": "ko-KR" }).locale).toBe("ko-KR");
    expect(readClientMeta({ "webplus/i18n": "ko-KR", "openai/locale": "en-US" }).locale).toBe("en-US");
  });

  it("drops values of the wrong type instead of throwing", () => {
    expect(
      readClientMeta({
        "openai/locale": 42,
        "openai/userLocation": { city: 1, latitude: "north", country: "IT" },
        "openai/subject": { id: 1 },
      }),
    ).toEqual({
      userLocation: { country: "IT" },
    });
    expect(readClientMeta(undefined)).toEqual({});
    expect(readClientMeta("openai/locale")).toEqual({});
  });
});

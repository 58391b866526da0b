import { describe, expect, it } from "vitest";
import { formatDateTime, formatNumber, formatPrice, formatRelative } from "./format.js";

describe("locale-aware formatting", () => {
  it("formats for the given locale", () => {
    expect(formatNumber(1234.5, "de-DE")).toBe("1.234,5");
    expect(formatPrice(9.5, "en-US")).toBe("$9.50");
    expect(formatRelative(-120, "en-US")).toBe("2 minutes ago");
    expect(formatDateTime(new Date("2026-03-01T12:00:00Z"), "en-US", "Asia/Tokyo")).toContain("9:00:00 PM");
  });

  it("falls back instead of throwing on a bad locale or time zone from the host", () => {
    expect(formatNumber(1234.5, "not a locale!")).toBe("1,234.5");
    expect(formatDateTime(new Date("2026-03-01T12:00:00Z"), "en-US", "Mars/Olympus")).toContain("2026");
  });
});

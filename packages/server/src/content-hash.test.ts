import { describe, expect, it } from "vitest";
import { contentHash, hashedUri } from "./content-hash.js";

describe("contentHash / hashedUri", () => {
  it("is stable for the same text and differs for a one-character change", () => {
    expect(contentHash("<html>a</html>")).toBe(contentHash("<html>a</html>"));
    expect(contentHash("<html>a</html>")).not.toBe(contentHash("<html>b</html>"));
    expect(contentHash("")).toMatch(/^[0-9a-f]{12}$/);
  });

  it("puts the hash before the extension of the last segment", () => {
    expect(hashedUri("ui://widget/pizza-list.html", "abc")).toBe("ui://widget/pizza-list.abc.html");
    expect(hashedUri("ui://widget/pizza", "abc")).toBe("ui://widget/pizza.abc");
    expect(hashedUri("ui://widget.v2/pizza", "abc")).toBe("ui://widget.v2/pizza.abc");
    expect(hashedUri("ui://widget/pizza.html?theme=dark", "abc")).toBe("ui://widget/pizza.abc.html?theme=dark");
  });

  it("gives 1000 different small documents 1000 different hashes", () => {
    const hashes = new Set(Array.from({ length: 1000 }, (_, i) => contentHash(`<html><body>${i}</body></html>`)));
    expect(hashes.size).toBe(1000);
  });
});

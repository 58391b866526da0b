import { describe, expect, it } from "vitest";
import { formatBytes, formatRatio, formatSummary, formatMs, markdownTable, replaceSection } from "./report.js";
import { summarize } from "./stats.js";

describe("formatting", () => {
  it("prints bytes, ratios and a median with its spread", () => {
    expect(formatBytes(520)).toBe("520 B");
    expect(formatBytes(147_078)).toBe("143.6 KB");
    expect(formatRatio(48.3)).toBe("48×");
    expect(formatRatio(1.234)).toBe("1.23×");
    expect(formatRatio(null)).toBe("n/a");
    expect(formatSummary(summarize([80, 84, 90]), formatMs)).toBe("84 ms (IQR 82–87, n=3)");
  });

  it("builds a Markdown table and escapes pipes", () => {
    expect(markdownTable(["a", "b"], [["1", "x|y"]])).toBe("| a | b |\n| --- | --- |\n| 1 | x\\|y |");
  });
});

describe("replaceSection", () => {
  it("replaces only the marked block and keeps the rest", () => {
    const doc = "intro\n<!-- t:start -->\nold\n<!-- t:end -->\noutro\n";
    expect(replaceSection(doc, "t", "new")).toBe("intro\n<!-- t:start -->\nnew\n<!-- t:end -->\noutro\n");
  });

  it("appends the block when the markers are missing", () => {
    expect(replaceSection("# Bench\n", "t", "x")).toBe("# Bench\n\n<!-- t:start -->\nx\n<!-- t:end -->\n");
  });
});

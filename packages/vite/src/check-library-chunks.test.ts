import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFixture } from "./test-support/build-fixture.js";

// A project whose widget uses one function of a dependency (in its own node_modules) that has
// another, unused one: the check reads the dependency where it ships.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "hostbridge-vite-library-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const write = async (path: string, text: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};

const messageOf = (building: Promise<string>) =>
  building.then(
    async (outDir) => {
      await rm(outDir, { recursive: true, force: true });
      return "built";
    },
    (error: unknown) => (error as Error).message,
  );

describe("vite build: the CSP check of dependencies", () => {
  beforeEach(async () => {
    await write(
      "node_modules/weather-lib/package.json",
      JSON.stringify({ name: "weather-lib", type: "module", main: "index.js" }),
    );
    await write(
      "node_modules/weather-lib/index.js",
      [
        'export function forecast() { return fetch("https://api.weather.example.com/today"); }',
        'export function legacyForecast() { return new Function("return window.weatherData")(); }',
        "",
      ].join("\n"),
    );
  });

  it("reports what the code a widget uses does, naming the dependency's file", async () => {
    await write("src/widgets/weather/main.ts", 'import { forecast } from "weather-lib";\nvoid forecast();\n');
    const message = await messageOf(buildFixture({ react: false }, root));
    expect(message).toContain("node_modules/weather-lib/index.js");
    expect(message).toContain("https://api.weather.example.com");
  });

  it("leaves alone dependency code the widget does not carry (tree-shaken away)", async () => {
    await write("src/widgets/weather/main.ts", 'import { forecast } from "weather-lib";\nvoid forecast();\n');
    const message = await messageOf(buildFixture({ react: false }, root));
    expect(message).toContain("connects to https://api.weather.example.com");
    expect(message).not.toContain("Function");
    expect(message).toContain("1 problem(s)");
  });
});

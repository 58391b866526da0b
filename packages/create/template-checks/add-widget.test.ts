// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { addWidget } from "@hostbridge/dev/add";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectTypeErrors, removeScaffold, runProjectTests, scaffoldInWorkspace } from "./scaffold.js";

// `hostbridge add widget` on a project the react template writes: the generated widgets and the
// wiring typecheck with the template's own tsconfig (so the hooks are typed from the server's
// declarations), against the workspace sources. Built, tested and shown in the dev host from the
// packed tarballs in e2e/scaffold.test.ts.
let project: string;

beforeAll(async () => {
  project = await scaffoldInWorkspace("react");
  await addWidget(project, "facts");
  await addWidget(project, "daily-tips");
}, 60_000);
afterAll(() => removeScaffold(project));

describe("hostbridge add widget in a scaffolded project", () => {
  it("adds two widgets whose code and wiring typecheck, the hooks typed from the server", async () => {
    const app = readFileSync(join(project, "server/app.ts"), "utf8");
    expect(app).toContain("...quotesTools(widgets),\n    ...factsTools(widgets),\n    ...dailyTipsTools(widgets),");
    expect(await projectTypeErrors(project)).toEqual([]);
  }, 240_000);

  it("generates jsdom tests that pass in both fake hosts; the server test serves every widget", async () => {
    // The template's server test (under server/) must follow the widgets the generator added.
    const output = await runProjectTests(project, ["src/widgets/facts", "src/widgets/daily-tips", "server"]);
    expect(output).toMatch(/Test Files\s+3 passed \(3\)/);
    // Five tests in each of the two hosts, per widget; the server's six.
    expect(output).toMatch(/Tests\s+26 passed \(26\)/);
  }, 240_000);
});

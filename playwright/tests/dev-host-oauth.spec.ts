import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { HOSTBRIDGE_BIN } from "./dev-host-support.js";

// `hostbridge dev --oauth` on a server behind an OAuth authorization server that approves every
// sign-in at once: the browser opens the printed "Sign in" URL, comes back to the dev host's
// loopback callback, and the page then works with the server, its token never in the page.
const OAUTH_SERVER = fileURLToPath(new URL("../../packages/dev/test-fixtures/oauth-server.mjs", import.meta.url));

const children: ChildProcess[] = [];
test.afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGINT");
        }),
    ),
  );
});

/** Starts `command args`, and resolves with its output once `pattern` matches it. */
function startUntil(args: string[], pattern: RegExp): Promise<{ match: RegExpExecArray; output: () => string }> {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let text = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within 60 s:\n${text}`)), 60_000);
    const read = (chunk: Buffer) => {
      text += String(chunk);
      const match = pattern.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve({ match, output: () => text });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${text}`)));
  });
}

test("signs in through the browser, then the page lists and calls the guarded server's tools", async ({ page }) => {
  test.setTimeout(180_000);
  const server = await startUntil([OAUTH_SERVER, "0"], /(http:\/\/127\.0\.0\.1:\d+\/mcp)/);
  const serverUrl = server.match[1]!;
  const devHost = await startUntil(
    [HOSTBRIDGE_BIN, "dev", "--server", serverUrl, "--oauth", "--port", "0", "--sandbox-port", "0"],
    /Sign in: (\S+)/,
  );

  await page.goto(devHost.match[1]!);
  await expect(page.locator("body")).toContainText("Signed in");
  await expect.poll(() => devHost.output(), { timeout: 60_000 }).toMatch(/hostbridge dev host\s+\S+/);
  const pageUrl = /hostbridge dev host\s+(\S+)/.exec(devHost.output())![1]!;

  await page.goto(`${pageUrl}?tool=whoami&run=1`);
  await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
  await expect(page.getByTestId("tool-call")).toContainText("whoami");
  await expect(page.getByText("signed in").first()).toBeVisible();
  // The token stays in the dev host: neither the page's config nor its log has it.
  const config = await (await page.request.get(`${pageUrl}hostbridge-dev.json`)).text();
  expect(config).not.toMatch(/access|bearer|token/i);
  await page.getByPlaceholder("text in the messages").fill("bearer");
  await expect(page.getByTestId("log-row")).toHaveCount(0);
  expect(devHost.output()).not.toMatch(/access-[0-9a-f]{8}/);
});

// Makes sure Debian's Chromium is there for the browser tests; installs it with apt-get when
// running as root on a machine that has apt-get. Browsers are never downloaded by a test tool.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (!isRoot || !hasApt) {
  console.error(
    `Chromium is missing at ${path}. Install Debian's package (apt-get install -y chromium) ` +
      "or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests...");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
// Waits for another apt run (another test run installing the same thing) instead of failing.
const lockWait = "-o DPkg::Lock::Timeout=600";
execSync(`apt-get ${lockWait} update -qq`, { stdio: "inherit", env });
execSync(`apt-get ${lockWait} install -y -qq chromium`, { stdio: "inherit", env });
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}

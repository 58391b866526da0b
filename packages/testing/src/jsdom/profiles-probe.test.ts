// The probe (@hostbridge/core/probe) against each profile's fake host (the official AppBridge as
// createMcpAppsHost({ preset }) configures it): it must report as absent exactly the methods the
// profile's data says the host refuses with -32601, and every other method as present, so the
// profiles, the fakes and the probe agree.
import { createHost, type Host } from "@hostbridge/core";
import { PROBE_REQUESTS, probeHost } from "@hostbridge/core/probe";
import { afterEach, describe, expect, it } from "vitest";
import { HOST_PROFILES, HOST_PROFILE_IDS, hostProfile } from "../model/host-profiles.js";
import { methodsRefusedBy } from "../model/profile-refusals.js";
import { cleanup } from "./cleanup.js";
import { createMcpAppsHost } from "./mcp-apps-host.js";

const hosts: Host[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
  await cleanup();
});

const PROBED = PROBE_REQUESTS.map((request) => request.method as string);
const SHOWN = HOST_PROFILE_IDS.filter((id) => HOST_PROFILES[id].rendersUi);

describe.each(SHOWN)("probeHost against the profile %s", (preset) => {
  it("reports as absent exactly the methods the profile refuses with -32601", async () => {
    const mcp = createMcpAppsHost({ preset });
    const host = createHost({ port: mcp.port, storage: null, notice: false });
    hosts.push(host);
    const found = await probeHost(host, { timeoutMs: 5000 });
    const refused = methodsRefusedBy(hostProfile(preset)).filter((method) => PROBED.includes(method));
    expect([...found.absent].sort()).toEqual(refused);
    for (const method of PROBED.filter((probed) => !refused.includes(probed)))
      expect(found.methods[method as keyof typeof found.methods], `${preset} ${method}`).toBe("present");
    expect(found.handshake).toBe("ready");
  });
});

describe("methodsRefusedBy", () => {
  it("lists what GitHub Copilot refuses, and nothing for the generic spec host", () => {
    expect(methodsRefusedBy(hostProfile("github-copilot"))).toEqual([
      "resources/read",
      "tools/list",
      "ui/download-file",
      "ui/request-display-mode",
      "ui/update-model-context",
    ]);
    expect(methodsRefusedBy(hostProfile("mcp-apps"))).toEqual([]);
  });

  it("counts an unadvertised capability as refused unless the host answers it anyway", () => {
    const profile = hostProfile("mcp-apps");
    const { message: _message, ...withoutMessage } = profile.capabilities;
    expect(methodsRefusedBy({ ...profile, capabilities: withoutMessage })).toEqual(["ui/message"]);
    expect(methodsRefusedBy({ ...profile, capabilities: withoutMessage, answersUnadvertised: ["message"] })).toEqual(
      [],
    );
  });
});

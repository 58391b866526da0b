import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileStore, MAX_FILE_BYTES } from "./file-store.js";
import { type RunningDemoServer, startDemoServer } from "./http-server.js";

let server: RunningDemoServer;

beforeAll(async () => {
  // A small total cap, so the test can fill the store without megabytes of traffic per file.
  server = await startDemoServer({ port: 0, files: new FileStore(undefined, MAX_FILE_BYTES + 4096) });
});
afterAll(() => server.close());

const upload = (body: BodyInit, headers: Record<string, string>) =>
  fetch(`${server.origin}/files`, { method: "POST", headers, body });

async function uploaded(body: string, mimeType: string, name = "x"): Promise<string> {
  const res = await upload(body, { "content-type": mimeType, "x-file-name": name });
  expect(res.status).toBe(201);
  return ((await res.json()) as { downloadUrl: string }).downloadUrl;
}

describe("demo server /files", () => {
  it("never serves HTML or SVG inline: active types are attachments of octet-stream", async () => {
    for (const type of ["text/html", "image/svg+xml", "application/xhtml+xml", "text/xml", "text/javascript"]) {
      const res = await fetch(await uploaded("<script>alert(1)</script>", type, "evil.html"));
      expect(res.headers.get("content-type")).toBe("application/octet-stream");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    }
  });

  it("shows passive types inline, text with an explicit UTF-8 charset (no UTF-7 sniffing)", async () => {
    const res = await fetch(await uploaded("+ADw-script+AD4-", "text/plain; charset=utf-7", "notes.txt"));
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''notes.txt");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers a malformed or hostile x-file-name with 400, not 500", async () => {
    for (const name of ["%E0%A4%A", "a%2Fb", "%00evil", "x".repeat(300)]) {
      const res = await upload("data", { "content-type": "text/plain", "x-file-name": name });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/x-file-name/);
    }
  });

  it("answers 413 to a keep-alive client without resetting the connection", async () => {
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 97);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.origin}/files`,
        {
          method: "POST",
          agent: false,
          headers: {
            "content-type": "text/plain",
            "x-file-name": "big.txt",
            connection: "keep-alive",
            "content-length": String(big.byteLength),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(big);
    });
    expect(status).toBe(413);
  });

  it("caps the store's total size", async () => {
    const chunk = "y".repeat(MAX_FILE_BYTES - 16);
    const first = await upload(chunk, { "content-type": "text/plain", "x-file-name": "fill.txt" });
    const second = await upload(chunk, { "content-type": "text/plain", "x-file-name": "more.txt" });
    expect([first.status, second.status]).toContain(413);
    const refused = first.status === 413 ? first : second;
    expect(((await refused.json()) as { error: string }).error).toMatch(/file store is full/);
    expect(server.files.totalBytes).toBeLessThanOrEqual(MAX_FILE_BYTES + 4096);
  });
});

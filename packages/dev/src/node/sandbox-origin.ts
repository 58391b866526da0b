import { createHash } from "node:crypto";

/**
 * The label of a server's own sandbox origin (`http://<label>.localhost:<port>`): a hash of the
 * server's URL or command, so two servers never share an origin (and so cannot script each other's
 * widgets), while one server keeps the same origin from run to run.
 */
export function sandboxLabel(serverKey: string): string {
  return `s${createHash("sha256").update(serverKey).digest("hex").slice(0, 12)}`;
}

/** The sandbox origin of one server. Chromium resolves every `*.localhost` name to loopback. */
export function sandboxOrigin(label: string, port: number): string {
  return `http://${label}.localhost:${port}`;
}

/** The label a request's Host header names, if it is `<label>.localhost:<port>` for this port. */
export function labelFromHost(hostHeader: string | undefined, port: number): string | null {
  const match = /^([a-z0-9-]+)\.localhost:(\d+)$/i.exec(hostHeader ?? "");
  if (!match || Number(match[2]) !== port) return null;
  return (match[1] ?? "").toLowerCase();
}

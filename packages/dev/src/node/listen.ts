import type { Server } from "node:http";
import { DevHostError } from "./errors.js";

/** Listens on 127.0.0.1 only; a taken port becomes a `port_in_use` error that names the option. */
export function listen(server: Server, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new DevHostError(
              "port_in_use",
              `Port ${port} (${what}) is already in use: pick another one (--port, --sandbox-port) or stop what listens there.`,
            )
          : error,
      );
    };
    server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError);
      resolve();
    });
  });
}

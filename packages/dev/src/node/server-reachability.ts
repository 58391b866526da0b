import { connect } from "node:net";
import { describeErrorCode } from "./mcp-proxy.js";

/** Whether the MCP server answers, as the relay and the port watch see it; each change is logged once. */
export interface ServerReachability {
  /** A request (or the port watch) did not reach the server, for `reason`. */
  lost(reason: string): void;
  /** The server answered. */
  answered(): void;
  /** Stops the port watch. */
  stop(): void;
}

export interface ServerReachabilityOptions {
  /** Where the lines go (the terminal). */
  log(line: string): void;
  /**
   * Also try a TCP connection to the server's port this often (ms), so an outage is logged when it
   * happens rather than at the page's next request; `null`: only what the relay sees.
   */
  watchIntervalMs: number | null;
}

/**
 * How long a watch probe waits for the TCP connection. Not the watch interval: on a loaded machine
 * a live local server can take longer than a short interval to accept, which is not an outage.
 */
const PORT_ANSWER_TIMEOUT_MS = 2000;

/** Tries a TCP connection to the URL's host and port: `null` when it is accepted, else why not. */
function portAnswer(url: URL, timeoutMs: number): Promise<string | null> {
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ""), port });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      resolve(`no answer within ${timeoutMs} ms`);
    });
    socket.once("connect", () => {
      socket.destroy();
      resolve(null);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(describeErrorCode(error.code ?? error.message)));
  });
}

/**
 * Follows whether the server at `url` answers and logs each change once: that it stopped
 * answering (and why), then that it answers again. The page learns of it from its own requests.
 */
export function trackServerReachability(url: string, options: ServerReachabilityOptions): ServerReachability {
  let down = false;
  let timer: NodeJS.Timeout | null = null;
  const lost = (reason: string) => {
    if (down) return;
    down = true;
    options.log(
      `the MCP server at ${url} stopped answering: ${reason}. The dev host keeps relaying to it; the page says so and offers to reconnect.`,
    );
  };
  const answered = () => {
    if (!down) return;
    down = false;
    options.log(`the MCP server at ${url} answers again`);
  };
  if (options.watchIntervalMs !== null) {
    const interval = options.watchIntervalMs;
    const target = new URL(url);
    const check = async () => {
      const failure = await portAnswer(target, PORT_ANSWER_TIMEOUT_MS);
      if (failure) lost(failure);
      else answered();
      if (timer) timer = setTimeout(check, interval).unref();
    };
    timer = setTimeout(check, interval).unref();
  }
  return {
    lost,
    answered,
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

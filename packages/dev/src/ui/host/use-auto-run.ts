import { useEffect, useRef } from "react";
import { useLatest } from "./use-latest.js";

/**
 * `?run=1` runs the selected tool once, as soon as the server is connected and the arguments are
 * filled (handy for links and tests).
 */
export function useAutoRun(query: URLSearchParams, connected: boolean, argsText: string, run: () => void): void {
  const ran = useRef(false);
  const latestRun = useLatest(run);
  useEffect(() => {
    if (connected && query.get("run") === "1" && !ran.current && argsText) {
      ran.current = true;
      latestRun.current();
    }
  }, [connected, query, argsText, latestRun]);
}

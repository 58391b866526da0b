import { useEffect, useState } from "react";

/** This long after its HTML was delivered without a word from the widget, the cover says what it waits for. */
const SLOW_START_MS = 8_000;

/**
 * The cover over a widget frame until the widget starts, in the host's theme. `delivered`: the
 * sandbox has the widget's HTML (before that the host is still loading it, which is never "slow").
 */
export function WidgetLoading({ delivered }: { delivered: boolean }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!delivered) return;
    const timer = setTimeout(() => setSlow(true), SLOW_START_MS);
    return () => clearTimeout(timer);
  }, [delivered]);
  return (
    <div className="widget-loading" role="status" data-testid="widget-loading" data-slow={slow ? "true" : "false"}>
      <span className="spinner" aria-hidden="true" />
      {slow
        ? "The widget has not started the bridge (no ui/initialize, no size report): see the message log."
        : "Loading the widget…"}
    </div>
  );
}

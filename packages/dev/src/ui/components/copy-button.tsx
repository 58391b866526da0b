import { useEffect, useState } from "react";

/** How long the button says "Copied" (or why not) before it reads as before. */
const FEEDBACK_MS = 1500;

/** A button that copies `text` to the clipboard and says whether it worked. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setOutcome("copied"),
      () => setOutcome("failed"),
    );
  return (
    <button
      type="button"
      className="ghost small"
      data-testid={testId}
      data-outcome={outcome ?? ""}
      onClick={() => void copy()}
    >
      {outcome === "copied" ? "Copied" : outcome === "failed" ? "Copy failed" : label}
    </button>
  );
}

import { resultText } from "../host/tool-result.js";

/** An `isError` result's own words, marked as an error (server tools and app tools alike). */
export function ResultError({ result }: { result: unknown }) {
  const text = resultText(result);
  return (
    <p className="error small result-error" data-testid="result-error">
      <strong>Error result</strong> (<code>isError: true</code>){text ? `: ${text}` : ""}
    </p>
  );
}

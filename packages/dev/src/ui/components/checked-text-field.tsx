import { useEffect, useId, useState } from "react";
import type { Checked } from "../host/context-values.js";

interface CheckedTextFieldProps {
  label: string;
  value: string;
  /** Suggestions offered while typing (any other valid value is taken too). */
  suggestions: readonly string[];
  check(text: string): Checked;
  /** Called with the checked (canonical) value when the user commits one: Enter, or leaving the field. */
  onCommit(value: string): void;
  testId: string;
}

/**
 * A free-text control with suggestions: what is typed is checked when the user commits it (Enter,
 * leaving the field); a valid value is applied in its canonical form, an invalid one is kept in
 * the field with the reason, and the value in effect stays.
 */
export function CheckedTextField(props: CheckedTextFieldProps) {
  const listId = useId();
  const [text, setText] = useState(props.value);
  const [problem, setProblem] = useState<string | null>(null);
  // A value set elsewhere (a profile, the URL) shows in the field.
  useEffect(() => setText(props.value), [props.value]);
  const commit = () => {
    const checked = props.check(text);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setText(checked.value);
    if (checked.value !== props.value) props.onCommit(checked.value);
  };
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        data-testid={props.testId}
        list={listId}
        value={text}
        aria-invalid={problem !== null}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
      />
      <datalist id={listId}>
        {props.suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {problem && (
        <span className="error small" role="alert" data-testid={`${props.testId}-error`}>
          {problem}
        </span>
      )}
    </label>
  );
}

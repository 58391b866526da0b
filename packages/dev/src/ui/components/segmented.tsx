import type { ReactNode } from "react";

/** What a segmented control takes: its options, the one chosen, and how each is labelled. */
export interface SegmentedProps<T extends string> {
  /** The accessible name of the group. */
  name: string;
  value: T;
  options: readonly T[];
  onChange(value: T): void;
  /** The group's test id; each option's is `<testId>-<option>`. */
  testId: string;
  /** The label of each option (default: the option itself). */
  labels?: Partial<Record<T, ReactNode>>;
  className?: string;
}

/** One choice among a few, as one bar of buttons with radio semantics. */
export function Segmented<T extends string>(props: SegmentedProps<T>) {
  return (
    <div
      className={`segmented${props.className ? ` ${props.className}` : ""}`}
      role="radiogroup"
      aria-label={props.name}
      data-testid={props.testId}
    >
      {props.options.map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control: buttons with radio semantics, styled as one bar.
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={props.value === option}
          className={props.value === option ? "active" : ""}
          data-testid={`${props.testId}-${option}`}
          onClick={() => props.onChange(option)}
        >
          {props.labels?.[option] ?? option}
        </button>
      ))}
    </div>
  );
}

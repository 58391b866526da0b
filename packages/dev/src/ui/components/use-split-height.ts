import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from "react";

/** The smallest height either side of the split keeps, in px. */
const MIN_SIDE_PX = 80;
/** How far an arrow key moves the split, in px. */
const KEY_STEP_PX = 32;

function storedHeight(key: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(key));
    return Number.isFinite(value) && value >= MIN_SIDE_PX ? value : null;
  } catch {
    return null;
  }
}

function storeHeight(key: string, height: number): void {
  try {
    window.localStorage.setItem(key, String(Math.round(height)));
  } catch {
    // Storage refused: the split lasts until the page reloads.
  }
}

/** What a horizontal split hands its separator: drag it, or move it with the arrow keys. */
export interface SplitHeight {
  /** The upper part's height in px, `null` until the user moves the split (the CSS decides). */
  height: number | null;
  separatorProps: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

/**
 * A split between an upper element (`upper`) and what is below it in `container`, moved by dragging
 * the separator or with ArrowUp/ArrowDown on it, kept in local storage under `storageKey`.
 */
export function useSplitHeight(
  storageKey: string,
  upper: { current: HTMLElement | null },
  container: { current: HTMLElement | null },
): SplitHeight {
  const [height, setHeight] = useState<number | null>(() => storedHeight(storageKey));
  const latest = useRef(height);
  const apply = useCallback(
    (wanted: number) => {
      const total = container.current?.clientHeight ?? Number.POSITIVE_INFINITY;
      const next = Math.max(MIN_SIDE_PX, Math.min(wanted, total - MIN_SIDE_PX * 2));
      latest.current = next;
      setHeight(next);
      storeHeight(storageKey, next);
    },
    [container, storageKey],
  );
  const current = () => latest.current ?? upper.current?.getBoundingClientRect().height ?? MIN_SIDE_PX;

  return {
    height,
    separatorProps: {
      onPointerDown(event) {
        event.preventDefault();
        const startY = event.clientY;
        const startHeight = current();
        const target = event.currentTarget;
        target.setPointerCapture?.(event.pointerId);
        const move = (moveEvent: globalThis.PointerEvent) => apply(startHeight + moveEvent.clientY - startY);
        const up = () => {
          target.removeEventListener("pointermove", move);
          target.removeEventListener("pointerup", up);
          target.removeEventListener("pointercancel", up);
        };
        target.addEventListener("pointermove", move);
        target.addEventListener("pointerup", up);
        target.addEventListener("pointercancel", up);
      },
      onKeyDown(event) {
        if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
        event.preventDefault();
        apply(current() + (event.key === "ArrowDown" ? KEY_STEP_PX : -KEY_STEP_PX));
      },
    },
  };
}

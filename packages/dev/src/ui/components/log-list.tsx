import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { LogEntry } from "../host/types.js";
import { collapsedHeight, LogRow } from "./log-row.js";
import { rowOffsets, virtualWindow } from "./virtual-window.js";

/** Logs up to this long render every row; longer ones render the rows in view (10,000 rows stay smooth). */
const RENDER_ALL_UP_TO = 400;
/** Pixels of rows rendered beyond each edge of the view, so fast scrolling shows no gaps. */
const OVERSCAN_PX = 600;

/** The log's rows (newest first), windowed when long; expanded rows are measured. */
export function LogList({ rows }: { rows: readonly LogEntry[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(800);
  const [measured, setMeasured] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setViewport(list.clientHeight));
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // No ResizeObserver (jsdom): expanded rows keep their collapsed height in the arithmetic.
  const rowObserver = useMemo(
    () =>
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver((changes) =>
            setMeasured((current) => {
              const next = new Map(current);
              for (const change of changes) {
                const id = Number((change.target as HTMLElement).dataset.id);
                next.set(id, (change.target as HTMLElement).offsetHeight);
              }
              return next;
            }),
          ),
    [],
  );
  useEffect(() => () => rowObserver?.disconnect(), [rowObserver]);
  const measure = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || !rowObserver) return;
      rowObserver.observe(element);
      return () => rowObserver.unobserve(element);
    },
    [rowObserver],
  );

  const toggle = useCallback(
    (id: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const offsets = useMemo(
    () =>
      rowOffsets(
        rows.map((entry) => (open.has(entry.id) ? (measured.get(entry.id) ?? 0) : 0) || collapsedHeight(entry)),
      ),
    [rows, open, measured],
  );

  // New rows arrive at the top: someone reading further down keeps the same rows in view.
  const firstShown = useRef<number | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const previous = firstShown.current;
    firstShown.current = rows[0]?.id ?? null;
    if (!list || previous === null || list.scrollTop === 0) return;
    const index = rows.findIndex((entry) => entry.id === previous);
    if (index > 0) list.scrollTop += offsets[index]!;
  }, [rows, offsets]);

  const shown = virtualWindow(offsets, scrollTop, viewport, { overscan: OVERSCAN_PX, renderAllUpTo: RENDER_ALL_UP_TO });
  return (
    <ol
      ref={listRef}
      className="log"
      data-testid="message-log"
      data-rows={rows.length}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      {shown.before > 0 && <li className="log-spacer" aria-hidden="true" style={{ height: shown.before }} />}
      {rows.slice(shown.start, shown.end).map((entry) => (
        <LogRow key={entry.id} entry={entry} open={open.has(entry.id)} onToggle={toggle} measure={measure} />
      ))}
      {shown.after > 0 && <li className="log-spacer" aria-hidden="true" style={{ height: shown.after }} />}
    </ol>
  );
}

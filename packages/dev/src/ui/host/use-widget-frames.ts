import { useCallback, useRef, useState } from "react";
import type { WidgetResource } from "../mcp/server-connection.js";
import type { FrameLabel } from "./types.js";
import type { WidgetSession } from "./widget-session.js";

/** The widget the host shows in its modal (`requestModal`). */
export interface ModalState {
  /** Bumped per open, so opening it again remounts the frame. */
  key: number;
  template: string;
  params: unknown;
  resource: WidgetResource;
}

/** Heights a frame reported through `window.openai.notifyIntrinsicHeight`, per frame. */
export type IntrinsicHeights = Record<FrameLabel, number | null>;

const NO_HEIGHTS: IntrinsicHeights = { main: null, modal: null };

/** The two widget frames (the main one in the conversation, the modal) and their live sessions. */
export interface WidgetFrames {
  /** The main widget's template, `null` when the tool has none. */
  resource: WidgetResource | null;
  /** Whether the main widget asked to be closed (it stays unmounted until reopened). */
  closed: boolean;
  modal: ModalState | null;
  intrinsicHeights: IntrinsicHeights;
  setResource(resource: WidgetResource | null): void;
  /** The main frame is to be shown afresh: no modal, not closed, no height reported yet. */
  reopen(): void;
  showModal(template: string, params: unknown, resource: WidgetResource): void;
  /** Unmounts the modal without asking it first; call `teardown("modal")` before when it may answer. */
  dropModal(): void;
  setIntrinsicHeight(frame: FrameLabel, height: number): void;
  /** Tears the live widget(s) down before the host unmounts them (spec: the View gets to answer). */
  teardown(...frames: FrameLabel[]): Promise<void>;
  /** Closes a frame the way a host should: teardown first, then unmount. */
  close(frame: FrameLabel): Promise<void>;
  /** Records a frame's live session (`null` when it goes); `WidgetFrame` reports it. */
  attach(frame: FrameLabel, session: WidgetSession | null): void;
  /** The main frame's live session, if any. */
  mainSession(): WidgetSession | null;
}

/** Keeps what the widget frames show and their sessions; every function is stable. */
export function useWidgetFrames(): WidgetFrames {
  const [resource, setResource] = useState<WidgetResource | null>(null);
  const [closed, setClosed] = useState(false);
  const [modal, setModal] = useState<ModalState | null>(null);
  const [intrinsicHeights, setIntrinsicHeights] = useState<IntrinsicHeights>(NO_HEIGHTS);
  const sessions = useRef<Record<FrameLabel, WidgetSession | null>>({ main: null, modal: null });

  const reopen = useCallback(() => {
    setModal(null);
    setClosed(false);
    setIntrinsicHeights(NO_HEIGHTS);
  }, []);
  const showModal = useCallback((template: string, params: unknown, modalResource: WidgetResource) => {
    setModal((current) => ({
      key: (current?.key ?? 0) + 1,
      template,
      params: params ?? null,
      resource: modalResource,
    }));
  }, []);
  const dropModal = useCallback(() => setModal(null), []);
  const setIntrinsicHeight = useCallback((frame: FrameLabel, height: number) => {
    setIntrinsicHeights((current) => ({ ...current, [frame]: height }));
  }, []);
  const teardown = useCallback(async (...frames: FrameLabel[]) => {
    await Promise.all(frames.map((frame) => sessions.current[frame]?.teardown()));
  }, []);
  const close = useCallback(
    async (frame: FrameLabel) => {
      await teardown(frame);
      if (frame === "modal") setModal(null);
      else setClosed(true);
    },
    [teardown],
  );
  const attach = useCallback((frame: FrameLabel, session: WidgetSession | null) => {
    sessions.current[frame] = session;
  }, []);
  const mainSession = useCallback(() => sessions.current.main, []);

  return {
    resource,
    closed,
    modal,
    intrinsicHeights,
    setResource,
    reopen,
    showModal,
    dropModal,
    setIntrinsicHeight,
    teardown,
    close,
    attach,
    mainSession,
  };
}

import { useCallback, useState } from "react";
import type { FollowUp, HostFile, OpenedLink } from "../components/state-panel.js";
import type { CspViolation } from "./csp-advice.js";
import type { FrameLabel } from "./types.js";

/** How many CSP violations the state panel keeps (the latest ones). */
const MAX_CSP_VIOLATIONS = 50;

/** What the widgets asked of the host, as the state panel shows it. */
export interface WidgetActivity {
  followUps: FollowUp[];
  links: OpenedLink[];
  modelContext: unknown;
  /** `window.openai.setWidgetState` per widget instance (the run id, `<run id>:modal` for the modal). */
  widgetStates: Record<string, unknown>;
  openInAppUrl: string | null;
  files: HostFile[];
  closeRequests: number;
  cspViolations: CspViolation[];
  addFollowUp(prompt: string, frame: FrameLabel): void;
  addLink(href: string, url: string): void;
  setModelContext(context: unknown): void;
  setWidgetState(instance: string, state: unknown): void;
  setOpenInAppUrl(href: string | null): void;
  addFile(file: HostFile): void;
  countCloseRequest(): void;
  addCspViolation(violation: CspViolation): void;
  /** A new tool call: follow-ups, model context, open-in-app URL and CSP violations belong to the previous one. */
  clearForNewRun(): void;
}

/** Keeps what the widgets asked of the host; every function is stable. */
export function useWidgetActivity(): WidgetActivity {
  const [followUps, setFollowUps] = useState<FollowUp[]>([]);
  const [links, setLinks] = useState<OpenedLink[]>([]);
  const [modelContext, setModelContext] = useState<unknown>(null);
  const [widgetStates, setWidgetStates] = useState<Record<string, unknown>>({});
  const [openInAppUrl, setOpenInAppUrl] = useState<string | null>(null);
  const [files, setFiles] = useState<HostFile[]>([]);
  const [closeRequests, setCloseRequests] = useState(0);
  const [cspViolations, setCspViolations] = useState<CspViolation[]>([]);

  const addFollowUp = useCallback((prompt: string, frame: FrameLabel) => {
    setFollowUps((list) => [...list, { id: list.length + 1, prompt, frame }]);
  }, []);
  const addLink = useCallback((href: string, url: string) => {
    setLinks((list) => [...list, { id: list.length + 1, href, url }]);
  }, []);
  const setWidgetState = useCallback((instance: string, state: unknown) => {
    setWidgetStates((states) => ({ ...states, [instance]: state }));
  }, []);
  const addFile = useCallback((file: HostFile) => setFiles((list) => [...list, file]), []);
  const countCloseRequest = useCallback(() => setCloseRequests((count) => count + 1), []);
  const addCspViolation = useCallback((violation: CspViolation) => {
    setCspViolations((list) => [...list, violation].slice(-MAX_CSP_VIOLATIONS));
  }, []);
  const clearForNewRun = useCallback(() => {
    setFollowUps([]);
    setModelContext(null);
    setOpenInAppUrl(null);
    setCspViolations([]);
  }, []);

  return {
    followUps,
    links,
    modelContext,
    widgetStates,
    openInAppUrl,
    files,
    closeRequests,
    cspViolations,
    addFollowUp,
    addLink,
    setModelContext,
    setWidgetState,
    setOpenInAppUrl,
    addFile,
    countCloseRequest,
    addCspViolation,
    clearForNewRun,
  };
}

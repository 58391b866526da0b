import type { ReactNode } from "react";
import type { HostProfile } from "@hostbridge/testing/profiles";
import { type CspViolation, describeFix } from "../host/csp-advice.js";
import { ProfileSummary } from "./profile-summary.js";

export interface FollowUp {
  id: number;
  prompt: string;
  frame: string;
}
export interface OpenedLink {
  id: number;
  href: string;
  url: string;
}
export interface HostFile {
  fileId: string;
  fileName: string;
  mimeType: string;
  library: boolean;
}

export interface HostStateView {
  /** The profile the widget meets: what the host does, its quirks and their sources. */
  profile: HostProfile;
  cspViolations: CspViolation[];
  widgetState: unknown;
  modelContext: unknown;
  followUps: FollowUp[];
  links: OpenedLink[];
  openInAppUrl: string | null;
  files: HostFile[];
  modal: { template: string; params: unknown } | null;
  displayMode: string;
  closeRequests: number;
}

function Json({ value, testId }: { value: unknown; testId: string }) {
  return (
    <pre className="json" data-testid={testId}>
      {value === null || value === undefined ? "—" : JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** What the widget told the host, as a chat host would keep it (`children`: sections shown after the facts). */
export function StatePanel({ state, children }: { state: HostStateView; children?: ReactNode }) {
  return (
    <section className="panel state-panel" aria-label="Host state">
      <h2>Host state</h2>
      <ProfileSummary profile={state.profile} />
      <dl className="facts">
        <div>
          <dt>Display mode</dt>
          <dd data-testid="state-display-mode">{state.displayMode}</dd>
        </div>
        <div>
          <dt>Open in app URL</dt>
          <dd data-testid="open-in-app-url">{state.openInAppUrl ?? "—"}</dd>
        </div>
        <div>
          <dt>Close requests</dt>
          <dd data-testid="close-requests">{state.closeRequests}</dd>
        </div>
      </dl>
      {children}
      <h3>CSP violations</h3>
      <ul className="list" data-testid="csp-violations">
        {state.cspViolations.length === 0 && <li className="empty">none</li>}
        {state.cspViolations.map((violation) => (
          <li
            key={violation.id}
            className="csp-violation"
            data-testid="csp-violation"
            data-directive={violation.effectiveDirective}
            data-blocked={violation.blockedURI}
          >
            <code>{violation.effectiveDirective}</code> blocked <code>{violation.blockedURI}</code>
            {violation.realm === "proxy" && <span className="badge muted">via the proxy</span>}
            <div className="small" data-testid="csp-fix">
              {"key" in violation.fix ? "Allow it with " : ""}
              <code>{describeFix(violation.fix)}</code>
            </div>
          </li>
        ))}
      </ul>
      <h3>Widget state</h3>
      <Json value={state.widgetState} testId="widget-state" />
      <h3>Model context</h3>
      <Json value={state.modelContext} testId="model-context" />
      <h3>Modal</h3>
      <Json value={state.modal} testId="modal-state" />
      <h3>Opened links</h3>
      <ul className="list" data-testid="opened-links">
        {state.links.length === 0 && <li className="empty">none yet</li>}
        {state.links.map((link) => (
          <li key={link.id} data-testid="opened-link" data-href={link.href}>
            <a href={link.url} target="_blank" rel="noreferrer noopener">
              {link.url}
            </a>
          </li>
        ))}
      </ul>
      <h3>Files</h3>
      <ul className="list" data-testid="host-files">
        {state.files.length === 0 && <li className="empty">none uploaded</li>}
        {state.files.map((file) => (
          <li key={file.fileId} data-testid="host-file" data-file-id={file.fileId}>
            <code>{file.fileId}</code> {file.fileName} <span className="muted">{file.mimeType}</span>
            {file.library && <span className="badge">library</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

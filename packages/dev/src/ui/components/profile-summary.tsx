import type { HostProfile, ProfileFact } from "@hostbridge/testing/profiles";

/** How each fact is named in the Sources list. */
const FACT_LABELS: Record<ProfileFact, string> = {
  hostInfo: "Host info",
  capabilities: "Capabilities",
  answersUnadvertised: "Unadvertised answers",
  refusedMethods: "Refused methods",
  hostContext: "Host context",
  openai: "window.openai",
  displayModes: "Display modes",
  displayModeRefusal: "Refused mode answer",
  container: "Container",
  frameStorage: "Frame storage",
  reload: "Reload",
  resourceUriKeys: "_meta key",
  csp: "CSP",
};

const REFUSAL_TEXT: Record<HostProfile["displayModeRefusal"], string> = {
  "current-mode": "the current mode",
  inline: "inline, no error",
  "method-not-found": "-32601",
};

const RELOAD_TEXT: Record<HostProfile["reload"], string> = {
  "resends-result": "sends the tool input and result again",
  "replays-emptied-result": "replays an emptied result ({}, no _meta)",
  "sends-nothing": "sends no input or result again",
  "frame-not-restored": "the frame comes back empty",
};

function containerText({ width, maxHeight }: HostProfile["container"]): string {
  const parts = [
    width === undefined ? null : `${width} px wide`,
    maxHeight === undefined ? null : `maxHeight ${maxHeight}`,
  ];
  return parts.filter(Boolean).join(", ") || "no limit";
}

/** A source, with its web addresses as links. */
function Source({ text }: { text: string }) {
  let offset = 0;
  const pieces = text.split(/(https:\/\/[^\s,;)]+)/).map((piece) => {
    const at = offset;
    offset += piece.length;
    return { piece, at };
  });
  return (
    <>
      {pieces.map(({ piece, at }) =>
        piece.startsWith("https://") ? (
          <a key={at} href={piece} target="_blank" rel="noreferrer noopener">
            {piece}
          </a>
        ) : (
          piece
        ),
      )}
    </>
  );
}

/** The Host state panel's account of the profile: what the host does, its quirks, and where each fact comes from. */
export function ProfileSummary({ profile }: { profile: HostProfile }) {
  const facts: [string, string, string][] = [
    ["Advertises", Object.keys(profile.capabilities).join(", ") || "nothing", "profile-capabilities"],
    ["Answers unadvertised", profile.answersUnadvertised.join(", ") || "—", "profile-unadvertised"],
    ["Refuses (-32601)", profile.refusedMethods.join(", ") || "—", "profile-refused"],
    ["Display modes", profile.displayModes.join(", ") || "inline only", "profile-modes"],
    ["A refused mode gets", REFUSAL_TEXT[profile.displayModeRefusal], "profile-refusal"],
    ["Container", containerText(profile.container), "profile-container"],
    ["Frame storage", profile.frameStorage === "none" ? "none" : "available", "profile-storage"],
    ["On reload", RELOAD_TEXT[profile.reload], "profile-reload"],
    ["Reads", profile.resourceUriKeys.map((key) => `_meta["${key}"]`).join(", ") || "no UI key", "profile-meta-keys"],
    ["CSP", profile.csp, "profile-csp"],
  ];
  return (
    <div className="profile-summary" data-testid="profile-summary" data-profile={profile.id}>
      <strong>{profile.name}</strong> <span className="muted small">{profile.description}</span>
      {!profile.rendersUi && (
        <div className="small profile-no-ui" data-testid="profile-no-ui">
          This host shows no widget: the user sees the tool result's text.
        </div>
      )}
      <dl className="profile-facts small">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
      {profile.quirks.length > 0 && (
        <ul className="profile-quirks small" data-testid="profile-quirks" aria-label="Quirks">
          {profile.quirks.map((quirk) => (
            <li key={quirk}>{quirk}</li>
          ))}
        </ul>
      )}
      {profile.unknown.length > 0 && (
        <div className="muted small" data-testid="profile-unknown">
          Not known (the generic host's value is played): {profile.unknown.map((fact) => FACT_LABELS[fact]).join(", ")}
        </div>
      )}
      <details className="profile-sources small" data-testid="profile-sources">
        <summary>Sources</summary>
        <dl>
          {(Object.keys(FACT_LABELS) as ProfileFact[]).map((fact) => (
            <div key={fact}>
              <dt>{FACT_LABELS[fact]}</dt>
              <dd>
                <Source text={profile.sources[fact]} />
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}

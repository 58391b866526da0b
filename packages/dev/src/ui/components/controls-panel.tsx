import { Segmented } from "./segmented.js";
import type { DeviceType, DisplayMode, HostControls, SafeAreaInsets, Theme } from "../host/types.js";

export const LOCALES = ["en-US", "fr-FR", "de-DE", "ja-JP", "ar-EG", "pt-BR"];

interface ControlsPanelProps {
  controls: HostControls;
  /** The modes the profile offers (inline always). */
  displayModes: readonly DisplayMode[];
  onChange(patch: Partial<HostControls>): void;
}

/** The host's environment controls: what every widget reads from its host. */
export function ControlsPanel({ controls, displayModes, onChange }: ControlsPanelProps) {
  const setInset = (side: keyof SafeAreaInsets, value: number) =>
    onChange({ safeArea: { ...controls.safeArea, [side]: Number.isFinite(value) ? Math.max(0, value) : 0 } });
  return (
    <section className="panel" aria-label="Host controls">
      <h2>Host controls</h2>
      <div className="field">
        <span>Theme</span>
        <Segmented<Theme>
          name="Theme"
          testId="control-theme"
          value={controls.theme}
          options={["light", "dark"]}
          onChange={(theme) => onChange({ theme })}
        />
      </div>
      <div className="field">
        <span>Display mode</span>
        <Segmented<DisplayMode>
          name="Display mode"
          testId="control-display-mode"
          value={controls.displayMode}
          options={displayModes}
          onChange={(displayMode) => onChange({ displayMode })}
        />
      </div>
      <div className="field">
        <span>Device</span>
        <Segmented<DeviceType>
          name="Device"
          testId="control-device"
          value={controls.device}
          options={["desktop", "tablet", "mobile"]}
          onChange={(device) => onChange({ device })}
        />
      </div>
      <label className="field">
        <span>Locale</span>
        <select
          data-testid="control-locale"
          value={controls.locale}
          onChange={(event) => onChange({ locale: event.target.value })}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Max height (px)</span>
        <input
          type="number"
          min={120}
          max={2000}
          step={20}
          data-testid="control-max-height"
          value={controls.maxHeight}
          onChange={(event) => {
            const maxHeight = Number(event.target.value);
            if (Number.isFinite(maxHeight) && maxHeight > 0) onChange({ maxHeight });
          }}
        />
      </label>
      <fieldset className="field insets">
        <legend>Safe area insets (px)</legend>
        {(["top", "right", "bottom", "left"] as const).map((side) => (
          <label key={side}>
            <span>{side}</span>
            <input
              type="number"
              min={0}
              max={200}
              data-testid={`control-safe-${side}`}
              value={controls.safeArea[side]}
              onChange={(event) => setInset(side, Number(event.target.value))}
            />
          </label>
        ))}
      </fieldset>
      <label className="field checkbox">
        <input
          type="checkbox"
          data-testid="control-require-approval"
          checked={controls.requireApproval}
          onChange={(event) => onChange({ requireApproval: event.target.checked })}
        />
        <span>Hold tool input until approved</span>
      </label>
    </section>
  );
}

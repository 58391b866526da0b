import { checkLocale, checkTimeZone, WIDTH_PRESETS } from "../host/context-values.js";
import { CheckedTextField } from "./checked-text-field.js";
import { Segmented } from "./segmented.js";
import type { DeviceType, DisplayMode, HostControls, SafeAreaInsets, Theme } from "../host/types.js";

/** Suggested locales; any BCP 47 tag is taken. */
export const LOCALES = ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "ja-JP", "ko-KR", "zh-Hans-CN", "ar-EG", "pt-BR"];
/** Suggested time zones; any IANA zone is taken. */
const TIME_ZONES = [
  "UTC",
  "America/Los_Angeles",
  "America/New_York",
  "Europe/London",
  "Europe/Paris",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Australia/Sydney",
];

/** A select for a value the controls may leave to the profile and device (`null`: "auto"). */
function OverrideSelect<T extends string | boolean>(props: {
  label: string;
  testId: string;
  value: T | null;
  options: readonly T[];
  onChange(value: T | null): void;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <select
        data-testid={props.testId}
        value={String(props.value)}
        onChange={(event) =>
          props.onChange(props.options.find((option) => String(option) === event.target.value) ?? null)
        }
      >
        <option value="null">auto</option>
        {props.options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {option === true ? "yes" : option === false ? "no" : option}
          </option>
        ))}
      </select>
    </label>
  );
}

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
      <CheckedTextField
        label="Locale"
        testId="control-locale"
        value={controls.locale}
        suggestions={LOCALES}
        check={checkLocale}
        onCommit={(locale) => onChange({ locale })}
      />
      <CheckedTextField
        label="Time zone"
        testId="control-time-zone"
        value={controls.timeZone}
        suggestions={TIME_ZONES}
        check={checkTimeZone}
        onCommit={(timeZone) => onChange({ timeZone })}
      />
      <label className="field">
        <span>Container width</span>
        <select
          data-testid="control-max-width"
          value={String(controls.maxWidth)}
          onChange={(event) =>
            onChange({ maxWidth: event.target.value === "null" ? null : Number(event.target.value) })
          }
        >
          {WIDTH_PRESETS.map((preset) => (
            <option key={preset.label} value={String(preset.maxWidth)}>
              {preset.label}
            </option>
          ))}
        </select>
      </label>
      <div className="field-row">
        <OverrideSelect
          label="Platform"
          testId="control-platform"
          value={controls.platform}
          options={["web", "desktop", "mobile"]}
          onChange={(platform) => onChange({ platform })}
        />
        <OverrideSelect
          label="Touch"
          testId="control-touch"
          value={controls.touch}
          options={[true, false]}
          onChange={(touch) => onChange({ touch })}
        />
        <OverrideSelect
          label="Hover"
          testId="control-hover"
          value={controls.hover}
          options={[true, false]}
          onChange={(hover) => onChange({ hover })}
        />
      </div>
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

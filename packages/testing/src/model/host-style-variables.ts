import type { McpUiStyleVariableKey, McpUiStyles } from "@modelcontextprotocol/ext-apps/app-bridge";

/** Style variables keyed by their standard names; a key a host does not send is absent (ext-apps types it as `undefined`). */
export type StyleVariables = McpUiStyles;

const TONES = [
  "primary",
  "secondary",
  "tertiary",
  "inverse",
  "ghost",
  "info",
  "danger",
  "success",
  "warning",
  "disabled",
] as const;
const RING_TONES = ["primary", "secondary", "inverse", "info", "danger", "success", "warning"] as const;
const TEXT_SIZES = ["xs", "sm", "md", "lg"] as const;
const HEADING_SIZES = ["xs", "sm", "md", "lg", "xl", "2xl", "3xl"] as const;

type Tone = (typeof TONES)[number];

// Our own neutral palette as `light-dark(light, dark)` pairs. The two primary values match what
// basic-host was measured to paint (white / #1a1a1a background, #f3f4f6 text in dark).
const BACKGROUND: Record<Tone, [string, string]> = {
  primary: ["#ffffff", "#1a1a1a"],
  secondary: ["#f4f4f5", "#27272a"],
  tertiary: ["#e4e4e7", "#3f3f46"],
  inverse: ["#18181b", "#fafafa"],
  ghost: ["transparent", "transparent"],
  info: ["#eff6ff", "#172554"],
  danger: ["#fef2f2", "#450a0a"],
  success: ["#f0fdf4", "#052e16"],
  warning: ["#fffbeb", "#451a03"],
  disabled: ["#f4f4f5", "#27272a"],
};
const TEXT: Record<Tone, [string, string]> = {
  primary: ["#111827", "#f3f4f6"],
  secondary: ["#4b5563", "#d1d5db"],
  tertiary: ["#6b7280", "#9ca3af"],
  inverse: ["#f9fafb", "#111827"],
  ghost: ["#6b7280", "#9ca3af"],
  info: ["#1d4ed8", "#93c5fd"],
  danger: ["#b91c1c", "#fca5a5"],
  success: ["#15803d", "#86efac"],
  warning: ["#b45309", "#fcd34d"],
  disabled: ["#9ca3af", "#6b7280"],
};
const BORDER: Record<Tone, [string, string]> = {
  primary: ["#d4d4d8", "#3f3f46"],
  secondary: ["#e4e4e7", "#27272a"],
  tertiary: ["#f4f4f5", "#18181b"],
  inverse: ["#27272a", "#e4e4e7"],
  ghost: ["transparent", "transparent"],
  info: ["#93c5fd", "#1e40af"],
  danger: ["#fca5a5", "#991b1b"],
  success: ["#86efac", "#166534"],
  warning: ["#fcd34d", "#92400e"],
  disabled: ["#e4e4e7", "#27272a"],
};

const lightDark = ([light, dark]: [string, string]) => `light-dark(${light}, ${dark})`;
const TEXT_SIZE_PX = { xs: 12, sm: 14, md: 16, lg: 18 } as const;
const HEADING_SIZE_PX = { xs: 14, sm: 16, md: 18, lg: 20, xl: 24, "2xl": 30, "3xl": 36 } as const;

function buildStandardStyleVariables(): Record<McpUiStyleVariableKey, string> {
  const variables: Record<string, string> = {};
  for (const tone of TONES) variables[`--color-background-${tone}`] = lightDark(BACKGROUND[tone]);
  for (const tone of TONES) variables[`--color-text-${tone}`] = lightDark(TEXT[tone]);
  for (const tone of TONES) variables[`--color-border-${tone}`] = lightDark(BORDER[tone]);
  for (const tone of RING_TONES)
    variables[`--color-ring-${tone}`] = lightDark(TEXT[tone === "secondary" ? "tertiary" : tone]);
  variables["--font-sans"] = 'system-ui, -apple-system, "Segoe UI", sans-serif';
  variables["--font-mono"] = 'ui-monospace, "SFMono-Regular", Menlo, monospace';
  Object.assign(variables, {
    "--font-weight-normal": "400",
    "--font-weight-medium": "500",
    "--font-weight-semibold": "600",
    "--font-weight-bold": "700",
  });
  for (const size of TEXT_SIZES) variables[`--font-text-${size}-size`] = `${TEXT_SIZE_PX[size]}px`;
  for (const size of HEADING_SIZES) variables[`--font-heading-${size}-size`] = `${HEADING_SIZE_PX[size]}px`;
  for (const size of TEXT_SIZES)
    variables[`--font-text-${size}-line-height`] = `${Math.round(TEXT_SIZE_PX[size] * 1.5)}px`;
  for (const size of HEADING_SIZES)
    variables[`--font-heading-${size}-line-height`] = `${Math.round(HEADING_SIZE_PX[size] * 1.25)}px`;
  Object.assign(variables, {
    "--border-radius-xs": "2px",
    "--border-radius-sm": "4px",
    "--border-radius-md": "8px",
    "--border-radius-lg": "12px",
    "--border-radius-xl": "16px",
    "--border-radius-full": "9999px",
    "--border-width-regular": "1px",
    "--shadow-hairline": "0 0 0 1px rgb(0 0 0 / 0.06)",
    "--shadow-sm": "0 1px 2px rgb(0 0 0 / 0.08)",
    "--shadow-md": "0 4px 8px rgb(0 0 0 / 0.10)",
    "--shadow-lg": "0 12px 24px rgb(0 0 0 / 0.14)",
  });
  return variables as Record<McpUiStyleVariableKey, string>;
}

/**
 * All 76 standard MCP Apps style variables (`McpUiStyleVariableKey`, ext-apps 2.0.4), with values
 * from our own neutral `light-dark()` palette. The names are the spec's; the values are not any
 * host's.
 */
export const STANDARD_STYLE_VARIABLES: Readonly<Record<McpUiStyleVariableKey, string>> = buildStandardStyleVariables();

/** The first `count` standard variables in the spec's order (a host that sends a subset). */
export function styleVariableSubset(count: number): StyleVariables {
  return Object.fromEntries(Object.entries(STANDARD_STYLE_VARIABLES).slice(0, count)) as StyleVariables;
}

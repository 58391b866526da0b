import { isRecord } from "./paths.js";

/** `openai/userLocation`: approximate, any field may be missing. */
export interface ClientUserLocation {
  /** City name. */
  city?: string;
  /** Region or state. */
  region?: string;
  /** Country, as the host sends it. */
  country?: string;
  /** Time zone, e.g. `Europe/Rome`. */
  timezone?: string;
  /** Approximate longitude in degrees. */
  longitude?: number;
  /** Approximate latitude in degrees. */
  latitude?: number;
}

/**
 * What the client (ChatGPT) says about the request in its `_meta`.
 *
 * **Hints only.** Never decide authorisation on any of these: `userAgent` and `userLocation` are
 * approximate and may be missing; `subject`, `session` and `organization` are anonymised ids for
 * correlation and rate limits, not proofs of identity. Authorise with your own auth (OAuth tokens).
 * Every field may be `undefined`, and the server must work without them.
 */
export interface ClientMeta {
  /** BCP 47 locale from `openai/locale`, or `webplus/i18n` from older clients. */
  locale?: string;
  /** `openai/userAgent`: cannot identify the host surface reliably. */
  userAgent?: string;
  /** `openai/userLocation`. */
  userLocation?: ClientUserLocation;
  /** `openai/subject`: anonymised user id. */
  subject?: string;
  /** `openai/session`: anonymised conversation id. */
  session?: string;
  /** `openai/organization`: anonymised organisation id, when available. */
  organization?: string;
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;
const finiteNumber = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

function location(value: unknown): ClientUserLocation | undefined {
  if (!isRecord(value)) return undefined;
  const out: ClientUserLocation = {};
  for (const key of ["city", "region", "country", "timezone"] as const) {
    const text = nonEmptyString(value[key]);
    if (text !== undefined) out[key] = text;
  }
  for (const key of ["longitude", "latitude"] as const) {
    const number = finiteNumber(value[key]);
    if (number !== undefined) out[key] = number;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Reads the client-provided request `_meta` (e.g. `ctx.mcpReq._meta` in a tool handler) into typed
 * hints. Values of the wrong type are dropped, never thrown on. See `ClientMeta`: hints must never
 * decide authorisation.
 */
export function readClientMeta(meta: unknown): ClientMeta {
  if (!isRecord(meta)) return {};
  const out: ClientMeta = {};
  const locale = nonEmptyString(meta["openai/locale"]) ?? nonEmptyString(meta["webplus/i18n"]);
  if (locale !== undefined) out.locale = locale;
  const userAgent = nonEmptyString(meta["openai/userAgent"]);
  if (userAgent !== undefined) out.userAgent = userAgent;
  const userLocation = location(meta["openai/userLocation"]);
  if (userLocation !== undefined) out.userLocation = userLocation;
  for (const [key, field] of [
    ["openai/subject", "subject"],
    ["openai/session", "session"],
    ["openai/organization", "organization"],
  ] as const) {
    const value = nonEmptyString(meta[key]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

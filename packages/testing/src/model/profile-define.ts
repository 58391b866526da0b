/** Helpers for writing a profile: its unknown facts follow from its sources, written once. */
import { UNKNOWN } from "./profile-sources.js";
import type { HostProfile, ProfileFact } from "./profile-types.js";

/** A profile as written: `unknown` is derived from the sources that start with "unknown". */
export type ProfileSpec = Omit<HostProfile, "unknown"> & { unknown?: readonly ProfileFact[] };

/** Said of a fact whose value is the generic spec host's, for want of a source. */
export const standIn = (what: string) => `${UNKNOWN}: ${what}; the profile uses the generic spec host's`;

/** The sources of facts nobody measured for a host: each a stand-in from the generic spec host. */
export function notMeasured<Fact extends ProfileFact>(...facts: Fact[]): Record<Fact, string> {
  return Object.fromEntries(facts.map((fact) => [fact, standIn("not measured")])) as Record<Fact, string>;
}

/** The profile with `unknown` listing exactly the facts whose source starts with "unknown". */
export function defineProfile(spec: ProfileSpec): HostProfile {
  const unknown = (Object.keys(spec.sources) as ProfileFact[]).filter((fact) => spec.sources[fact].startsWith(UNKNOWN));
  return { ...spec, unknown };
}

import { DEFAULT_SNAPSHOT, DISPLAY_MODES, type DisplayMode, type HostSnapshot } from "./globals.js";
import type { HostKind } from "./host-types.js";

/**
 * The display modes the host offers. A plain MCP Apps host's list is taken as it is (a host that
 * says nothing offers only `inline`). Where the list is still the default object, ChatGPT (which
 * has no such global and offers all three) and the standalone host rule nothing out.
 */
export function offeredDisplayModes(snapshot: HostSnapshot, kind: HostKind): readonly DisplayMode[] {
  if (kind !== "mcp-apps" && snapshot.availableDisplayModes === DEFAULT_SNAPSHOT.availableDisplayModes)
    return DISPLAY_MODES;
  return snapshot.availableDisplayModes;
}

import type { Finding } from "@hostbridge/check";
import type { Tool } from "@modelcontextprotocol/client";
import { toolTemplateUri } from "../mcp/server-connection.js";

/**
 * The static findings about each tool, by name: those about the tool itself and those about the
 * widget resource it names (a widget's CSP or HTML is the tool's problem too in the tool list).
 */
export function findingsByTool(tools: readonly Tool[], findings: readonly Finding[]): Map<string, Finding[]> {
  const byTool = new Map<string, Finding[]>();
  for (const tool of tools) {
    const uri = toolTemplateUri(tool);
    const subjects = new Set([`tool "${tool.name}"`, ...(uri ? [`resource "${uri}"`, `widget "${uri}"`] : [])]);
    const about = findings.filter((finding) => subjects.has(finding.subject) && finding.severity !== "info");
    if (about.length > 0) byTool.set(tool.name, about);
  }
  return byTool;
}

/** A tool annotation hint as the tool form shows it. */
export interface AnnotationBadge {
  hint: "readOnlyHint" | "destructiveHint" | "idempotentHint" | "openWorldHint";
  /** `read-only`, `not destructive`, … */
  label: string;
  /** Whether the hint warns the user (a destructive tool). */
  warn: boolean;
}

const HINT_LABELS: Record<AnnotationBadge["hint"], string> = {
  readOnlyHint: "read-only",
  destructiveHint: "destructive",
  idempotentHint: "idempotent",
  openWorldHint: "open world",
};

/**
 * A badge for each hint the tool declares (MCP `ToolAnnotations`), `true` or `false`; an undeclared
 * hint has no badge, since its default (e.g. destructive) is what the host assumes, not what the
 * server said. `destructiveHint` means nothing on a read-only tool, so it is left out there.
 */
export function annotationBadges(tool: Tool): AnnotationBadge[] {
  const annotations = (tool.annotations ?? {}) as Partial<Record<AnnotationBadge["hint"], unknown>>;
  const readOnly = annotations.readOnlyHint === true;
  return (Object.keys(HINT_LABELS) as AnnotationBadge["hint"][]).flatMap((hint) => {
    const value = annotations[hint];
    if (typeof value !== "boolean" || (hint === "destructiveHint" && readOnly)) return [];
    const label = value ? HINT_LABELS[hint] : `not ${HINT_LABELS[hint]}`;
    return [{ hint, label, warn: hint === "destructiveHint" && value }];
  });
}

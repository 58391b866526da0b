import {
  bytesFinding,
  CHECK_RULES,
  type CheckedTool,
  exampleArguments,
  type Finding,
  type StaticCheck,
  toolResultContentFindings,
} from "@hostbridge/check";
import type { ToolResult } from "./mcp-session.js";
import type { LoadableWidget } from "./run-widget.js";
import type { McpSession } from "./mcp-session.js";

/** A widget with the result of the call that renders it, and the findings about the call and its bytes. */
export interface PreparedWidget {
  /** What the browser runs load. */
  loadable: LoadableWidget;
  /** Findings about the widget as a whole. */
  findings: Finding[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Calls the tool that renders a widget with its schema's example arguments; a failed call is loaded as an error result. */
async function callForWidget(session: McpSession, tool: CheckedTool, subject: string) {
  const args = exampleArguments(tool);
  const findings: Finding[] = [];
  let result: ToolResult;
  try {
    result = await session.callTool(tool.name, args);
    if (result.isError) throw new Error(JSON.stringify(result.content ?? []).slice(0, 300));
    findings.push(...toolResultContentFindings(subject, result));
  } catch (error) {
    result ??= { isError: true, content: [{ type: "text", text: messageOf(error) }] };
    const rule = CHECK_RULES["tool-call"];
    findings.push({
      rule: "tool-call",
      severity: rule.severity,
      subject,
      message: `Calling "${tool.name}" with ${JSON.stringify(args)} failed (${messageOf(error)}); the widget was loaded with that error result.`,
      fix: rule.fix,
    });
  }
  return { args, result, findings };
}

/** The call that renders `widget`, or none for a resource no tool names (a host opens such a template without a result). */
async function renderingCall(session: McpSession, check: StaticCheck, widget: StaticCheck["widgets"][number]) {
  const tool = check.tools.find((candidate) => candidate.name === widget.tools[0]);
  if (!tool) return { tool: null, args: {}, result: null, findings: [] };
  return { tool: tool.name, ...(await callForWidget(session, tool, `tool "${tool.name}"`)) };
}

/** Every widget of the static check whose HTML could be read, each with the call that renders it. */
export async function prepareWidgets(check: StaticCheck, session: McpSession): Promise<PreparedWidget[]> {
  const prepared: PreparedWidget[] = [];
  for (const widget of check.widgets) {
    if (widget.html === null) continue;
    const call = await renderingCall(session, check, widget);
    prepared.push({
      loadable: {
        widget: { ...widget, html: widget.html },
        tool: call.tool,
        args: call.args,
        result: call.result,
        tools: check.tools,
        callTool: (name, args) => session.callTool(name, args),
      },
      findings: [...call.findings, bytesFinding(`resource "${widget.uri}"`, widget.html)],
    });
  }
  return prepared;
}

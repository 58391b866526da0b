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

/** Every widget of the static check whose HTML could be read, each with the call that renders it. */
export async function prepareWidgets(check: StaticCheck, session: McpSession): Promise<PreparedWidget[]> {
  const prepared: PreparedWidget[] = [];
  for (const widget of check.widgets) {
    const toolName = widget.tools[0];
    const tool = check.tools.find((candidate) => candidate.name === toolName);
    if (widget.html === null || !tool) continue;
    const subject = `tool "${tool.name}"`;
    const call = await callForWidget(session, tool, subject);
    prepared.push({
      loadable: {
        widget: { ...widget, html: widget.html },
        tool: tool.name,
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

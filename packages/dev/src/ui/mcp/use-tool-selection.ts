import { useEffect, useState } from "react";
import type { Tool } from "@modelcontextprotocol/client";
import { exampleArguments } from "./example-arguments.js";
import type { ServerConnection } from "./server-connection.js";

/** The tool the form has selected, and the arguments typed for it (JSON text). */
export interface ToolSelection {
  selectedName: string;
  /** The selected tool once the server listed it. */
  selectedTool: Tool | null;
  argsText: string;
  setArgsText(text: string): void;
  /** Selects a tool and fills its example arguments. */
  select(tool: Tool): void;
  /** Selects the tool named `name` with the arguments `text` (a run from the history). */
  choose(name: string, text: string): void;
  /** The URL's `?tool=` when the connected server has no tool of that name (else `null`). */
  unknownName: string | null;
}

const exampleText = (tool: Tool) => JSON.stringify(exampleArguments(tool), null, 2);

/**
 * Starts from `?tool=` and `?args=` (else show_pizzas, with its example arguments once the server
 * listed it), so a link can open the host on a given call.
 */
export function useToolSelection(connection: ServerConnection | null, query: URLSearchParams): ToolSelection {
  const [selectedName, setSelectedName] = useState<string>(() => query.get("tool") ?? "show_pizzas");
  const [argsText, setArgsText] = useState<string>(() => query.get("args") ?? "");
  const selectedTool = connection?.tools.find((tool) => tool.name === selectedName) ?? null;
  useEffect(() => {
    if (selectedTool && !argsText && connection) setArgsText(exampleText(selectedTool));
  }, [selectedTool, argsText, connection]);
  const select = (tool: Tool) => {
    setSelectedName(tool.name);
    setArgsText(exampleText(tool));
  };
  const choose = (name: string, text: string) => {
    setSelectedName(name);
    setArgsText(text);
  };
  const requested = query.get("tool");
  const unknownName = connection && requested === selectedName && !selectedTool ? requested : null;
  return { selectedName, selectedTool, argsText, setArgsText, select, choose, unknownName };
}

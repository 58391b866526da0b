/**
 * A minimal host page around MCP-UI's AppRenderer (@mcp-ui/client, from npm): it connects to an
 * MCP server with the MCP SDK client, calls a tool and shows its widget behind a sandbox proxy on
 * another origin, with AppRenderer's own defaults (no hostCapabilities prop: MCP-UI derives them).
 * The e2e specs drive it through `window.mcpUiHost`.
 */
import { useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { AppRenderer } from "@mcp-ui/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

type CallToolResult = Awaited<ReturnType<Client["callTool"]>>;

interface Card {
  id: number;
  toolName: string;
  toolInput: Record<string, unknown>;
  toolResult: CallToolResult;
}

/** What the host saw, read by the specs. */
const records = {
  links: [] as string[],
  messages: [] as unknown[],
  logs: [] as unknown[],
  sizes: [] as Array<{ card: number; width?: number; height?: number }>,
  errors: [] as string[],
};

const search = new URLSearchParams(location.search);
const client = new Client({ name: "mcp-ui-e2e-host", version: "1.0.0" });
const connected = client.connect(new StreamableHTTPClientTransport(new URL(search.get("mcp") ?? "")));
const sandbox = { url: new URL(search.get("sandbox") ?? "") };

let addCard: (card: Card) => void = () => undefined;
let setTheme: (theme: "light" | "dark") => void = () => undefined;
let nextId = 1;

function Host() {
  const [cards, setCards] = useState<Card[]>([]);
  const [theme, changeTheme] = useState<"light" | "dark">("light");
  addCard = (card) => setCards((current) => [...current, card]);
  setTheme = changeTheme;
  // One object per theme: AppRenderer rebuilds its bridge when a prop object changes identity.
  const hostContext = useMemo(() => ({ theme }), [theme]);
  return (
    <main data-theme={theme}>
      {cards.map((card) => (
        <section key={card.id} data-testid="mcp-ui-card" data-card={card.id} data-tool={card.toolName}>
          <AppRenderer
            client={client as never}
            toolName={card.toolName}
            toolInput={card.toolInput}
            toolResult={card.toolResult as never}
            sandbox={sandbox}
            hostContext={hostContext}
            onOpenLink={async ({ url }) => {
              records.links.push(url);
              return {};
            }}
            onMessage={async (params) => {
              records.messages.push(params);
              return {};
            }}
            onLoggingMessage={(params) => void records.logs.push(params)}
            onSizeChanged={(params) => void records.sizes.push({ card: card.id, ...params })}
            onError={(error) => void records.errors.push(String(error))}
          />
        </section>
      ))}
    </main>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(<Host />);

(window as unknown as { mcpUiHost: unknown }).mcpUiHost = {
  records,
  /** Calls the tool on the server and shows its widget in a new card; resolves with the card id. */
  async show(toolName: string, toolInput: Record<string, unknown>) {
    await connected;
    const toolResult = await client.callTool({ name: toolName, arguments: toolInput });
    const id = nextId++;
    addCard({ id, toolName, toolInput, toolResult });
    return id;
  },
  theme: (theme: "light" | "dark") => setTheme(theme),
};

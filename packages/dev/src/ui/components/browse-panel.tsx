import type { Client, Prompt } from "@modelcontextprotocol/client";
import { useCallback, useState } from "react";
import { useServerCatalogue } from "../browse/use-server-catalogue.js";
import { type BrowseView, BrowseDialog } from "./browse-dialog.js";
import { Segmented } from "./segmented.js";
import { errorMessage } from "../error-message.js";

type BrowseTab = "resources" | "prompts";

/** A prompt's arguments as inputs, and the button that gets it. */
function PromptForm({ prompt, onGet }: { prompt: Prompt; onGet(args: Record<string, string>): void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <form
      className="prompt-form"
      data-testid="prompt-form"
      onSubmit={(event) => {
        event.preventDefault();
        // Empty optional arguments are left out, as a client that never asked for them would.
        onGet(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")));
      }}
    >
      {(prompt.arguments ?? []).map((argument) => (
        <label key={argument.name} className="field">
          <span>
            {argument.name}
            {argument.required ? " *" : ""}
          </span>
          <input
            data-testid={`prompt-arg-${argument.name}`}
            required={argument.required ?? false}
            value={values[argument.name] ?? ""}
            onChange={(event) => setValues({ ...values, [argument.name]: event.target.value })}
          />
          {argument.description && <span className="muted small">{argument.description}</span>}
        </label>
      ))}
      <button type="submit" className="primary" data-testid="prompt-get">
        Get {prompt.name}
      </button>
    </form>
  );
}

/** A resource template's URI to fill in (`{id}` and the like), and the button that reads it. */
function TemplateRow({ template, onRead }: { template: string; onRead(uri: string): void }) {
  const [uri, setUri] = useState(template);
  return (
    <li>
      <form
        className="template-row"
        onSubmit={(event) => {
          event.preventDefault();
          onRead(uri);
        }}
      >
        <input
          aria-label={`URI for ${template}`}
          className="template-uri"
          data-testid="template-uri"
          value={uri}
          onChange={(event) => setUri(event.target.value)}
        />
        <button type="submit" className="compact" data-testid="template-read">
          Read
        </button>
      </form>
    </li>
  );
}

/**
 * The server's resources (with its resource templates) and prompts, listed when the panel is first
 * opened: read a resource (its source, a static preview of HTML, the raw answer) or get a prompt with
 * arguments, in a dialog. The requests go through the page's MCP client, so they show in the log too.
 */
export function BrowsePanel({ client }: { client: Client | null }) {
  const [tab, setTab] = useState<BrowseTab>("resources");
  const [refreshKey, setRefreshKey] = useState(0);
  const [view, setView] = useState<BrowseView | null>(null);
  const [selectedPrompt, setSelectedPrompt] = useState<string | null>(null);
  // Listed when first opened: until then the page sends the server no request the widget did not cause.
  const [open, setOpen] = useState(false);
  const catalogue = useServerCatalogue(open ? client : null, refreshKey);
  const close = useCallback(() => setView(null), []);

  const show = async <T,>(kind: "resource" | "prompt", title: string, request: () => Promise<T>) => {
    setView({ kind, title, state: "loading" } as BrowseView);
    try {
      const result = await request();
      setView({ kind, title, state: "done", result } as BrowseView);
    } catch (error) {
      setView({ kind, title, state: "failed", message: errorMessage(error) });
    }
  };
  const read = (uri: string) => client && void show("resource", uri, () => client.readResource({ uri }));
  const getPrompt = (name: string, args: Record<string, string>) =>
    client && void show("prompt", name, () => client.getPrompt({ name, arguments: args }));

  const prompt = catalogue.prompts.find((candidate) => candidate.name === selectedPrompt) ?? null;
  const { errors } = catalogue;
  return (
    <section className="panel" aria-label="Resources and prompts" data-testid="browse-panel">
      <button
        type="button"
        className="panel-toggle"
        aria-expanded={open}
        data-testid="browse-toggle"
        onClick={() => setOpen((shown) => !shown)}
      >
        <h2>Resources and prompts</h2>
        <span aria-hidden="true">{open ? "▾" : "▸"}</span>
      </button>
      {open && (
        <>
          <div className="panel-header">
            <Segmented<BrowseTab>
              name="Browse"
              className="browse-tabs"
              value={tab}
              options={["resources", "prompts"] as const}
              onChange={setTab}
              testId="browse-tab"
              labels={{
                resources: (
                  <>
                    Resources <span className="count">{catalogue.resources.length + catalogue.templates.length}</span>
                  </>
                ),
                prompts: (
                  <>
                    Prompts <span className="count">{catalogue.prompts.length}</span>
                  </>
                ),
              }}
            />
          </div>
          {tab === "resources" && (
            <>
              {!catalogue.offers.resources && client && <p className="muted small">The server offers no resources.</p>}
              {errors.resources && <p className="error small">resources/list failed: {errors.resources}</p>}
              <ul className="tool-list" data-testid="resource-list">
                {catalogue.resources.map((resource) => (
                  <li key={resource.uri}>
                    <button
                      type="button"
                      className="tool resource-item"
                      data-testid="resource-item"
                      onClick={() => read(resource.uri)}
                    >
                      <span className="tool-name">{resource.uri}</span>
                      <span className="muted small">{resource.mimeType ?? resource.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {errors.templates && <p className="error small">resources/templates/list failed: {errors.templates}</p>}
              {catalogue.templates.length > 0 && (
                <>
                  <h3>Templates</h3>
                  <ul className="tool-list" data-testid="template-list">
                    {catalogue.templates.map((template) => (
                      <TemplateRow key={template.uriTemplate} template={template.uriTemplate} onRead={read} />
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
          {tab === "prompts" && (
            <>
              {!catalogue.offers.prompts && client && <p className="muted small">The server offers no prompts.</p>}
              {errors.prompts && <p className="error small">prompts/list failed: {errors.prompts}</p>}
              <ul className="tool-list" data-testid="prompt-list">
                {catalogue.prompts.map((candidate) => (
                  <li key={candidate.name}>
                    <button
                      type="button"
                      className={candidate.name === selectedPrompt ? "tool active" : "tool"}
                      data-testid={`prompt-${candidate.name}`}
                      onClick={() => setSelectedPrompt(candidate.name)}
                    >
                      <span className="tool-name">{candidate.name}</span>
                      <span className="badge muted">{(candidate.arguments ?? []).length} args</span>
                    </button>
                  </li>
                ))}
              </ul>
              {prompt && (
                <>
                  {prompt.description && <p className="muted small">{prompt.description}</p>}
                  <PromptForm key={prompt.name} prompt={prompt} onGet={(args) => getPrompt(prompt.name, args)} />
                </>
              )}
            </>
          )}
          <button type="button" className="compact" disabled={!client} onClick={() => setRefreshKey((key) => key + 1)}>
            List again
          </button>
          {view && <BrowseDialog view={view} onClose={close} />}
        </>
      )}
    </section>
  );
}

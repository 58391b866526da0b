import type { Client, Prompt, Resource, ResourceTemplateType } from "@modelcontextprotocol/client";
import { useEffect, useState } from "react";
import { errorMessage } from "../error-message.js";

/** What the server lists besides tools, and why a list is missing. */
export interface ServerCatalogue {
  resources: Resource[];
  templates: ResourceTemplateType[];
  prompts: Prompt[];
  /** Whether the server declared each capability (`initialize`). */
  offers: { resources: boolean; prompts: boolean };
  /** A list request that failed, by list. */
  errors: Partial<Record<"resources" | "templates" | "prompts", string>>;
  loading: boolean;
}

const EMPTY: ServerCatalogue = {
  resources: [],
  templates: [],
  prompts: [],
  offers: { resources: false, prompts: false },
  errors: {},
  loading: false,
};

/** Pages a list asks for at most: a server that keeps answering a cursor cannot loop the page. */
const MAX_PAGES = 20;

/** One page of a paginated list. */
type Page<T> = { items: T[]; nextCursor?: string | undefined };

/** Every page of a paginated list, following `nextCursor`. */
async function allPages<T>(page: (cursor?: string) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let count = 0; count < MAX_PAGES; count++) {
    const answer = await page(cursor);
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return items;
}

/**
 * Every item of one list (all its pages), or none when the server does not offer it; a request
 * that fails leaves its reason in `errors` under `name`.
 */
async function listAll<T>(
  name: keyof ServerCatalogue["errors"],
  offered: boolean,
  page: (params: { cursor: string } | undefined) => Promise<Page<T>>,
  errors: ServerCatalogue["errors"],
): Promise<T[]> {
  if (!offered) return [];
  try {
    return await allPages((cursor) => page(cursor ? { cursor } : undefined));
  } catch (error) {
    errors[name] = errorMessage(error);
    return [];
  }
}

/**
 * Lists the server's resources, resource templates and prompts (only those its capabilities
 * declare) whenever `client` changes, i.e. on every (re)connection. `refreshKey` lists again.
 */
export function useServerCatalogue(client: Client | null, refreshKey: number): ServerCatalogue {
  const [catalogue, setCatalogue] = useState<ServerCatalogue>(EMPTY);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the user's "List again": a new key lists again.
  useEffect(() => {
    if (!client) return setCatalogue(EMPTY);
    let current = true;
    const capabilities = client.getServerCapabilities() ?? {};
    const offers = { resources: Boolean(capabilities.resources), prompts: Boolean(capabilities.prompts) };
    setCatalogue((previous) => ({ ...previous, offers, loading: true }));
    const errors: ServerCatalogue["errors"] = {};
    void Promise.all([
      listAll(
        "resources",
        offers.resources,
        (params) => client.listResources(params).then((answer) => ({ ...answer, items: answer.resources })),
        errors,
      ),
      listAll(
        "templates",
        offers.resources,
        (params) =>
          client.listResourceTemplates(params).then((answer) => ({ ...answer, items: answer.resourceTemplates })),
        errors,
      ),
      listAll(
        "prompts",
        offers.prompts,
        (params) => client.listPrompts(params).then((answer) => ({ ...answer, items: answer.prompts })),
        errors,
      ),
    ]).then(([resources, templates, prompts]) => {
      if (current) setCatalogue({ resources, templates, prompts, offers, errors, loading: false });
    });
    return () => {
      current = false;
    };
  }, [client, refreshKey]);
  return catalogue;
}

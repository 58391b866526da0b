import type { CallOptions, ToolResult, UnknownObject, WidgetState } from "@hostbridge/core";
import { useToolInput, useToolOutput, useToolResponseMetadata, useWidgetStateValue } from "./global-hooks.js";
import { useCallTool, type CallToolState } from "./use-call-tool.js";
import { useToolResult, type ToolResultState } from "./use-tool-result.js";
import { useWidgetState, type WidgetStateSetter } from "./use-widget-state.js";

// Hooks typed from the server's own declarations. A widget imports its app *as a type only*
// (`import type { DemoApp } from "…/server"`), so no server code reaches the bundle, and
// `createHooks<typeof app, "show_pizzas", State>()` hands back the ordinary hooks under typed
// signatures. Nothing here runs beyond returning the same hook functions.
//
// The shapes below are structural: `@hostbridge/server`'s `defineApp` / `defineTool` results fit
// them, and so does anything else with tools that carry a name and Standard Schemas. Types come
// from each schema's `~standard.types` (zod 4 and every Standard Schema fill them in); a tool
// declared with plain JSON Schema gets `Record<string, unknown>`, never `any`.

/** The part of a Standard Schema the types are read from. */
export interface TypedSchemaLike {
  /** The Standard Schema interface; only its type-only `types` is read. */
  readonly "~standard": {
    /** Type-only: what the schema accepts and what validation yields. */
    readonly types?:
      | {
          /** The accepted type (the tool's arguments). */
          readonly input: unknown;
          /** The validated type (the tool's `structuredContent`). */
          readonly output: unknown;
        }
      | undefined;
  };
}

/** A tool as the typed hooks read it: a `defineTool` result fits. */
export interface ToolDeclarationLike {
  /** The tool's name, as a literal type. */
  readonly name: string;
  /** The tool's schemas, typed even for plain JSON Schema. */
  readonly standardSchemas: {
    /** The input schema: the arguments' type. */
    readonly input?: TypedSchemaLike;
    /** The output schema: the `structuredContent` type. */
    readonly output?: TypedSchemaLike;
  };
}

/** An app as the typed hooks read it: a `defineApp` result fits (its `tools` are `{ tool, handler }` entries). */
export interface AppDeclarationLike {
  /** The app's tools: `{ tool, handler }` entries or tools. */
  readonly tools?: readonly (
    | {
        /** The tool of an app entry. */
        readonly tool: ToolDeclarationLike;
      }
    | ToolDeclarationLike
  )[];
}

/**
 * Every tool declaration of `App`, as a union.
 * @internal
 */
type ToolsOf<App> = App extends { readonly tools?: readonly (infer Entry)[] }
  ? Entry extends { readonly tool: infer Tool }
    ? Tool
    : Entry
  : never;

/** The names of `App`'s tools, e.g. `"show_pizzas" | "load_more_pizzas"`. */
export type ToolName<App> =
  ToolsOf<App> extends infer Tool
    ? Tool extends {
        /** The tool's name. */
        readonly name: infer Name extends string;
      }
      ? Name
      : never
    : never;

/** The declaration of tool `Name` of `App`. @internal */
type ToolNamed<App, Name> = Extract<ToolsOf<App>, { readonly name: Name }>;
/** The input Standard Schema of a tool declaration. @internal */
type InputSchemaOf<Tool> = Tool extends { readonly standardSchemas: { readonly input?: infer Schema } }
  ? Schema
  : never;
/** The output Standard Schema of a tool declaration. @internal */
type OutputSchemaOf<Tool> = Tool extends { readonly standardSchemas: { readonly output?: infer Schema } }
  ? Schema
  : never;
/** The `~standard.types` of a Standard Schema (its input and output types). @internal */
type SchemaTypes<Schema> =
  NonNullable<Schema> extends { readonly "~standard": { readonly types?: infer Types } } ? NonNullable<Types> : never;
/**
 * An object type, or `UnknownObject` where the schema gives nothing better (never `any`).
 * @internal
 */
type AsObject<T> = [T] extends [never]
  ? UnknownObject
  : unknown extends T
    ? UnknownObject
    : T extends object
      ? T
      : UnknownObject;

/** What a caller sends to tool `Name` of `App`: the input side of its input schema (defaults make fields optional). */
export type ToolCallArgs<App, Name> = [Name] extends [never]
  ? UnknownObject
  : AsObject<
      SchemaTypes<InputSchemaOf<ToolNamed<App, Name>>> extends {
        /** The schema's input type. */
        readonly input: infer Input;
      }
        ? Input
        : never
    >;

/** The `structuredContent` tool `Name` of `App` returns: the output side of its output schema. */
export type ToolOutput<App, Name> = [Name] extends [never]
  ? UnknownObject
  : AsObject<
      SchemaTypes<OutputSchemaOf<ToolNamed<App, Name>>> extends {
        /** The schema's output type. */
        readonly output: infer Output;
      }
        ? Output
        : never
    >;

/**
 * A tool result whose `structuredContent` has the tool's output type, exactly: not an intersection
 * with the open `ToolResult`, whose index signature would let a misspelt field through as `unknown`.
 */
export type TypedToolResult<Output> = Pick<ToolResult, "content" | "isError" | "_meta"> & {
  /** The result's `structuredContent`, typed. */
  structuredContent?: Output;
};

/** `call`'s parameters: the arguments are optional only when every argument is. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends Args` asks whether every key of Args is optional.
export type CallToolParameters<Args> = {} extends Args
  ? [args?: Args, options?: CallOptions]
  : [args: Args, options?: CallOptions];

/** `useCallTool`'s state with the tool's argument and result types. */
export type TypedCallToolState<Args, Output> = Omit<
  CallToolState<UnknownObject, UnknownObject>,
  "call" | "data" | "output"
> & {
  /** Calls the tool; resolves with its result, or `undefined` when the call failed (see `error`). */
  call(...parameters: CallToolParameters<Args>): Promise<TypedToolResult<Output> | undefined>;
  /** The latest call's result (also for a result with `isError`). */
  data: TypedToolResult<Output> | null;
  /** `data.structuredContent`. */
  output: Output | null;
};

/** The hooks `createHooks` returns: the same functions as the plain exports, typed from the app. */
export interface TypedHooks<App, OwnTool, State> {
  /** The arguments of the call that rendered this widget (`OwnTool`'s input); `null` until known. */
  useToolInput(): ToolCallArgs<App, OwnTool> | null;
  /** `OwnTool`'s `structuredContent`; `null` until the result arrives. */
  useToolOutput(): ToolOutput<App, OwnTool> | null;
  /** The result's widget-only `_meta`. */
  useToolResponseMetadata<Metadata extends UnknownObject = UnknownObject>(): Metadata | null;
  /** `OwnTool`'s call through its whole lifecycle, typed input and output. */
  useToolResult<Metadata extends UnknownObject = UnknownObject>(): ToolResultState<
    ToolCallArgs<App, OwnTool>,
    ToolOutput<App, OwnTool>,
    Metadata
  >;
  /** Calls one of the app's tools by name; the name, the arguments and the result are checked. */
  useCallTool<Name extends ToolName<App>>(
    name: Name,
  ): TypedCallToolState<ToolCallArgs<App, Name>, ToolOutput<App, Name>>;
  /** `[state, setState]` with the widget state type given to `createHooks`. */
  useWidgetState(defaultState: State | (() => State)): readonly [State, WidgetStateSetter<State>];
  /** The widget state, read-only. */
  useWidgetStateValue(): State | null;
}

const hooks = {
  useToolInput,
  useToolOutput,
  useToolResponseMetadata,
  useToolResult,
  useCallTool,
  useWidgetState,
  useWidgetStateValue,
};

// @example-source packages/react/examples/hooks.tsx#createHooks
/**
 * Typed hooks for a widget of `App` (import it with `import type`), rendered by `OwnTool`, keeping
 * `State` in widget state. Returns the ordinary hooks; only their types change.
 * @example
 * ```tsx
 * // `PizzaApp` is the server's `defineApp` result type (`import type`: no server code in the bundle).
 * const pizzaHooks = createHooks<PizzaApp, "show_pizzas", { selectedId: string | null }>();
 *
 * export function TypedPizzaList() {
 *   const output = pizzaHooks.useToolOutput(); // show_pizzas' structuredContent, typed
 *   const more = pizzaHooks.useCallTool("load_more_pizzas"); // an unknown tool name is a type error
 *   if (!output) return <p>Loading…</p>;
 *   const cursor = output.nextCursor; // `more.call({ cursr })` would not compile either
 *   return cursor ? (
 *     <button type="button" onClick={() => more.call({ cursor })}>
 *       More
 *     </button>
 *   ) : null;
 * }
 * ```
 */
export function createHooks<
  App extends AppDeclarationLike,
  OwnTool extends ToolName<App> = never,
  State extends object = WidgetState,
>(): TypedHooks<App, OwnTool, State> {
  return hooks as unknown as TypedHooks<App, OwnTool, State>;
}

// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  argumentsFromFormValues,
  buildFormFields,
  formValuesFromArguments,
  pathKey,
  type FormValues,
} from "../schema-form-model.js";
import { SchemaForm } from "./schema-form.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fields = buildFormFields({
  type: "object",
  properties: {
    city: { type: "string", enum: ["Naples", "New York"], description: "Where to look" },
    limit: { type: "integer", minimum: 1 },
    verbose: { type: "boolean" },
    tags: { type: "array", items: { type: "string" } },
    owner: { type: "object", title: "Owner", properties: { name: { type: "string" } }, required: ["name"] },
  },
  required: ["city"],
});

let container: HTMLDivElement;
let root: Root;
let latest: FormValues;

function Harness({ errors }: { errors: ReadonlyMap<string, string> }) {
  const [values, setValues] = useState<FormValues>(() => formValuesFromArguments(fields, {}).values);
  latest = values;
  return <SchemaForm fields={fields} values={values} errors={errors} onChange={setValues} />;
}

function render(errors: ReadonlyMap<string, string> = new Map()) {
  act(() => root.render(<Harness errors={errors} />));
}

/** Sets a control's value the way a user's typing does, so React's change handler runs. */
function type(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

function control<T extends HTMLElement>(label: string): T {
  const labelElement = [...container.querySelectorAll("label")].find(
    (l) => l.querySelector(".schema-label")?.textContent?.replace(" *", "").trim() === label,
  );
  const id = labelElement?.htmlFor;
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`no control labelled ${label}`);
  return element as T;
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("SchemaForm", () => {
  it("renders a labelled control per property, marks required ones and shows descriptions as hints", () => {
    render();
    expect(control<HTMLSelectElement>("city").tagName).toBe("SELECT");
    expect(control("city").getAttribute("aria-required")).toBe("true");
    expect(control("limit").getAttribute("type")).toBe("number");
    expect(control("limit").getAttribute("min")).toBe("1");
    expect(control("verbose").getAttribute("type")).toBe("checkbox");
    expect(control("tags").tagName).toBe("TEXTAREA");
    expect(container.querySelector("fieldset legend")?.textContent).toBe("Owner");
    const hintId = control("city").getAttribute("aria-describedby")?.split(" ")[0] ?? "";
    expect(document.getElementById(hintId)?.textContent).toBe("Where to look");
  });

  it("turns what the user enters into the arguments object", () => {
    render();
    type(control("city"), JSON.stringify("New York"));
    type(control("limit"), "5");
    type(control("tags"), "a\nb");
    act(() => control<HTMLInputElement>("verbose").click());
    expect(argumentsFromFormValues(fields, latest)).toEqual({
      arguments: { city: "New York", limit: 5, verbose: true, tags: ["a", "b"] },
      errors: [],
    });
  });

  it("shows an error next to its field", () => {
    render(new Map([[pathKey(["owner", "name"]), "Required"]]));
    const name = control("name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const errorId = name.getAttribute("aria-describedby")?.split(" ")[1] ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe("Required");
  });
});

import { useId } from "react";
import {
  fieldValue,
  pathKey,
  withFieldValue,
  type FormField,
  type FormValues,
  type NumberRange,
} from "../schema-form-model.js";

interface SchemaFormProps {
  fields: FormField[];
  values: FormValues;
  /** Messages by field path key (`pathKey`); shown next to their fields. */
  errors: ReadonlyMap<string, string>;
  onChange(values: FormValues): void;
}

interface FieldProps extends Omit<SchemaFormProps, "fields"> {
  field: FormField;
  idPrefix: string;
}

/** A number field's bounds, as the hint names them. */
function rangeHint(range: NumberRange): string {
  const bounds = [
    range.minimum !== undefined ? `min ${range.minimum}` : "",
    range.exclusiveMinimum !== undefined ? `more than ${range.exclusiveMinimum}` : "",
    range.maximum !== undefined ? `max ${range.maximum}` : "",
    range.exclusiveMaximum !== undefined ? `less than ${range.exclusiveMaximum}` : "",
  ];
  return bounds.filter(Boolean).join(", ");
}

/** What the hint says for a field's kind: a number's bounds, a text's format, a list's one entry per line, why JSON. */
function kindHint(field: FormField): string | undefined {
  switch (field.kind) {
    case "number":
      return rangeHint(field);
    case "text":
      return field.format && field.inputType === "text" ? `format: ${field.format}` : undefined;
    case "list":
      return `one ${field.itemType === "string" ? "entry" : "number"} per line`;
    case "json":
      return `JSON: this property ${field.reason}`;
    default:
      return undefined;
  }
}

function Hint({ field, hintId }: { field: FormField; hintId: string }) {
  const parts = [field.description, kindHint(field)];
  const text = parts.filter(Boolean).join(" · ");
  return text ? (
    <span className="schema-hint" id={hintId}>
      {text}
    </span>
  ) : null;
}

function Label({ field }: { field: FormField }) {
  return (
    <span className="schema-label">
      {field.label}
      {field.required && (
        <span className="schema-required" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </span>
  );
}

/** The input for one field, by kind. */
function Control({
  field,
  values,
  onChange,
  inputId,
  describedBy,
  invalid,
}: FieldProps & { inputId: string; describedBy: string; invalid: boolean }) {
  const value = fieldValue(values, field.path);
  const set = (next: string) => onChange(withFieldValue(values, field.path, next));
  const common = {
    id: inputId,
    name: field.path.join("."),
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
    "aria-required": field.required || undefined,
    "data-testid": `arg-${field.path.join(".")}`,
  };
  switch (field.kind) {
    case "text":
      return <input {...common} type={field.inputType} value={value} onChange={(event) => set(event.target.value)} />;
    case "number":
      return (
        <input
          {...common}
          type="number"
          inputMode={field.integer ? "numeric" : "decimal"}
          step={field.integer ? 1 : "any"}
          min={field.minimum}
          max={field.maximum}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      );
    case "boolean":
      return (
        <input
          {...common}
          type="checkbox"
          checked={value === "true"}
          onChange={(event) => set(String(event.target.checked))}
        />
      );
    case "choice":
      return (
        <select {...common} value={value} onChange={(event) => set(event.target.value)}>
          <option value="">{field.required ? "Choose…" : "(not set)"}</option>
          {field.options.map((option) => (
            <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
              {typeof option === "string" ? option : JSON.stringify(option)}
            </option>
          ))}
        </select>
      );
    case "list":
    case "json":
      return (
        <textarea
          {...common}
          rows={field.kind === "json" ? 3 : Math.max(2, Math.min(6, value.split("\n").length))}
          spellCheck={false}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      );
    case "group":
      return null;
  }
}

function Field(props: FieldProps) {
  const { field, idPrefix, errors } = props;
  const inputId = `${idPrefix}-${field.path.map(encodeURIComponent).join("-")}`;
  const error = errors.get(pathKey(field.path));
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : ""].filter(Boolean).join(" ");
  const errorLine = error && (
    <span
      className="schema-error error"
      id={`${inputId}-error`}
      data-testid={`arg-error-${field.path.join(".")}`}
      role="alert"
    >
      {error}
    </span>
  );
  if (field.kind === "group") {
    return (
      <fieldset className="schema-group" aria-describedby={describedBy}>
        <legend>
          <Label field={field} />
        </legend>
        <Hint field={field} hintId={`${inputId}-hint`} />
        {errorLine}
        {field.fields.map((inner) => (
          <Field key={inner.name} {...props} field={inner} />
        ))}
      </fieldset>
    );
  }
  const control = <Control {...props} inputId={inputId} describedBy={describedBy} invalid={Boolean(error)} />;
  if (field.kind === "boolean") {
    const unset = fieldValue(props.values, field.path) === "";
    return (
      <div className="schema-field">
        <label className="schema-checkbox" htmlFor={inputId}>
          {control}
          <Label field={field} />
          {unset && <span className="schema-hint">(not sent)</span>}
        </label>
        <Hint field={field} hintId={`${inputId}-hint`} />
        {errorLine}
      </div>
    );
  }
  return (
    <div className="schema-field">
      <label htmlFor={inputId}>
        <Label field={field} />
      </label>
      {control}
      <Hint field={field} hintId={`${inputId}-hint`} />
      {errorLine}
    </div>
  );
}

/** A form for a tool's arguments, one field per input schema property (see `schema-form-model.ts`). */
export function SchemaForm(props: SchemaFormProps) {
  const idPrefix = useId();
  if (props.fields.length === 0) return <p className="muted small">This tool takes no arguments.</p>;
  return (
    <div className="schema-form" data-testid="schema-form">
      {props.fields.map((field) => (
        <Field key={field.name} {...props} field={field} idPrefix={idPrefix} />
      ))}
    </div>
  );
}

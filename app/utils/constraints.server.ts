/**
 * HTML constraints of a form, computed on the server from the zod schema its action validates
 * with: `required`, `minLength`/`maxLength`, `min`/`max`, `multiple` and the input `type`. A loader
 * returns them and the form kit (app/components/forms.tsx) puts them on the inputs, so a limit
 * is written once, in the schema, and the browser never needs zod.
 */
import { z } from "zod";

export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  multiple?: boolean;
  type?: "text" | "email" | "url" | "number" | "date";
};
export type FormConstraints = Record<string, FieldConstraint>;

type JsonSchema = {
  type?: string | string[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};

const cache = new WeakMap<z.ZodType, FormConstraints>();

function json(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
}

/** The first branch of a nullable/union that says something about the value. */
function solid(s: JsonSchema | undefined): JsonSchema {
  if (!s) return {};
  if (s.anyOf) return s.anyOf.find((b) => b.type !== "null") ?? {};
  return s;
}

export function constraintsOf(schema: z.ZodType): FormConstraints {
  const hit = cache.get(schema);
  if (hit) return hit;
  const input = json(schema, "input");
  const output = json(schema, "output");
  const required = new Set(input.required ?? []);
  const result: FormConstraints = {};
  for (const [name, raw] of Object.entries(input.properties ?? {})) {
    const prop = solid(raw);
    const out = solid(output.properties?.[name]);
    const c: FieldConstraint = {};
    if (required.has(name)) c.required = true;
    if (prop.type === "string") {
      if (prop.minLength && prop.minLength > 1) c.minLength = prop.minLength;
      if (prop.maxLength !== undefined) c.maxLength = prop.maxLength;
    }
    if (prop.type === "integer" || prop.type === "number") {
      c.type = "number";
      if (prop.minimum !== undefined) c.min = prop.minimum;
      if (prop.maximum !== undefined) c.max = prop.maximum;
      if (prop.type === "integer") c.step = 1;
    }
    const format = prop.format ?? out.format;
    if (format === "email") c.type = "email";
    if (format === "uri") c.type = "url";
    if (format === "date") c.type = "date";
    if (prop.type === "array") c.multiple = true;
    result[name] = c;
  }
  cache.set(schema, result);
  return result;
}

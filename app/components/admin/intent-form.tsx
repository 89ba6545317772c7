/**
 * A form of one button that posts `intent` and the hidden `fields` to the page's own action (or
 * to `action`), with JavaScript or without: a row's or a record's one-click action, such as
 * deleting a certificate's verification file. The button takes the other props (its class, its
 * label for screen readers, its content).
 */
import { Form } from "@remix-run/react";
import type { ComponentProps } from "react";

export function IntentForm({
  intent,
  fields,
  action,
  preventScrollReset,
  ...button
}: {
  intent: string;
  fields: Record<string, string | number>;
  action?: string;
  preventScrollReset?: boolean;
} & Omit<ComponentProps<"button">, "type" | "name" | "value">) {
  return (
    <Form method="post" action={action} preventScrollReset={preventScrollReset}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} {...button} />
    </Form>
  );
}

/**
 * The kit's form state, read from the server's Conform reply without Conform in the browser:
 * the markup a reply renders, with the ids and attributes Conform gave.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  inputProps,
  selectProps,
  textareaProps,
  useKitForm,
  type FieldMeta,
  type FormMeta,
  type SubmissionResult,
} from "~/components/form-state";

const constraints = {
  email: { required: true, maxLength: 254, type: "email" as const },
  rating: { required: true, min: 1, max: 5 },
  message: { required: true, maxLength: 5000 },
};

function read(
  lastResult?: SubmissionResult<string[]>,
  defaultValue?: Record<string, unknown>,
): [FormMeta, Record<string, FieldMeta>] {
  let got: [FormMeta, Record<string, FieldMeta>] | undefined;
  function Probe() {
    got = useKitForm({ id: "f", constraints, lastResult, defaultValue });
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return got!;
}

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe("useKitForm", () => {
  it("names fields as Conform did and gives them their constraints", () => {
    const [form, fields] = read();
    expect(form).toMatchObject({ id: "f", errorId: "f-error", allErrors: {}, noValidate: true });
    expect(form.errors).toBeUndefined();
    expect(fields.email).toMatchObject({
      id: "f-email",
      name: "email",
      formId: "f",
      errorId: "f-email-error",
      required: true,
      maxLength: 254,
    });
    expect(html(<input {...inputProps(fields.email, { type: "email" })} />)).toBe(
      '<input required="" id="f-email" name="email" form="f" type="email" maxLength="254"/>',
    );
  });

  it("shows a refused reply: errors by field and for the form, the values sent kept", () => {
    const [form, fields] = read({
      status: "error",
      initialValue: { email: "ada@", rating: "4", message: "Hello" },
      error: { email: ["Enter a valid e-mail."], "": ["Please try again."], message: null },
    });
    expect(form.status).toBe("error");
    expect(form.errors).toEqual(["Please try again."]);
    expect(form.allErrors).toEqual({ email: ["Enter a valid e-mail."], "": ["Please try again."] });
    expect(fields.email.errors).toEqual(["Enter a valid e-mail."]);
    expect(fields.message.errors).toBeUndefined();
    expect(html(<input {...inputProps(fields.email, { type: "email" })} />)).toContain(
      'aria-invalid="true" aria-describedby="f-email-error"',
    );
    expect(html(<input {...inputProps(fields.email, { type: "email" })} />)).toContain(
      'value="ada@"',
    );
    expect(html(<input {...inputProps(fields.rating, { type: "radio", value: "4" })} />)).toContain(
      'checked=""',
    );
    expect(
      html(<input {...inputProps(fields.rating, { type: "radio", value: "3" })} />),
    ).not.toContain("checked");
    expect(html(<textarea {...textareaProps(fields.message)} />)).toBe(
      '<textarea required="" id="f-message" name="message" form="f" maxLength="5000">Hello</textarea>',
    );
  });

  it("posts default values as a form would: numbers as text, true as on, none for null", () => {
    const [, fields] = read(undefined, { rating: 5, remember: true, email: null, tags: [1, 2] });
    expect(fields.rating.initialValue).toBe("5");
    expect(fields.remember.initialValue).toBe("on");
    expect(fields.email.initialValue).toBeUndefined();
    expect(html(<input {...inputProps(fields.remember, { type: "checkbox" })} />)).toContain(
      'checked="" value="on"',
    );
    expect(
      html(
        <select {...selectProps(fields.tags)} multiple>
          <option value="1">1</option>
          <option value="2">2</option>
          <option value="3">3</option>
        </select>,
      ),
    ).toMatch(/<option value="1" selected="">1<\/option><option value="2" selected="">/);
  });

  it("keeps a reply's values over the defaults, and a hidden field (a password) empty", () => {
    const [, fields] = read(
      { status: "error", initialValue: { email: "new@example.com" }, error: {} },
      { email: "old@example.com", password: "secret" },
    );
    expect(fields.email.initialValue).toBe("new@example.com");
    expect(fields.password.initialValue).toBeUndefined();
  });
});

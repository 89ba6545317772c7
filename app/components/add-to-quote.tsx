/**
 * "Add to quote" (docs/quotes.md, Quote basket): a small form posting to /quote, which adds the
 * line to the basket cookie and comes back here with a toast. What it asks for follows how the
 * product is sold (docs/quotes.md, How a product is sold): a number of its packs ("× 305 m box"),
 * cable cut to length a length in metres or a drum, anything else a quantity. The same fields make
 * each line of /quote. A plain form: the same without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { FieldError } from "~/components/field-error";
import { DRUM_SIZES, LENGTH_MAX_M, QTY_MAX } from "~/constants";
import { packName, type Sale } from "~/utils/quote-line";

export function AddToQuote({ slug, sale, back }: { slug: string; sale: Sale; back: string }) {
  const id = useId();
  return (
    <Form method="post" action="/quote" className="add-to-quote" preventScrollReset>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="back" value={back} />
      <div className="field-row">
        <QuantityField id={id} value={1} sale={sale} />
        {sale.kind === "cut" && <MeasureFields id={id} />}
      </div>
      <button type="submit" name="intent" value="add" className="btn btn--accent">
        Add to quote
      </button>
      <p className="add-to-quote__next muted">
        Gather what you need, then send the list from <Link to="/quote">your quote</Link>.
      </p>
    </Form>
  );
}

type Errors = string[] | undefined;

/**
 * How many: of the product's packs ("× 305 m box" beside it), of lengths cut, of drums, or of the
 * product. `name` is the field's name in its form (`lines[0].qty` on /quote).
 */
export function QuantityField({
  id,
  name = "qty",
  value,
  sale,
  errors,
}: {
  id: string;
  name?: string;
  value: number | string;
  sale: Sale;
  errors?: Errors;
}) {
  const unit = sale.kind === "pack" ? `× ${packName(sale)}` : null;
  const described = [unit && `${id}-unit`, errors?.length && `${id}-qty-error`].filter(Boolean);
  return (
    <div className="field add-to-quote__qty" data-invalid={errors?.length ? true : undefined}>
      <label htmlFor={`${id}-qty`}>Quantity</label>
      <span className="add-to-quote__amount">
        <input
          id={`${id}-qty`}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={QTY_MAX}
          step={1}
          defaultValue={value}
          required
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={described.length ? described.join(" ") : undefined}
        />
        {unit && (
          <span className="add-to-quote__unit" id={`${id}-unit`}>
            {unit}
          </span>
        )}
      </span>
      <FieldError id={`${id}-qty-error`} errors={errors} />
    </div>
  );
}

/**
 * Cable cut to length: a length in metres or a drum, the radio says which (nothing is chosen for
 * the visitor). Both fields are there without JavaScript; with it, typing a length or choosing a
 * drum checks its radio. `prefix` names the fields in their form (`lines[0].` on /quote).
 */
export function MeasureFields({
  id,
  prefix = "",
  measure,
  length,
  drum,
  errors,
}: {
  id: string;
  prefix?: string;
  measure?: "length" | "drum";
  length?: number | string;
  drum?: string;
  errors?: Errors;
}) {
  const errorId = `${id}-measure-error`;
  const invalid = errors?.length ? true : undefined;
  const check = (which: "length" | "drum") => () => {
    const radio = document.getElementById(`${id}-by-${which}`) as HTMLInputElement | null;
    if (radio) radio.checked = true;
  };
  return (
    <fieldset
      className="add-to-quote__measure"
      data-invalid={invalid}
      aria-describedby={invalid && errorId}
    >
      <legend>Length</legend>
      <label>
        <input
          id={`${id}-by-length`}
          type="radio"
          name={`${prefix}measure`}
          value="length"
          defaultChecked={measure === "length"}
        />{" "}
        Cut to
      </label>
      <label className="visually-hidden" htmlFor={`${id}-length`}>
        Length in metres
      </label>
      <input
        id={`${id}-length`}
        name={`${prefix}length`}
        type="number"
        inputMode="numeric"
        min={1}
        max={LENGTH_MAX_M}
        step={1}
        defaultValue={length}
        placeholder="metres"
        onInput={check("length")}
      />
      <label>
        <input
          id={`${id}-by-drum`}
          type="radio"
          name={`${prefix}measure`}
          value="drum"
          defaultChecked={measure === "drum"}
        />{" "}
        Drum
      </label>
      <label className="visually-hidden" htmlFor={`${id}-drum`}>
        Drum size
      </label>
      <select
        id={`${id}-drum`}
        name={`${prefix}drum`}
        defaultValue={drum ?? ""}
        onChange={check("drum")}
      >
        <option value="">Size</option>
        {DRUM_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}

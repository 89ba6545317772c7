/**
 * "Add to quote" (docs/quotes.md, Quote basket): a small form posting to /quote, which adds the
 * line to the basket cookie and comes back here with a toast. Cable sold by length asks for a
 * length in metres or a drum. A plain form: the same without JavaScript.
 */
import { Form } from "@remix-run/react";
import { useId } from "react";
import { DRUM_SIZES, LENGTH_MAX_M, QTY_MAX } from "~/constants";

export function AddToQuote({
  slug,
  soldByLength,
  back,
}: {
  slug: string;
  soldByLength: boolean;
  back: string;
}) {
  const id = useId();
  return (
    <Form method="post" action="/quote" className="add-to-quote" preventScrollReset>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="back" value={back} />
      <div className="field-row">
        <QuantityField id={id} value={1} />
        {soldByLength && <MeasureFields id={id} />}
      </div>
      <button type="submit" name="intent" value="add" className="btn btn--outline">
        Add to quote
      </button>
    </Form>
  );
}

/** How many: of a product, of lengths cut, or of drums. */
export function QuantityField({ id, value }: { id: string; value: number }) {
  return (
    <div className="field">
      <label htmlFor={`${id}-qty`}>Quantity</label>
      <input
        id={`${id}-qty`}
        name="qty"
        type="number"
        inputMode="numeric"
        min={1}
        max={QTY_MAX}
        step={1}
        defaultValue={value}
        required
      />
    </div>
  );
}

/** Length in metres or a drum: the radio says which; both fields are there without JavaScript. */
export function MeasureFields({
  id,
  measure = "drum",
  length,
  drum,
}: {
  id: string;
  measure?: "length" | "drum";
  length?: number;
  drum?: string;
}) {
  return (
    <fieldset className="add-to-quote__measure">
      <legend>Length</legend>
      <label>
        <input type="radio" name="measure" value="length" defaultChecked={measure === "length"} />{" "}
        Cut to
      </label>
      <label className="visually-hidden" htmlFor={`${id}-length`}>
        Length in metres
      </label>
      <input
        id={`${id}-length`}
        name="length"
        type="number"
        inputMode="numeric"
        min={1}
        max={LENGTH_MAX_M}
        step={1}
        defaultValue={length}
        placeholder="metres"
      />
      <label>
        <input type="radio" name="measure" value="drum" defaultChecked={measure === "drum"} /> Drum
      </label>
      <label className="visually-hidden" htmlFor={`${id}-drum`}>
        Drum size
      </label>
      <select id={`${id}-drum`} name="drum" defaultValue={drum ?? DRUM_SIZES[3]}>
        {DRUM_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

/**
 * File inputs of the admin forms: pictures with previews (removable before sending) and a
 * document (a PDF). With JavaScript a file over its limit leaves the input at once, in the
 * server's own words; without it the plain file input. The server checks every file anyway.
 *
 *   <ImagesInput name="images" multiple />
 *   <FileInput name="datasheet" accept="application/pdf" maxBytes={…} />
 */
import { useEffect, useRef, useState } from "react";
import { MAX_IMAGE_BYTES } from "~/constants";

/**
 * Image files with previews, each removable before sending (JavaScript keeps the input's file
 * list in step with the previews); without JavaScript, the plain file input. The server checks
 * the files whatever `accept` lets the browser offer.
 */
export function ImagesInput({
  id,
  name,
  multiple = false,
  required = false,
  describedBy,
  invalid,
  maxBytes = MAX_IMAGE_BYTES,
}: {
  id?: string;
  name: string;
  multiple?: boolean;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
  /** Each file's limit: with JavaScript a larger file is taken out before anything is sent. */
  maxBytes?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<{ url: string; name: string }[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const sync = () => {
    const files = Array.from(input.current?.files ?? []);
    setPreviews(files.map((f) => ({ url: URL.createObjectURL(f), name: f.name })));
  };
  /** Files over the limit leave the input at once, with the server's own words. */
  const choose = () => {
    const el = input.current;
    if (!el?.files) return;
    const large = Array.from(el.files).filter((f) => f.size > maxBytes);
    if (large.length) {
      const kept = new DataTransfer();
      Array.from(el.files).forEach((f) => f.size <= maxBytes && kept.items.add(f));
      el.files = kept.files;
    }
    setRefused(
      large.length
        ? `${large.map((f) => f.name).join(", ")}: the file is larger than ${mbOf(maxBytes)}`
        : null,
    );
    sync();
  };
  const remove = (index: number) => {
    const el = input.current;
    if (!el?.files) return;
    const kept = new DataTransfer();
    Array.from(el.files).forEach((f, i) => i !== index && kept.items.add(f));
    el.files = kept.files;
    sync();
  };
  const refusedId = `${id ?? name}-refused`;
  return (
    <div className="adm-images-input">
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple={multiple}
        required={required}
        aria-describedby={refused ? refusedId : describedBy}
        aria-invalid={invalid || Boolean(refused) || undefined}
        onChange={choose}
      />
      {refused && (
        <p className="field-error" id={refusedId} role="alert">
          {refused}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="adm-previews" aria-label="Images to upload">
          {previews.map((p, i) => (
            <li key={p.url}>
              <img src={p.url} alt={`Preview of ${p.name}`} />
              <button
                type="button"
                className="adm-icon-btn adm-icon-btn--danger"
                onClick={() => remove(i)}
                aria-label={`Remove ${p.name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const mbOf = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * A file input for a document (a PDF): with JavaScript, a file over `maxBytes` leaves the input
 * at once with the server's own words, before anything is sent; the server checks it anyway.
 */
export function FileInput({
  id,
  name,
  accept = "application/pdf,.pdf",
  maxBytes,
  required = false,
  disabled = false,
  describedBy,
  invalid,
  onChange,
}: {
  id?: string;
  name: string;
  accept?: string;
  maxBytes?: number;
  required?: boolean;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  onChange?: (chosen: boolean) => void;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const refusedId = `${id ?? name}-refused`;
  return (
    <>
      <input
        id={id}
        className="adm-file-input"
        type="file"
        name={name}
        accept={accept}
        required={required}
        disabled={disabled}
        aria-describedby={refused ? refusedId : describedBy}
        aria-invalid={invalid || Boolean(refused) || undefined}
        onChange={(e) => {
          const el = e.currentTarget;
          const file = el.files?.[0];
          const tooLarge = Boolean(file && maxBytes && file.size > maxBytes);
          if (tooLarge) el.value = "";
          setRefused(tooLarge ? `${file!.name}: the file is larger than ${mbOf(maxBytes!)}` : null);
          onChange?.(Boolean(file) && !tooLarge);
        }}
      />
      {refused && (
        <p className="field-error" id={refusedId} role="alert">
          {refused}
        </p>
      )}
    </>
  );
}

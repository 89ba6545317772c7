/**
 * The product's pictures (docs/admin.md, Add and update a product): the image manager's list,
 * each picture with its place, Move up / Move down (the one ordering protocol,
 * app/models/ordered-content.server.ts) and a Delete that asks first; and the file picker of the
 * image manager, the upload screen and the create form. The first picture is the one cards show.
 */
import { ConfirmAction } from "~/components/admin/confirm-action";
import { describedBy } from "~/components/admin/field-meta";
import { ImagesInput } from "~/components/admin/file-inputs";
import { MoveButtons } from "~/components/admin/kit";
import type { FieldMeta } from "~/components/form-state";
import { FieldError } from "~/components/forms";
import { MAX_IMAGE_BYTES } from "~/constants";

export type ManagedImage = { id: number; url: string; publicId: string; srcSet: string };

/** Thumbnail of a stored picture, from its smallest rendition. */
function Thumbnail({ image, alt }: { image: ManagedImage; alt: string }) {
  return (
    <img
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes="120px"
      alt={alt}
      width={120}
      height={120}
      loading="lazy"
    />
  );
}

/**
 * The image manager's list: each picture with its place, Move up / Move down and a Delete that
 * asks first. The first picture is the one cards show.
 */
export function ImageList({
  images,
  alt,
  controls = true,
}: {
  images: ManagedImage[];
  alt: string;
  controls?: boolean;
}) {
  if (images.length === 0) return <p className="adm-muted">This product has no images yet.</p>;
  return (
    <ol className="adm-image-list" aria-label="Product images">
      {images.map((image, i) => (
        <li key={image.id}>
          <Thumbnail image={image} alt={`${alt} (image ${i + 1})`} />
          <span className="adm-image-list__place">
            {i === 0 ? "Image 1 (shown on cards)" : `Image ${i + 1}`}
          </span>
          {controls ? (
            <div className="adm-row-actions">
              <MoveButtons
                id={image.id}
                name={`image ${i + 1}`}
                first={i === 0}
                last={i === images.length - 1}
              />
              <ConfirmAction
                label="Delete"
                ariaLabel={`Delete image ${i + 1}`}
                question="Delete this image? This cannot be undone."
                intent="delete-image"
                fields={{ imgId: image.publicId }}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The file picker of the image manager and the create form, with its error. */
export function ImagesField({
  meta,
  label = "Images",
  required = meta.required,
}: {
  meta: FieldMeta;
  label?: string;
  required?: boolean;
}) {
  return (
    <div className="field" data-invalid={meta.errors?.length ? true : undefined}>
      <label htmlFor={meta.id}>{label}</label>
      <ImagesInput
        id={meta.id}
        name={meta.name}
        multiple
        required={required}
        describedBy={describedBy(meta)}
        invalid={Boolean(meta.errors?.length)}
      />
      <p className="field__hint">
        JPEG, PNG, WebP or AVIF, up to {Math.round(MAX_IMAGE_BYTES / (1024 * 1024))} MB each.
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

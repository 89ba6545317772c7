/**
 * The certificates that apply to a product, in the product form (docs/admin.md, Add and update a
 * product; docs/variants.md, Certificates of a product): one checkbox per certificate, plain form
 * fields that work without JavaScript. A variant has its family's certificates, chosen on its
 * parent: its form lists them, with the way to the parent, instead of offering boxes.
 */
import { Link } from "@remix-run/react";
import type { FieldMeta } from "~/components/form-state";
import { CheckboxGroupField } from "~/components/forms";

export type CertificateChoice = { id: number; name: string; title: string };

/** A variant's: the parent they are chosen on, and their names. */
export type InheritedCertificates = { parent: { name: string; slug: string }; names: string[] };

export function CertificatesField({
  meta,
  choices,
  inherited,
}: {
  meta: FieldMeta;
  choices: CertificateChoice[];
  inherited?: InheritedCertificates | null;
}) {
  if (inherited) {
    return (
      <div
        className="adm-certificates adm-certificates--inherited"
        role="group"
        aria-labelledby={`${meta.id}-title`}
      >
        <span id={`${meta.id}-title`} className="adm-certificates__title">
          Certificates
        </span>
        <p>
          {inherited.names.length ? inherited.names.join(", ") : "None chosen"}
          {". "}
          <span className="adm-muted">
            A variant has the certificates of its family: choose them on{" "}
            <Link to={`/admin/products/${inherited.parent.slug}`}>{inherited.parent.name}</Link>.
          </span>
        </p>
      </div>
    );
  }
  if (choices.length === 0) {
    return (
      <div className="adm-certificates" role="group" aria-labelledby={`${meta.id}-title`}>
        <span id={`${meta.id}-title`} className="adm-certificates__title">
          Certificates
        </span>
        <p className="adm-muted">
          No certificates yet: add them under <Link to="/admin/certificates">Certificates</Link>,
          then choose the ones that apply.
        </p>
      </div>
    );
  }
  return (
    <CheckboxGroupField
      meta={meta}
      legend="Certificates"
      className="adm-certificates"
      hint="Tick the ones that apply to this product: the product page and its datasheet list them, and its variants have the same."
      options={choices.map((c) => ({
        value: String(c.id),
        label: c.name,
        note: c.title !== c.name ? `(${c.title})` : undefined,
      }))}
    />
  );
}

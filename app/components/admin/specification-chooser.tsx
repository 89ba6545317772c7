/**
 * The product's specifications (docs/admin.md, Add and update a product): one value, or none, of
 * each specification group.
 *
 * Without JavaScript, one select per group in the form itself (empty = not set). With it, the
 * chosen pairs are listed in the form, each removable, and **Add Specification** opens the same
 * selects in the site's one modal (app/components/modal.tsx): focus moves into it, Escape closes
 * it, and focus returns to the button.
 *
 * Either way the form posts one `specifications[i].specId` / `specifications[i].value` pair per
 * group, so an update with every value empty clears them.
 */
import { useId, useState } from "react";
import { describedBy, textOf } from "~/components/admin/field-meta";
import type { FieldMeta } from "~/components/form-state";
import { FieldError } from "~/components/forms";
import { Modal } from "~/components/modal";
import { useHydrated } from "~/components/use-hydrated";

export type SpecificationGroup = {
  id: number;
  title: string;
  values: { id: number; title: string }[];
};

/** group id → value id, from the field's initial value (`[{ specId, value }]`). */
function chosenOf(initial: unknown): Record<string, string> {
  const chosen: Record<string, string> = {};
  if (!Array.isArray(initial)) return chosen;
  for (const pair of initial) {
    if (!pair || typeof pair !== "object") continue;
    const { specId, value } = pair as { specId?: unknown; value?: unknown };
    if (textOf(specId) && textOf(value)) chosen[textOf(specId)] = textOf(value);
  }
  return chosen;
}

export function SpecificationsInput({
  meta,
  groups,
}: {
  meta: FieldMeta;
  groups: SpecificationGroup[];
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => chosenOf(meta.initialValue));
  const [open, setOpen] = useState(false);
  const id = useId();
  const openerId = `${id}-open`;
  const pairs = groups.flatMap((g) => {
    const value = g.values.find((v) => String(v.id) === chosen[g.id]);
    return value ? [{ group: g, value }] : [];
  });

  // The form's fields: one pair per group, whichever way the values are chosen.
  const hidden = groups.map((g, i) => (
    <span key={g.id} hidden>
      <input type="hidden" name={`specifications[${i}].specId`} value={g.id} />
      {hydrated ? (
        <input type="hidden" name={`specifications[${i}].value`} value={chosen[g.id] ?? ""} />
      ) : null}
    </span>
  ));

  if (!hydrated) {
    return (
      <fieldset className="adm-specs" aria-describedby={describedBy(meta)}>
        <legend>Specifications</legend>
        {hidden}
        <SpecificationSelects
          groups={groups}
          idPrefix={id}
          chosen={chosen}
          name={(i) => `specifications[${i}].value`}
          onChange={setChosen}
        />
        <FieldError id={meta.errorId} errors={meta.errors} />
      </fieldset>
    );
  }

  return (
    <div className="adm-specs" role="group" aria-labelledby={`${id}-title`}>
      <div className="adm-specs__head">
        <span id={`${id}-title`} className="adm-specs__title">
          Specifications
        </span>
        <button
          type="button"
          id={openerId}
          className="btn btn--small btn--outline"
          onClick={() => setOpen(true)}
        >
          Add Specification
        </button>
      </div>
      {hidden}
      {pairs.length === 0 ? (
        <p className="adm-muted">No specifications chosen.</p>
      ) : (
        <ul className="adm-spec-list" aria-label="Chosen specifications">
          {pairs.map(({ group, value }) => (
            <li key={group.id}>
              <span>
                <strong>{group.title}</strong>: {value.title}
              </span>
              <button
                type="button"
                className="adm-icon-btn adm-icon-btn--danger"
                aria-label={`Remove ${group.title}`}
                onClick={() => setChosen((c) => without(c, String(group.id)))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
      {open ? (
        <SpecificationModal
          groups={groups}
          initial={chosen}
          openerId={openerId}
          onSave={(next) => {
            setChosen(next);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * The "Add Specification" modal: the selects over a draft of the choices. Saving hands the draft
 * back (an empty option removes that pair; a new value replaces the group's old one).
 */
function SpecificationModal({
  groups,
  initial,
  openerId,
  onSave,
  onClose,
}: {
  groups: SpecificationGroup[];
  initial: Record<string, string>;
  openerId: string;
  onSave: (chosen: Record<string, string>) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const id = useId();
  return (
    <Modal
      title="Add Specification"
      className="adm-spec-modal"
      onClose={onClose}
      openerId={openerId}
      // At the top of the admin shell, above its layers (it only ever opens in the browser).
      container={document.querySelector(".admin") ?? document.body}
    >
      <SpecificationSelects groups={groups} idPrefix={id} chosen={draft} onChange={setDraft} />
      <div className="admin-form__actions">
        <button type="button" className="btn" onClick={() => onSave(draft)}>
          Save
        </button>
        <button type="button" className="btn btn--outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

/**
 * A select per group, "Not set" first: named fields of the form without JavaScript (`name`), the
 * modal's draft with it.
 */
function SpecificationSelects({
  groups,
  idPrefix,
  chosen,
  name,
  onChange,
}: {
  groups: SpecificationGroup[];
  idPrefix: string;
  chosen: Record<string, string>;
  name?: (index: number) => string;
  onChange: (update: (chosen: Record<string, string>) => Record<string, string>) => void;
}) {
  return (
    <div className="adm-specs__grid">
      {groups.map((g, i) => (
        <div className="field" key={g.id}>
          <label htmlFor={`${idPrefix}-${g.id}`}>{g.title}</label>
          <select
            id={`${idPrefix}-${g.id}`}
            name={name?.(i)}
            value={chosen[g.id] ?? ""}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange((c) => (value ? { ...c, [g.id]: value } : without(c, String(g.id))));
            }}
          >
            <option value="">Not set</option>
            {g.values.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

function without(chosen: Record<string, string>, groupId: string) {
  const next = { ...chosen };
  delete next[groupId];
  return next;
}

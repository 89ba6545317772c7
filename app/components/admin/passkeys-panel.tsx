/**
 * The profile's Passkeys panel (docs/admin.md, Passkeys): the user's passkeys in the kit's table
 * (Name, Added, Last used), each renamed in a modal of the URL (`?edit={id}`) and removed through
 * the kit's confirmation, with JavaScript or without. Adding one needs the browser's WebAuthn, so
 * its form shows only once the page is hydrated in a browser that has it; until then the panel
 * says so. @simplewebauthn/browser is loaded when the button is pressed, not with the page.
 */
import { useSubmit } from "@remix-run/react";
import { useState } from "react";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { FormFoot, ModalForm } from "~/components/admin/modal-form";
import { Panel } from "~/components/admin/page";
import { AdminTable, IconLink, type Column } from "~/components/admin/table";
import { InputField, KitForm, useFormResult, useKitForm } from "~/components/forms";
import { useModalHref } from "~/components/url-modal";
import { useHydrated } from "~/components/use-hydrated";
import { passkeyProblem, postJson, supportsWebAuthn } from "~/components/webauthn";
import type { Passkey } from "~/models/passkey.server";
import type { FormConstraints } from "~/utils/constraints.server";
import { ukDate } from "~/utils/dates";

/** The address the profile's script asks for the options of a new passkey (docs/api.md, Passkeys). */
const OPTIONS_URL = "/api/bel/me/passkeys/options";

export type PasskeyRow = Passkey;

export type PasskeysPanelData = {
  list: PasskeyRow[];
  editing: PasskeyRow | null;
  constraints: { add: FormConstraints; rename: FormConstraints };
};

export function PasskeysPanel({ data }: { data: PasskeysPanelData }) {
  const hydrated = useHydrated();
  const href = useModalHref();
  const columns: Column<PasskeyRow>[] = [
    { header: "Name", cell: (p) => <strong>{p.name}</strong> },
    { header: "Added", cell: (p) => ukDate(p.createdAt) },
    { header: "Last used", cell: (p) => (p.lastUsedAt ? ukDate(p.lastUsedAt) : "Never") },
    {
      header: "Action",
      cell: (p) => (
        <div className="adm-row-actions">
          <IconLink
            to={href("edit", p.id)}
            icon="edit"
            label="Rename"
            ariaLabel={`Rename passkey ${p.name}`}
            title="Rename"
          />
          <ConfirmAction
            label="Remove"
            ariaLabel={`Remove passkey ${p.name}`}
            intent="passkey-remove"
            confirmLabel="Yes, remove"
            fields={{ id: p.id }}
            question={
              <>
                Remove the passkey <strong>{p.name}</strong>? It will no longer sign you in.
              </>
            }
          />
        </div>
      ),
    },
  ];
  return (
    <Panel className="adm-form-panel adm-passkeys" labelledBy="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className="adm-muted">
        Sign in with your fingerprint, face or device PIN instead of your password and code. A
        passkey stays on your device or in your password manager; the site keeps only its public
        key.
      </p>
      <AdminTable
        rows={data.list}
        columns={columns}
        rowKey={(p) => p.id}
        className="adm-table--compact"
        empty="No passkeys yet."
      />
      {hydrated && supportsWebAuthn() ? (
        <AddPasskeyForm constraints={data.constraints.add} />
      ) : (
        <p className="adm-muted" data-testid="passkey-needs-js">
          {hydrated
            ? "This browser does not support passkeys: add one from a browser that does."
            : "Adding a passkey, and signing in with one, needs JavaScript: turn it on to add one. Renaming and removing work without it."}
        </p>
      )}
      {data.editing ? (
        <ModalForm
          key={data.editing.id}
          name="passkey"
          title="Rename passkey"
          intent="passkey-rename"
          constraints={data.constraints.rename}
          recordId={data.editing.id}
          defaultValue={{ name: data.editing.name }}
          submit={{ label: "Rename", busyText: "Renaming…" }}
        >
          {(fields) => <InputField meta={fields.name} label="Name" autoComplete="off" />}
        </ModalForm>
      ) : null}
    </Panel>
  );
}

/**
 * A name, then the button: the options from the API, the browser's own dialog, and the answer
 * sent to the profile's action with the name (`intent=passkey-add`), which adds it and comes
 * back with a toast, or with its message beside the field.
 */
function AddPasskeyForm({ constraints }: { constraints: FormConstraints }) {
  const submit = useSubmit();
  const [form, fields] = useKitForm({
    id: "passkey-add",
    constraints,
    lastResult: useFormResult("passkey-add"),
  });
  const [problem, setProblem] = useState<string | null>(null);
  // The server's message about the browser's answer (not a field a person typed).
  const answerProblem = Object.entries(form.allErrors).find(([key]) =>
    key.startsWith("response"),
  )?.[1][0];
  const [asking, setAsking] = useState(false);
  return (
    <KitForm
      form={form}
      constraints={constraints}
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault();
        // One ceremony at a time: a second click while the device asks does nothing.
        if (asking) return;
        const element = event.currentTarget;
        // The browser checks the name before its dialog: a passkey made for a refused name
        // would stay on the device with nothing on the site.
        if (!element.reportValidity()) return;
        setProblem(null);
        setAsking(true);
        void (async () => {
          try {
            const answer = await postJson(OPTIONS_URL);
            const { startRegistration } = await import("@simplewebauthn/browser");
            const response = await startRegistration({
              optionsJSON: answer.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
            });
            const formData = new FormData(element);
            formData.set("intent", "passkey-add");
            formData.set("response", JSON.stringify(response));
            submit(formData, { method: "post" });
          } catch (error) {
            setProblem(
              passkeyProblem(error, "No passkey was made: the request was cancelled or timed out."),
            );
          } finally {
            setAsking(false);
          }
        })();
      }}
    >
      <InputField
        meta={fields.name}
        label="Name of the new passkey"
        hint='What you will know it by, e.g. "Work laptop" or "Phone".'
        autoComplete="off"
      />
      {(problem ?? answerProblem) ? (
        <p className="form-alert" role="alert">
          {problem ?? answerProblem}
        </p>
      ) : null}
      <FormFoot
        form={form}
        intent="passkey-add"
        label={asking ? "Waiting for your device…" : "Add a passkey"}
        busyText="Adding…"
      />
    </KitForm>
  );
}

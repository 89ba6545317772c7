/**
 * Specification List (docs/admin.md): one card per specification group with Add Spec, edit and
 * delete, its values listed by Index, Name, Action. Modals in the URL: `?new` (a group),
 * `?add={groupId}` (a value of the group), `?edit={id}` (either, loaded fresh when it opens).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteAction } from "~/components/admin/confirm-action";
import { RecordActions } from "~/components/admin/content";
import { ModalForm } from "~/components/admin/modal-form";
import { PageHeader, Panel } from "~/components/admin/page";
import { AddLink, AdminTable, IconLink, type Column } from "~/components/admin/table";
import { FieldError, InputField } from "~/components/forms";
import { useModalHref } from "~/components/url-modal";
import {
  createSpecification,
  deleteSpecification,
  getSpecification,
  listSpecificationsForStaff,
  SPECIFICATION_CREATED,
  SPECIFICATION_DELETED,
  SPECIFICATION_FETCH_FAILED,
  SPECIFICATION_UPDATED,
  updateSpecification,
} from "~/models/specification.server";
import {
  SpecificationCreateSchema,
  SpecificationDeleteForm,
  SpecificationUpdateForm,
} from "~/schemas/specification";
import { requireActor, requireRole } from "~/screens/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData } from "~/utils/form.server";
import { formIntent, intentAction, rowIntent } from "~/screens/intent-action.server";
import { pageMeta } from "~/utils/meta";
import { readWhere } from "~/utils/read-where";
import { openModal } from "~/utils/url-modal.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Specification List");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  // `?add=` names a group (values take no values); `?edit=` a group or a value.
  const group = readWhere(getSpecification, (found) => found.parentId === null);
  const { modal, record } = await openModal(
    request,
    { add: group, edit: getSpecification },
    SPECIFICATION_FETCH_FAILED,
  );
  return {
    groups: listSpecificationsForStaff(),
    modal:
      modal === "new"
        ? { kind: "new" as const }
        : modal === "add" && record
          ? { kind: "add" as const, group: { id: record.id, title: record.title } }
          : modal === "edit" && record
            ? {
                kind: "edit" as const,
                record: { id: record.id, title: record.title, isGroup: record.parentId === null },
              }
            : null,
    constraints: {
      create: constraintsOf(SpecificationCreateSchema),
      update: constraintsOf(SpecificationUpdateForm),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "manager");
  return intentAction(request, await readFormData(request), {
    create: formIntent(
      SpecificationCreateSchema,
      (value) => createSpecification(actor, value),
      SPECIFICATION_CREATED,
    ),
    update: formIntent(
      SpecificationUpdateForm,
      ({ id, title }) => updateSpecification(actor, id, { title }),
      SPECIFICATION_UPDATED,
    ),
    delete: rowIntent(
      SpecificationDeleteForm,
      ({ id }) => deleteSpecification(actor, id),
      SPECIFICATION_DELETED,
    ),
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Group = Data["groups"][number];

const products = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

export default function SpecificationList() {
  const { groups, modal } = useLoaderData<typeof loader>();
  const href = useModalHref();
  return (
    <>
      <PageHeader title="Specification List">
        <AddLink to={href("new")} label="Add Specification" />
      </PageHeader>
      {groups.length === 0 ? (
        <Panel>
          <p className="adm-table-empty">No specifications available</p>
        </Panel>
      ) : (
        <div className="adm-spec-grid">
          {groups.map((group) => (
            <SpecificationCard key={group.id} group={group} />
          ))}
        </div>
      )}
      {modal?.kind === "new" && <SpecificationForm intent="create" title="Add Specification" />}
      {modal?.kind === "add" && (
        <SpecificationForm
          key={modal.group.id}
          intent="create"
          title={`Add Spec to ${modal.group.title}`}
          parentId={modal.group.id}
        />
      )}
      {modal?.kind === "edit" && (
        <SpecificationForm
          key={modal.record.id}
          intent="update"
          title={modal.record.isGroup ? "Edit Specification" : "Edit Spec"}
          record={modal.record}
        />
      )}
    </>
  );
}

type Value = Group["children"][number];

const valueColumns: Column<Value>[] = [
  { header: "Index", cell: (value) => value.index },
  {
    header: "Name",
    cell: (value) => (
      <div>
        {value.title}
        <span className="adm-muted adm-spec-card__usage">Used by {products(value.products)}</span>
      </div>
    ),
  },
  {
    header: "Action",
    cell: (value) => (
      <RecordActions
        row={{ id: value.id, name: value.title }}
        question={
          value.products > 0 ? (
            <>
              <strong>{value.title}</strong> is used by {products(value.products)}. Delete it and
              remove it from them?
            </>
          ) : (
            <>
              Delete <strong>{value.title}</strong>?
            </>
          )
        }
      />
    ),
  },
];

function SpecificationCard({ group }: { group: Group }) {
  const href = useModalHref();
  const headingId = `spec-${group.id}`;
  return (
    <section className="adm-panel adm-spec-card" aria-labelledby={headingId}>
      <div className="adm-spec-card__head">
        <div>
          <h2 id={headingId}>{group.title}</h2>
          <p className="adm-muted">
            {group.children.length} value{group.children.length === 1 ? "" : "s"} · used by{" "}
            {products(group.products)}
          </p>
        </div>
        <div className="adm-row-actions">
          <IconLink
            to={href("add", group.id)}
            icon="plus"
            label="Add Spec"
            ariaLabel={`Add Spec to ${group.title}`}
          />
          <IconLink
            to={href("edit", group.id)}
            icon="edit"
            label="Edit"
            ariaLabel={`Edit ${group.title}`}
          />
          <DeleteAction
            name={group.title}
            id={group.id}
            question={
              group.products > 0 ? (
                <>
                  <strong>{group.title}</strong> is used by {products(group.products)}. Delete it
                  and its values, and remove them from those products?
                </>
              ) : (
                <>
                  Delete <strong>{group.title}</strong> and its values?
                </>
              )
            }
          />
        </div>
      </div>
      <AdminTable
        rows={group.children}
        rowKey={(value) => value.id}
        columns={valueColumns}
        empty="No values yet: use Add Spec."
      />
    </section>
  );
}

function SpecificationForm({
  intent,
  title,
  parentId,
  record,
}: {
  intent: "create" | "update";
  title: string;
  parentId?: number;
  record?: { id: number; title: string };
}) {
  const { constraints } = useLoaderData<typeof loader>();
  return (
    <ModalForm
      name={record ? "spec" : `spec-${parentId ?? "group"}`}
      title={title}
      intent={intent}
      constraints={intent === "create" ? constraints.create : constraints.update}
      recordId={record?.id}
      defaultValue={record && { title: record.title }}
    >
      {(fields) => (
        <>
          {parentId !== undefined && <input type="hidden" name="parentId" value={parentId} />}
          <InputField meta={fields.title} label="Title" required />
          <FieldError id={fields.parentId.errorId} errors={fields.parentId.errors} />
        </>
      )}
    </ModalForm>
  );
}

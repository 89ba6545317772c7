/**
 * Specification List (docs/admin.md, Specification List): one card per specification group with Add
 * Spec, edit and delete, its values listed by Index, Name, Action. Modals in the URL: `?new` (a
 * group), `?add={groupId}` (a value of the group), `?edit={id}` (either, loaded fresh when it
 * opens).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { DeleteAction } from "~/components/admin/confirm-action";
import { withParams } from "~/components/admin/kit";
import { FormFoot } from "~/components/admin/modal-form";
import { PageHeader, Panel } from "~/components/admin/page";
import { AddLink, AdminTable, IconLink, type Column } from "~/components/admin/table";
import { FieldError, InputField, KitForm, useFormResult, useKitForm } from "~/components/forms";
import { UrlModal } from "~/components/url-modal";
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
  SpecificationIdParams,
  SpecificationDeleteForm,
  SpecificationUpdateForm,
} from "~/schemas/specification";
import { requireActor, requireRole } from "~/utils/auth.server";
import { constraintsOf } from "~/utils/constraints.server";
import { readFormData, submitForm, submitWithToast, unknownIntent } from "~/utils/form.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Specification List");

const PATH = "/admin/field";

function listUrl(request: Request) {
  const params = new URL(request.url).searchParams;
  for (const key of ["new", "add", "edit"]) params.delete(key);
  const qs = params.toString();
  return `${PATH}${qs ? `?${qs}` : ""}`;
}

/** The record a modal names, read fresh; a toast and the list when it is not there. */
async function openRecord(request: Request, param: "add" | "edit", groupOnly: boolean) {
  const raw = new URL(request.url).searchParams.get(param);
  if (raw === null) return null;
  const parsed = SpecificationIdParams.safeParse({ id: raw });
  const record = parsed.success ? getSpecification(parsed.data.id) : null;
  if (!record || (groupOnly && record.parentId !== null)) {
    throw await redirectWithToast(listUrl(request), {
      type: "error",
      message: SPECIFICATION_FETCH_FAILED,
    });
  }
  return record;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "manager");
  const url = new URL(request.url);
  const group = await openRecord(request, "add", true);
  const editing = await openRecord(request, "edit", false);
  return {
    groups: listSpecificationsForStaff(),
    modal: url.searchParams.has("new")
      ? { kind: "new" as const }
      : group
        ? { kind: "add" as const, group: { id: group.id, title: group.title } }
        : editing
          ? {
              kind: "edit" as const,
              record: { id: editing.id, title: editing.title, isGroup: editing.parentId === null },
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
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const back = listUrl(request);
  const success = (message: string) => redirectWithToast(back, { type: "success", message });
  switch (intent) {
    case "create":
      return submitForm(
        request,
        SpecificationCreateSchema,
        (value) => {
          createSpecification(actor, value);
          return success(SPECIFICATION_CREATED);
        },
        { intent, formData },
      );
    case "update":
      return submitForm(
        request,
        SpecificationUpdateForm,
        ({ id, title }) => {
          updateSpecification(actor, id, { title });
          return success(SPECIFICATION_UPDATED);
        },
        { intent, formData },
      );
    case "delete":
      return submitWithToast(
        request,
        SpecificationDeleteForm,
        ({ id }) => {
          deleteSpecification(actor, id);
          return SPECIFICATION_DELETED;
        },
        { back, formData },
      );
    default:
      return unknownIntent(intent);
  }
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Group = Data["groups"][number];

const products = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

export default function SpecificationList() {
  const { groups, modal } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const closeTo = withParams(search, { new: null, add: null, edit: null });
  return (
    <>
      <PageHeader title="Specification List">
        <AddLink
          to={withParams(search, { add: null, edit: null, new: "" })}
          label="Add Specification"
        />
      </PageHeader>
      {groups.length === 0 ? (
        <Panel>
          <p className="adm-table-empty">No specifications available</p>
        </Panel>
      ) : (
        <div className="adm-spec-grid">
          {groups.map((group) => (
            <SpecificationCard key={group.id} group={group} search={search} />
          ))}
        </div>
      )}
      {modal?.kind === "new" && (
        <SpecificationForm intent="create" title="Add Specification" closeTo={closeTo} />
      )}
      {modal?.kind === "add" && (
        <SpecificationForm
          key={modal.group.id}
          intent="create"
          title={`Add Spec to ${modal.group.title}`}
          parentId={modal.group.id}
          closeTo={closeTo}
        />
      )}
      {modal?.kind === "edit" && (
        <SpecificationForm
          key={modal.record.id}
          intent="update"
          title={modal.record.isGroup ? "Edit Specification" : "Edit Spec"}
          record={modal.record}
          closeTo={closeTo}
        />
      )}
    </>
  );
}

type Value = Group["children"][number];

function valueColumns(search: string): Column<Value>[] {
  return [
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
        <div className="adm-row-actions">
          <IconLink
            to={withParams(search, { new: null, add: null, edit: value.id })}
            icon="edit"
            label="Edit"
            ariaLabel={`Edit ${value.title}`}
            title="Edit"
          />
          <DeleteAction
            name={value.title}
            id={value.id}
            question={
              value.products > 0 ? (
                <>
                  <strong>{value.title}</strong> is used by {products(value.products)}. Delete it
                  and remove it from them?
                </>
              ) : (
                <>
                  Delete <strong>{value.title}</strong>?
                </>
              )
            }
          />
        </div>
      ),
    },
  ];
}

function SpecificationCard({ group, search }: { group: Group; search: string }) {
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
            to={withParams(search, { new: null, edit: null, add: group.id })}
            icon="plus"
            label="Add Spec"
            ariaLabel={`Add Spec to ${group.title}`}
          />
          <IconLink
            to={withParams(search, { new: null, add: null, edit: group.id })}
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
        columns={valueColumns(search)}
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
  closeTo,
}: {
  intent: "create" | "update";
  title: string;
  parentId?: number;
  record?: { id: number; title: string };
  closeTo: string;
}) {
  const { constraints } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const formConstraints = intent === "create" ? constraints.create : constraints.update;
  const [form, fields] = useKitForm({
    id: record ? `edit-spec-${record.id}` : `new-spec-${parentId ?? "group"}`,
    constraints: formConstraints,
    lastResult: useFormResult(intent),
    defaultValue: record ? { title: record.title } : undefined,
  });
  return (
    <UrlModal id="specification-modal" title={title} closeTo={closeTo}>
      <KitForm
        form={form}
        constraints={formConstraints}
        className="admin-form"
        action={`${pathname}${search}`}
        preventScrollReset
      >
        {record && <input type="hidden" name="id" value={record.id} />}
        {parentId !== undefined && <input type="hidden" name="parentId" value={parentId} />}
        <InputField meta={fields.title} label="Title" required />
        <FieldError id={fields.parentId.errorId} errors={fields.parentId.errors} />
        <FormFoot form={form} intent={intent} cancelTo={closeTo} />
      </KitForm>
    </UrlModal>
  );
}

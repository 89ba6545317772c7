import { Fragment, type ReactNode } from "react";
import type { ModalName } from "~/utils/url-modal";

/**
 * The form modals a list screen's address opens (app/components/url-modal.tsx): `?new` the empty
 * form, `?edit={id}` the form of `editing`, the record the loader read. The edit form is made
 * anew for each record, so nothing typed for one record stays in the form of another.
 *
 *   <RecordModals modal={data.modal} editing={data.editing} form={(post) => <PostForm post={post} />} />
 */
export function RecordModals<R extends { id: number }>({
  modal,
  editing,
  form,
}: {
  modal: ModalName | null;
  editing: R | null;
  /** The form, of `record` when one is being edited. */
  form: (record?: R) => ReactNode;
}) {
  return (
    <>
      {modal === "new" && form()}
      {editing && <Fragment key={editing.id}>{form(editing)}</Fragment>}
    </>
  );
}

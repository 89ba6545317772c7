/**
 * A reader of records by id that only answers the ones `test` accepts (null for the others), for
 * a screen whose modals read one kind of record: app/utils/url-modal.server.ts's `openModal`
 * then treats another kind's id as a stale link.
 */
export function readWhere<T>(read: (id: number) => T | null, test: (record: T) => boolean) {
  return (id: number) => {
    const record = read(id);
    return record !== null && test(record) ? record : null;
  };
}

/** Paging of the admin tables: the page asked for, kept within range, and where it starts. */
export function pageOf(total: number, requested: number | undefined, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requested ?? 1) || 1), pageCount);
  return { page, pageCount, pageSize, offset: (page - 1) * pageSize };
}

/** `%term%` for LIKE, with the wildcards of the term escaped (use with ESCAPE '\'). */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Public address of a stored upload path (see app/storage.server.ts), or null. */
export function uploadUrl(stored: string | null | undefined): string | null {
  return stored ? `/uploads/${stored}` : null;
}

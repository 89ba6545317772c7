/**
 * CSV downloads: UTF-8 with a byte-order mark (so spreadsheet programs read accents right) and
 * a header row, quoted by csv-stringify, with every cell that a spreadsheet would run as a
 * formula (one starting with =, +, -, @, a tab or a carriage return) escaped with a leading
 * single quote. The rows come in batches and leave as a stream, so a long list is never held in
 * memory whole.
 */
import { stringify } from "csv-stringify/sync";

export type CsvColumn<T> = { header: string; value: (row: T) => string | number };

/** The CSV text of one batch of rows (with the BOM and header row when it is the first). */
export function csvChunk<T>(columns: CsvColumn<T>[], rows: T[], first: boolean): string {
  const records = rows.map((row) => columns.map((c) => c.value(row)));
  return stringify(first ? [columns.map((c) => c.header), ...records] : records, {
    bom: first,
    escape_formulas: true,
    record_delimiter: "windows",
  });
}

/**
 * A file download of the rows `batches` yields: `Content-Disposition: attachment`, no caching.
 * Batches are read one at a time as the client takes them.
 */
export function csvResponse<T>(
  filename: string,
  columns: CsvColumn<T>[],
  batches: Iterator<T[]>,
): Response {
  const encoder = new TextEncoder();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = batches.next();
      if (next.done) {
        // An empty list is still a file with its header row.
        if (first) controller.enqueue(encoder.encode(csvChunk(columns, [], true)));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(csvChunk(columns, next.value, first)));
      first = false;
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Where the upload store (app/storage.server.ts) keeps its bytes: a folder (local.server.ts) or
 * a bucket (s3.server.ts). A backend knows nothing of what it stores: keys are the store's
 * generated names (`products/3f9c…e1-640.webp`), checked before they get here.
 */
import type { Readable } from "node:stream";

export type StoredObject = { body: Readable; size: number };
/** A stored file as a listing gives it: its key, size and when it was last written. */
export type StoredEntry = { key: string; size: number; modifiedAt: Date };

export interface UploadBackend {
  /** Where the files are: the folder's absolute path, or s3://bucket/prefix. */
  readonly location: string;
  /** Stores the bytes under `key`, replacing what was there; readers never see half a file. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, as a stream with their size, or null when there are none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Every file stored (uploads:copy compares two stores; uploads:sweep finds the old orphans). */
  list(): Promise<StoredEntry[]>;
  /** Removes the keys; one already gone is no error. */
  remove(keys: string[]): Promise<void>;
}

import { createStorage, type Storage } from "../db/storage";
import { paths } from "./env.server";

/** The one file store of the process, below UPLOADS_DIR. */
export const storage: Storage = createStorage(paths.uploads);

/**
 * Runs before each test file, and does something only in the component tests (happy-dom
 * environment), where one process plays both the browser and the server: the globals they share
 * must suit both, and be set before any module keeps a reference to them (the multipart parser
 * subclasses `File` when it loads).
 *
 *  - Request, Response, Headers, fetch: Node's (undici, through Remix's own `installGlobals`).
 *    happy-dom's follow the browser's rules: a Request drops its Cookie header and a Response its
 *    Set-Cookie, so the loaders and actions would never see a session nor set a toast.
 *  - File: Node's, the one the actions' schemas and the body parser check uploads against. A file
 *    a user picks in a file input is happy-dom's: tests make it with `pickedFile`.
 *  - FormData: both (`StubFormData`). Read from a `<form>` (Remix's submit) it is happy-dom's, the
 *    only one that can read a form, copied at once into Node's with the chosen files, so the
 *    Request made of it is encoded as a browser would (Node's Request cannot read happy-dom's
 *    FormData, nor happy-dom's FormData hold Node's files). Made empty (the body parser, the
 *    actions) it is Node's.
 */
import { File as NodeFile } from "node:buffer";
import { installGlobals } from "@remix-run/node";

type Classes = { FormData: typeof FormData; File: typeof File };
const KEY = Symbol.for("bel.tests.dom-globals");
const installed = globalThis as unknown as Record<symbol, { dom: Classes; node: Classes }>;

async function install() {
  // Loaded here: the other test files do not need happy-dom.
  const { PropertySymbol } = await import("happy-dom");
  const dom: Classes = { FormData: globalThis.FormData, File: globalThis.File };
  installGlobals({ nativeFetch: true });
  // undici's File is the global it found when it loaded (happy-dom's here): Node's own instead.
  const node: Classes = { FormData: globalThis.FormData, File: NodeFile as unknown as typeof File };

  class StubFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      const copy = new node.FormData();
      if (!form) return copy;
      const picked = pickedFiles(form);
      for (const [name, value] of new dom.FormData(form, submitter)) {
        if (typeof value === "string") {
          copy.append(name, value);
          continue;
        }
        for (const file of picked.get(name)?.splice(0) ?? []) copy.append(name, nodeFile(file));
      }
      return copy;
    }

    static [Symbol.hasInstance](value: unknown) {
      return value instanceof node.FormData || value instanceof dom.FormData;
    }
  }

  /** A happy-dom File as Node's (happy-dom keeps the bytes in a Buffer under its own symbol). */
  function nodeFile(file: File) {
    const bytes = (file as unknown as Record<symbol, Uint8Array<ArrayBuffer>>)[
      PropertySymbol.buffer
    ];
    return new node.File([bytes], file.name, { type: file.type, lastModified: file.lastModified });
  }

  Object.assign(globalThis, { FormData: StubFormData, File: node.File });
  return { dom, node };
}

/**
 * The files chosen in the form's file inputs, by name. `user.upload` puts them in the input's
 * `files` property, where happy-dom's FormData does not look (it reads its own slot, and sends an
 * empty file). An input left empty gives none: a browser sends an empty part, which the action
 * reads as no file, and Node's FormData cannot encode a file without a name.
 */
function pickedFiles(form: HTMLFormElement) {
  const picked = new Map<string, File[]>();
  for (const input of Array.from(form.elements)) {
    if (!(input instanceof HTMLInputElement) || input.type !== "file") continue;
    if (!input.name || input.disabled) continue;
    picked.set(input.name, [...(picked.get(input.name) ?? []), ...Array.from(input.files ?? [])]);
  }
  return picked;
}

if (typeof window !== "undefined") installed[KEY] ??= await install();

/** A file a user picks in a file input (`user.upload`): happy-dom's File, as the input holds. */
export function pickedFile(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  const classes = installed[KEY];
  if (!classes) throw new Error("pickedFile is for the component tests (happy-dom)");
  return new classes.dom.File([bytes], name, { type });
}

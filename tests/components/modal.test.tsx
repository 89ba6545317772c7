// @vitest-environment happy-dom
/**
 * useModal's first focus: on the modal's first field when it opens, but not away from a field of
 * the modal the visitor is already typing in (a modal the server sent open, hydrating late). And
 * the one Modal component built on it.
 */
import { act, useRef } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { Modal, useModal } from "~/components/modal";

function Dialog() {
  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, { open: true, onClose: () => {} });
  return (
    <div ref={ref} role="dialog">
      <label htmlFor="name">Name</label>
      <input id="name" />
      <label htmlFor="email">Email</label>
      <input id="email" />
    </div>
  );
}

afterEach(() => document.body.replaceChildren());

/** The server's markup in the page, `before` done to it, then React hydrating it. */
async function hydrate(before: () => void) {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Dialog />);
  document.body.append(root);
  before();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  await act(async () => {
    hydrateRoot(root, <Dialog />);
  });
}

it("focuses the first field of a modal that opens", async () => {
  await hydrate(() => {});
  expect(document.activeElement?.id).toBe("name");
});

it("leaves focus in the field the visitor was typing in before the page hydrated", async () => {
  await hydrate(() => (document.getElementById("email") as HTMLInputElement).focus());
  expect(document.activeElement?.id).toBe("email");
});

it("the one modal, held in state: a dialog named by its title, closed by Escape and by ×", async () => {
  const closed: string[] = [];
  const root = document.createElement("div");
  document.body.append(root);
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  await act(async () => {
    createRoot(root).render(
      <Modal title="Add Specification" onClose={() => closed.push("closed")}>
        <label htmlFor="sheath">Sheath</label>
        <select id="sheath" />
      </Modal>,
    );
  });
  const dialog = document.querySelector("[role=dialog]")!;
  expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
    "Add Specification",
  );
  expect(document.activeElement?.id).toBe("sheath");
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  (document.querySelector("button[aria-label=Close]") as HTMLButtonElement).click();
  expect(closed).toEqual(["closed", "closed"]);
});

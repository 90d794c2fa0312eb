import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Screens load their chunks and data on first render; on a busy 2-core machine the default
// 1-second wait for a findBy* is too short, and a longer wait costs nothing when things are fast
// (CI runs these tests up to ten times slower than they run alone).
configure({ asyncUtilTimeout: 30_000 });

// happy-dom (decision 0121) leaves out a select's `size`, which a browser gives as 0 when the
// attribute is absent. react-hook-form reads it to tell a select still on its default option from
// one a person changed; without it every select counted as changed and lost its default.
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size")) || 0;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute("size", String(value));
    },
  });
}

// A request no test answers (one a screen sends after its test has ended and put fetch back) is
// refused here, never sent to whatever listens on the API's port.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`No test answers ${input instanceof Request ? input.url : String(input)}.`));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

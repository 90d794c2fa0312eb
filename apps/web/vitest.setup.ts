import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Screens load their chunks and data on first render; on a busy 2-core machine the default
// 1-second wait for a findBy* is too short, and a longer wait costs nothing when things are fast
// (CI runs these tests up to ten times slower than they run alone).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

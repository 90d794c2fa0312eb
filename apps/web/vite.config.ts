import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { bootScript } from "./build/boot-script";
import { chunkGroups } from "./build/chunk-groups";
import { precompress } from "./build/precompress";
import { serviceWorker } from "./build/service-worker";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), bootScript(), serviceWorker(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/uploads": apiTarget, "/socket.io": { target: apiTarget, ws: true } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // A handful of files per route instead of dozens of tiny ones (decision 0061).
    rolldownOptions: { output: { codeSplitting: chunkGroups(fileURLToPath(new URL(".", import.meta.url))) } },
  },
  test: {
    // happy-dom, not jsdom: the suite's files each build a document, and happy-dom's costs about
    // half the CPU (decision 0121).
    environment: "happy-dom",
    setupFiles: ["./vitest.setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    css: false,
    // A cap against hangs, not a speed check: the slowest test takes ~2 s alone, and over ten
    // times that in CI, where the two cores also run the API suites and the browser (one went past
    // a 20-s cap there on 2026-11-28, and took 35 s on 2026-12-01).
    testTimeout: 120_000,
  },
});

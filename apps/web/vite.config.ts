import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { bootScript } from "./build/boot-script";
import { chunkGroups } from "./build/chunk-groups";
import { precompress } from "./build/precompress";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), bootScript(), precompress()],
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
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    css: false,
    // A cap against hangs, not a speed check: jsdom renders of whole screens take several
    // seconds when the two cores are busy with the API suite.
    testTimeout: 20_000,
  },
});

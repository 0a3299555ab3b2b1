/**
 * `node apps/api/dist/make-template.js [folder]`: makes the template databases of the embedded
 * first start (seed/template.ts) at `folder`, by default where the server looks for it. Run by the
 * build (scripts/build.mjs) after the server is compiled.
 */
import { TEMPLATE_DIR } from '../paths.ts';
import { makeTemplate } from './template.ts';

const target = process.argv[2] ?? TEMPLATE_DIR;
const started = performance.now();
await makeTemplate(target);
console.log(
  `template databases (empty, and with the demo catalogue) made in ${Math.round(performance.now() - started)} ms: ${target}`,
);

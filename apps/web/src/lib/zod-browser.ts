import { z } from 'zod';

/*
 * zod 4 probes `new Function('')` to decide on its JIT, which the shop's CSP (no unsafe-eval) reports
 * as a violation. The probe runs when the first z.object() is built, so import this module (for its
 * side effect) before any schema: first thing in each module that uses zod in the browser. In the
 * build, zod and this module make one chunk (`ZOD` in vite.config.ts), so the mode is set before any
 * schema of a shared chunk too. Never from main.tsx: zod stays out of the first visit.
 */
z.config({ jitless: true });

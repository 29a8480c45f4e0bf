// Plain JavaScript on purpose: worker threads on Node 20 do not inherit tsx's loader, so from
// source (the server under tsx, Vitest, the benchmarks) this entry registers it itself before
// loading the thread's TypeScript. The production build puts the compiled thread under this name.
import { register } from 'tsx/esm/api';

register();
await import('./statement-parse-worker.ts');

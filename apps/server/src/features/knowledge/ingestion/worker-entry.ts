/**
 * How to start one of this folder's worker threads (a subfolder's by its relative name, 'pdf/pdf-text-worker'). The build runs the compiled `.js` worker. From source (tests,
 * tsx) the worker is TypeScript: a one-line bootstrap registers tsx's loader in the new thread first (Node 20 does
 * not apply `--import tsx` to a worker's entry).
 */
export function workerEntry(baseName: string): { entry: URL | string; evalSource: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL(`./${baseName}.js`, import.meta.url), evalSource: false };
  const worker = new URL(`./${baseName}.ts`, import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
  return { entry: bootstrap, evalSource: true };
}

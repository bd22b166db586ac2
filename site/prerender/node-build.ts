/**
 * Evaluates an app's Node build (build/rspack.base.ts `ssrConfig`: one CommonJS file) the way the
 * federation runtime gives a browser bundle its shared modules: names in `shared` come from there
 * (the shell's router facade and session store), any other from the job's node_modules.
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';

const requireFromJob = createRequire(import.meta.url);

export function evaluateNodeBuild<T>(code: string, fileName: string, shared: Record<string, unknown> = {}): T {
  const module = { exports: {} as unknown };
  const requireShared = (request: string): unknown => (request in shared ? shared[request] : requireFromJob(request));
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: fileName }) as (
    exports: unknown,
    require: (request: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  wrapper(module.exports, requireShared, module, fileName, '.');
  return module.exports as T;
}

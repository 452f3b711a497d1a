import { WorkerEntrypoint } from "cloudflare:workers";

/**
 * Keeps `exports.default.fetch` as fast on a file's thousandth request as on its first
 * (docs/testing.md "The entrypoint wrapper"). @cloudflare/vitest-pool-workers 0.15 (and 0.23, the
 * newest on npm today) answers each call with a new instance of a wrapper class whose constructor
 * puts a fresh Proxy around `Class.prototype` before it builds the instance: after n requests a
 * lookup on the instance runs through n nested proxies (cloudflare/workers-sdk#15092, fixed by
 * #15106, not yet released). A file of a few hundred requests then spends most of its time there.
 *
 * The wrapper builds its instance with `Reflect.construct(WorkerEntrypoint, args, Class)`; this
 * hook puts back the prototype of the wrapper's first construction (one proxy, as #15106 leaves
 * it) just before, so every instance gets that one. Nothing else passes through it changed.
 */
const KEY = Symbol.for("zrno.entrypointWrapperHook");
const registry = globalThis as unknown as Record<symbol, boolean>;
if (!registry[KEY]) {
  registry[KEY] = true;
  const construct = Reflect.construct;
  const first = new WeakMap<object, unknown>();
  Reflect.construct = function (target: Function, args: ArrayLike<unknown>, newTarget?: Function) {
    if (target === WorkerEntrypoint && newTarget && newTarget !== target) {
      if (!first.has(newTarget)) first.set(newTarget, newTarget.prototype);
      else newTarget.prototype = first.get(newTarget);
    }
    return newTarget === undefined ? construct(target, args) : construct(target, args, newTarget);
  } as typeof Reflect.construct;
}

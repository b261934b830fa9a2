/**
 * Vitest's module runner (vite-node) gives every module an exports object made by
 * `Object.create(null)`, which V8 keeps in dictionary mode, and reads each imported binding through
 * a getter on it. In the engine's and the AI's inner loops (move generation, the evaluation's floods)
 * every use of an imported constant such as EMPTY is such a read: measured on one self-play game of
 * Walker's 19×19 reading, 15.3 s under Vitest against 0.55 s under tsx. A null-prototype object made
 * with `Object.setPrototypeOf({}, null)` is the same object to every caller but keeps V8's fast
 * properties: the same game then takes 2.4 s. Only the exact call `Object.create(null)` is changed;
 * the site, the worker and the scripts never load this file.
 */
const create = Object.create;
// A setup file runs before every test file, and the files of a worker share one realm (vitest.config.ts):
// Object.create is replaced once, not wrapped again by each file.
if (create.name !== 'createFast') {
  Object.create = function createFast(proto: object | null, properties?: PropertyDescriptorMap) {
    if (proto === null && properties === undefined) return Object.setPrototypeOf({}, null);
    return properties === undefined ? create(proto) : create(proto, properties);
  } as typeof Object.create;
}

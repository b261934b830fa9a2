/**
 * Exhaustiveness checks. Every branch on a rule value ends in `default: return assertNever(value, …)`
 * or reads a table typed `Record<Union, …>`, so adding a value to a rule key in RULE_VALUES
 * (rules/ruleset.ts) fails type-checking at every place that must decide what the new value does,
 * instead of silently falling into another value's branch.
 */

/** For the `default` of a switch that handles every member of a union: unreachable while it does. */
export function assertNever(x: never, what: string): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(x)}`);
}

/**
 * The entry for `value` in a table that must list every value of its type: `byValue(rules.x, { a: 1,
 * b: 2 })` fails type-checking as soon as the type of `rules.x` gains a member the table lacks.
 */
export const byValue = <V extends string, R extends { readonly [P in V]: unknown }>(value: V, table: R): R[V] => table[value];

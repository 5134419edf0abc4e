/** A catalogue with exactly the keys of the Turkish one: a missing or extra English key fails the type check. */
export type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

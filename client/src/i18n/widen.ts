/**
 * The type of a bundle's Arabic strings: the English bundle's keys, each any string, plus the plural forms
 * only Arabic has (zero, two, few, many), which English never names.
 */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [plural: string]: unknown };

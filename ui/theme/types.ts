/** The shape of a theme contract with every leaf replaced by a value of type V. */
export type MapLeafNodes<T, V> = {
  [K in keyof T]: T[K] extends string ? V : MapLeafNodes<T[K], V>;
};

/**
 * The attributes a write gives (not undefined), each under its column's name: `columns` maps an
 * attribute (`first_name`) to its column (`firstName`). An attribute left out leaves its column alone.
 */
export function givenColumns<A extends object, const C extends { [K in keyof A]?: string }>(attrs: A, columns: C) {
  const given = Object.entries(columns).filter(([attribute]) => attrs[attribute as keyof A] !== undefined);
  return Object.fromEntries(given.map(([attribute, column]) => [column, attrs[attribute as keyof A]])) as {
    [K in keyof C as C[K] extends string ? C[K] : never]?: K extends keyof A ? Exclude<A[K], undefined> : never;
  };
}

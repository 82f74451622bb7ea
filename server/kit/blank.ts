/** A form's '' (not given) as the NULL its nullable column stores. */
export const orNull = <T extends string>(text: T): T | null => (text === '' ? null : text);

import { NAME } from '#contract/names';
// Deliberate: the server imports a UI primitive.
import { badge } from '#ui';

export const handle = () => `${NAME} ${badge}`;

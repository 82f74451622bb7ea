import { NAME } from '#contract/names';
// Deliberate: a machine imports a page of the app.
import { title } from '../src/page';

export const flow = `${NAME} ${title}`;

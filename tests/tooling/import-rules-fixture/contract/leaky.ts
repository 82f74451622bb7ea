// Deliberate: the contract reaches into the server.
import { handle } from '#server/handler';

export const leaky = handle;

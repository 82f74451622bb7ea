export const NAME = 'fixture';

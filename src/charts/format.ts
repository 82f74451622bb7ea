/** Counts as people read them (12,345): the design system's one number formatter. */
export { formatCount } from '../../ui/format/numbers';

// Moved to the kit, where stores turn a unique violation into a field error (uniqueField).
export { isUniqueViolation } from '#server/kit/form-errors';

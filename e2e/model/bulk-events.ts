import {
  file,
  inserted,
  insertedNone,
  insertFailed,
  uploaded,
  uploadedAll,
  uploadFailed,
} from '../../tests/machines/bulk-import.fixtures';
import type { ModelEvent } from './paths';

type Loose = ModelEvent['event'];
const as = (event: unknown) => event as Loose;

/** The bulk-import machine's events as the browser causes them, with the server's answers. */
export const bulkEvents: ModelEvent[] = [
  { name: 'UPLOAD', event: { type: 'UPLOAD', file } },
  { name: 'CONTINUE', event: { type: 'CONTINUE' } },
  { name: 'SET_ROLE', event: { type: 'SET_ROLE', index: 0, roleId: 2 } },
  { name: 'SET_ALL_ROLES', event: { type: 'SET_ALL_ROLES', roleId: 2 } },
  { name: 'SUBMIT', event: { type: 'SUBMIT' } },
  { name: 'upload:withMissing', event: as(uploaded) },
  { name: 'upload:allRoles', event: as(uploadedAll) },
  { name: 'upload:refused', event: as(uploadFailed) },
  { name: 'insert:added', event: as(inserted) },
  { name: 'insert:none', event: as(insertedNone) },
  { name: 'insert:lost', event: as(insertFailed) },
];

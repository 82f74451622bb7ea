import { assign, emit, fromPromise, setup } from 'xstate';
import type { BulkInsertUser, BulkUploadResult, BulkUser } from '#contract/bulk-users';
import { MSG } from '#contract/messages';
import { errorTextsFrom } from './error-text';

/** A user waiting in the fill-in screen for a role (null until one is chosen). */
export type PendingUser = BulkUser & { roleId: number | null };

export const BULK_FILL_TEXT = { chooseEveryRole: 'Choose a role for every user.' } as const;

export interface BulkImportContext {
  progress: number;
  result: BulkUploadResult | null;
  pending: PendingUser[];
  errors: string[];
  message: string | null;
}

export type BulkImportEvent =
  | { type: 'UPLOAD'; file: Blob }
  | { type: 'PROGRESS'; fraction: number }
  | { type: 'CONTINUE' }
  | { type: 'SET_ROLE'; index: number; roleId: number }
  | { type: 'SET_ALL_ROLES'; roleId: number }
  | { type: 'SUBMIT' }
  | { type: 'RESTART' };

export type BulkImportEmitted =
  | { type: 'succeeded'; message: string }
  | { type: 'failed'; messages: string[] };

const notProvided = () => Promise.reject(new Error('not provided'));
// Field by field: a pending list kept in local storage by an older page may hold more, and the
// server refuses a field it does not know.
const chosen = (users: PendingUser[]): BulkInsertUser[] =>
  users.flatMap(({ email, firstName, lastName, title, roleTitle, roleId }) =>
    roleId === null ? [] : [{ email, firstName, lastName, title, roleTitle, roleId }],
  );

/**
 * Bulk import: upload a spreadsheet (with progress), show the result, let the user choose
 * roles for the users the file left without one, submit them. The pending list is handed to
 * `persist` whenever it changes and to `forget` once submitted, so the page can keep it in
 * local storage; started with saved users the machine opens on the fill-in screen.
 */
export const bulkImportMachine = setup({
  types: {
    context: {} as BulkImportContext,
    events: {} as BulkImportEvent,
    emitted: {} as BulkImportEmitted,
    input: {} as { saved?: PendingUser[] },
  },
  actors: {
    upload: fromPromise<BulkUploadResult, { file: Blob }>(notProvided),
    bulkInsert: fromPromise<number, { users: BulkInsertUser[] }>(notProvided),
  },
  actions: {
    persist: (_, _users: PendingUser[]) => {},
    forget: () => {},
    /** An upload or submit refused, from its invoke's error event: the messages on the page… */
    showFailure: assign({
      errors: ({ event }) => errorTextsFrom((event as { error?: unknown }).error),
    }),
    /** …and the same to the notifications (assign has run: actions go in order). */
    announceFailure: emit(({ context }) => ({ type: 'failed' as const, messages: context.errors })),
  },
  guards: {
    hasSaved: ({ context }) => context.pending.length > 0,
    hasMissing: ({ context }) => context.pending.length > 0,
    allChosen: ({ context }) => context.pending.every((u) => u.roleId !== null),
  },
}).createMachine({
  id: 'bulkImport',
  context: ({ input }) => ({
    progress: 0,
    result: null,
    pending: input.saved ?? [],
    errors: [],
    message: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasSaved', target: 'fillIn' }, { target: 'idle' }] },
    idle: {
      on: {
        UPLOAD: {
          target: 'uploading',
          actions: assign({ progress: 0, errors: [], message: null }),
        },
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ event }) => ({ file: (event as { file: Blob }).file }),
        onDone: {
          target: 'result',
          actions: [
            assign(({ event }) => ({
              result: event.output,
              progress: 1,
              pending: event.output.usersWithMissingRoles.map((u) => ({ ...u, roleId: null })),
            })),
            {
              type: 'persist',
              params: ({ event }) =>
                event.output.usersWithMissingRoles.map((u) => ({ ...u, roleId: null })),
            },
          ],
        },
        onError: { target: 'failed', actions: ['showFailure', 'announceFailure'] },
      },
      on: { PROGRESS: { actions: assign({ progress: ({ event }) => event.fraction }) } },
    },
    result: {
      on: { CONTINUE: [{ guard: 'hasMissing', target: 'fillIn' }, { target: 'done' }] },
    },
    fillIn: {
      on: {
        SET_ROLE: {
          actions: [
            assign({
              pending: ({ context, event }) =>
                context.pending.map((u, i) =>
                  i === event.index ? { ...u, roleId: event.roleId } : u,
                ),
              errors: [],
            }),
            { type: 'persist', params: ({ context }) => context.pending },
          ],
        },
        SET_ALL_ROLES: {
          actions: [
            assign({
              pending: ({ context, event }) =>
                context.pending.map((u) => ({ ...u, roleId: event.roleId })),
              errors: [],
            }),
            { type: 'persist', params: ({ context }) => context.pending },
          ],
        },
        SUBMIT: [
          { guard: 'allChosen', target: 'submitting' },
          { actions: assign({ errors: [BULK_FILL_TEXT.chooseEveryRole] }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'bulkInsert',
        src: 'bulkInsert',
        input: ({ context }) => ({ users: chosen(context.pending) }),
        onDone: {
          target: 'done',
          actions: [
            assign(({ event }) => ({
              pending: [],
              message: event.output === 0 ? MSG.noUsersAdded : MSG.usersAdded(event.output),
            })),
            'forget',
            emit(({ event }) => ({
              type: 'succeeded' as const,
              message: event.output === 0 ? MSG.noUsersAdded : MSG.usersAdded(event.output),
            })),
          ],
        },
        onError: { target: 'failed', actions: ['showFailure', 'announceFailure'] },
      },
    },
    done: { on: { RESTART: { target: 'idle', actions: assign({ result: null, message: null }) } } },
    failed: {
      // The pending list survives a failed submit; start again goes back to it.
      on: { RESTART: [{ guard: 'hasSaved', target: 'fillIn' }, { target: 'idle' }] },
    },
  },
});

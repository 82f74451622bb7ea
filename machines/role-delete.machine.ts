import { assign, emit, fromPromise, setup } from 'xstate';
import { MSG } from '#contract/messages';
import { errorTextsFrom } from './error-text';

export interface RoleToDelete {
  roleId: number;
  roleName: string;
  isSystem: boolean;
}

export interface RoleDeleteContext {
  role: RoleToDelete;
  userCount: number;
  replacementRoleId: number | null;
  /** The question the dialog asks (spec section 8). */
  prompt: string;
  /** Shown in the dialog: confirming without a replacement when one is needed. */
  error: string | null;
}

export type RoleDeleteEvent =
  | { type: 'START' }
  | { type: 'SELECT_REPLACEMENT'; roleId: number | null }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type RoleDeleteEmitted =
  | { type: 'deleted'; message: string; movedUsers: number }
  | { type: 'failed'; messages: string[] };

export type DeleteInput = { roleId: number; replacementRoleId: number | null };

const notProvided = () => Promise.reject(new Error('not provided'));

/**
 * Deleting one role: a system role is refused at once; otherwise ask how many users hold it,
 * then either confirm plainly (nobody) or make the user pick a replacement role for them
 * before the server moves them and deletes the role in one transaction. Calls are injected.
 */
export const roleDeleteMachine = setup({
  types: {
    context: {} as RoleDeleteContext,
    events: {} as RoleDeleteEvent,
    emitted: {} as RoleDeleteEmitted,
    input: {} as { role: RoleToDelete },
  },
  actors: {
    countUsers: fromPromise<number, { roleId: number }>(notProvided),
    deleteRole: fromPromise<number, DeleteInput>(notProvided),
  },
  guards: {
    isSystem: ({ context }) => context.role.isSystem,
    hasUsers: ({ event }) => (event as { output?: number }).output !== 0,
    hasReplacement: ({ context }) => context.replacementRoleId !== null,
  },
  actions: {
    failWith: emit((_, messages: string[]) => ({ type: 'failed' as const, messages })),
  },
}).createMachine({
  id: 'roleDelete',
  context: ({ input }) => ({
    role: input.role,
    userCount: 0,
    replacementRoleId: null,
    prompt: '',
    error: null,
  }),
  // Waits for START so the caller can listen for what it emits before anything happens.
  initial: 'idle',
  states: {
    idle: { on: { START: 'checking' } },
    checking: {
      always: [
        {
          guard: 'isSystem',
          target: 'refused',
          actions: { type: 'failWith', params: [MSG.systemRoleDelete] },
        },
        { target: 'counting' },
      ],
    },
    counting: {
      invoke: {
        id: 'countUsers',
        src: 'countUsers',
        input: ({ context }) => ({ roleId: context.role.roleId }),
        onDone: [
          {
            guard: 'hasUsers',
            target: 'choosingReplacement',
            actions: assign(({ event }) => ({
              userCount: event.output,
              prompt: MSG.roleDeleteWithUsers(event.output),
            })),
          },
          {
            target: 'confirming',
            actions: assign(({ context }) => ({
              prompt: MSG.roleDeleteConfirm(context.role.roleName),
            })),
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: ({ event }) => errorTextsFrom(event.error) },
        },
      },
    },
    confirming: {
      on: { CONFIRM: 'deleting', CANCEL: 'cancelled' },
    },
    choosingReplacement: {
      on: {
        SELECT_REPLACEMENT: {
          actions: assign(({ event }) => ({ replacementRoleId: event.roleId, error: null })),
        },
        CONFIRM: [
          { guard: 'hasReplacement', target: 'deleting' },
          { actions: assign({ error: MSG.replacementRoleRequired }) },
        ],
        CANCEL: 'cancelled',
      },
    },
    deleting: {
      invoke: {
        id: 'deleteRole',
        src: 'deleteRole',
        input: ({ context }) => ({
          roleId: context.role.roleId,
          replacementRoleId: context.replacementRoleId,
        }),
        onDone: {
          target: 'deleted',
          actions: emit(({ event }) => ({
            type: 'deleted' as const,
            message: MSG.roleDeleted,
            movedUsers: event.output,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: ({ event }) => errorTextsFrom(event.error) },
        },
      },
    },
    deleted: { type: 'final' },
    refused: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

import { createActor, fromPromise } from 'xstate';
import { MSG } from '#contract/messages';
import {
  type DeleteInput,
  type RoleDeleteEmitted,
  type RoleDeleteEvent,
  type RoleToDelete,
  roleDeleteMachine,
} from '#machines/role-delete.machine';

export const customRole: RoleToDelete = { roleId: 7, roleName: 'Sales', isSystem: false };
export const systemRole: RoleToDelete = { roleId: 1, roleName: 'Admin', isSystem: true };

/** A failed call as ts-rest reports it. */
export const serverRefusal = { status: 400, body: { title: MSG.replacementRoleRequired } };

// Each outcome of an injected call is an actor event the graph can explore.
const actorEvent = (event: Record<string, unknown>) => event as unknown as RoleDeleteEvent;
export const counted = (n: number) =>
  actorEvent({ type: 'xstate.done.actor.countUsers', output: n });
export const countFailed = actorEvent({
  type: 'xstate.error.actor.countUsers',
  error: serverRefusal,
});
export const deletedOk = actorEvent({ type: 'xstate.done.actor.deleteRole', output: 3 });
export const deleteFailed = actorEvent({
  type: 'xstate.error.actor.deleteRole',
  error: serverRefusal,
});

export const noUsers = counted(0);
export const threeUsers = counted(3);
export const pickEditor: RoleDeleteEvent = { type: 'SELECT_REPLACEMENT', roleId: 2 };
export const pickNone: RoleDeleteEvent = { type: 'SELECT_REPLACEMENT', roleId: null };
export const confirm: RoleDeleteEvent = { type: 'CONFIRM' };
export const start: RoleDeleteEvent = { type: 'START' };
export const cancel: RoleDeleteEvent = { type: 'CANCEL' };

export const events: RoleDeleteEvent[] = [
  start,
  noUsers,
  threeUsers,
  countFailed,
  pickEditor,
  pickNone,
  confirm,
  cancel,
  deletedOk,
  deleteFailed,
];

type Pending<I, O> = { input: I; resolve: (o: O) => void; reject: (e: unknown) => void };

/** A deletion whose calls wait until the test settles them. */
export function startDelete(role: RoleToDelete) {
  const counts: Pending<{ roleId: number }, number>[] = [];
  const deletes: Pending<DeleteInput, number>[] = [];
  const machine = roleDeleteMachine.provide({
    actors: {
      countUsers: fromPromise<number, { roleId: number }>(
        ({ input }) => new Promise((resolve, reject) => counts.push({ input, resolve, reject })),
      ),
      deleteRole: fromPromise<number, DeleteInput>(
        ({ input }) => new Promise((resolve, reject) => deletes.push({ input, resolve, reject })),
      ),
    },
  });
  const emitted: RoleDeleteEmitted[] = [];
  const actor = createActor(machine, { input: { role } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, counts, deletes, emitted };
}

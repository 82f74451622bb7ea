import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MSG } from '#contract/messages';
import { roleDeleteMachine } from '#machines/role-delete.machine';
import {
  countFailed,
  customRole,
  deletedOk,
  deleteFailed,
  events,
  start,
  startDelete,
  systemRole,
} from './role-delete.fixtures';

type Settle = { type: string; output?: unknown; error?: unknown };

describe.each([
  ['shortest paths', getShortestPaths],
  ['simple paths', getSimplePaths],
] as const)('role delete machine, %s', (_name, generate) => {
  const paths = generate(roleDeleteMachine, { events, input: { role: customRole } });

  it('reach every state a custom role can be in', () => {
    const values = new Set(paths.map((path) => path.state.value));
    expect(values).toEqual(
      new Set([
        'idle',
        'counting',
        'confirming',
        'choosingReplacement',
        'deleting',
        'deleted',
        'failed',
        'cancelled',
      ]),
    );
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
    '%s',
    async (_label, path) => {
      const { actor, counts, deletes, emitted } = startDelete(customRole);
      for (const { event, state } of path.steps) {
        if (!events.includes(event)) continue; // the initial step
        const before = emitted.length;
        const settle = event as Settle;
        if (settle.type === 'xstate.done.actor.countUsers') {
          counts.at(-1)?.resolve(settle.output as number);
          await waitFor(actor, (s) => !s.matches('counting'));
        } else if (settle === countFailed) {
          counts.at(-1)?.reject(settle.error);
          await waitFor(actor, (s) => !s.matches('counting'));
        } else if (settle === deletedOk) {
          deletes.at(-1)?.resolve(3);
          await waitFor(actor, (s) => !s.matches('deleting'));
        } else if (settle === deleteFailed) {
          deletes.at(-1)?.reject(settle.error);
          await waitFor(actor, (s) => !s.matches('deleting'));
        } else {
          actor.send(event);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        if (snapshot.matches('counting')) {
          expect(counts.map((c) => c.input)).toEqual([{ roleId: customRole.roleId }]);
        }
        expect(snapshot.context).toEqual(state.context);

        const announced = emitted.slice(before);
        if (snapshot.matches('deleting')) {
          // The server is asked once, with the chosen replacement (null when nobody holds it).
          expect(deletes.at(-1)?.input).toEqual({
            roleId: customRole.roleId,
            replacementRoleId: snapshot.context.replacementRoleId,
          });
        }
        if (snapshot.matches('deleting') && snapshot.context.userCount > 0) {
          expect(snapshot.context.replacementRoleId).not.toBeNull();
        }
        if (snapshot.matches('choosingReplacement')) {
          expect(snapshot.context.prompt).toBe(MSG.roleDeleteWithUsers(snapshot.context.userCount));
          // Confirming without a choice keeps the dialog open and says why.
          if (settle.type === 'CONFIRM') {
            expect(snapshot.context.error).toBe(MSG.replacementRoleRequired);
          }
        }
        if (snapshot.matches('confirming')) {
          expect(snapshot.context.prompt).toBe(MSG.roleDeleteConfirm(customRole.roleName));
        }
        if (settle === deletedOk) {
          expect(announced).toEqual([{ type: 'deleted', message: MSG.roleDeleted, movedUsers: 3 }]);
        } else if (
          snapshot.matches('failed') &&
          (settle === countFailed || settle === deleteFailed)
        ) {
          expect(announced).toEqual([{ type: 'failed', messages: [MSG.replacementRoleRequired] }]);
        } else {
          expect(announced).toEqual([]);
        }
      }
      actor.stop();
    },
  );
});

describe('role delete machine, a system role', () => {
  it('is refused at once with the spec message, without asking the server', () => {
    const { actor, counts, emitted } = startDelete(systemRole);
    actor.send(start);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(counts).toEqual([]);
    expect(emitted).toEqual([{ type: 'failed', messages: [MSG.systemRoleDelete] }]);
  });

  it('has no other path', () => {
    const paths = getShortestPaths(roleDeleteMachine, { events, input: { role: systemRole } });
    expect(paths.map((p) => p.state.value).sort()).toEqual(['idle', 'refused']);
  });
});

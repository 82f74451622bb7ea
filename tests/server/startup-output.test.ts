import { describe, expect, it } from 'vitest';
import { passwordBlock, RESET_COMMAND, readyOutput } from '#server/startup-output';

const PASSWORD = 'Zx8-generated-password';
const ready = {
  url: 'http://127.0.0.1:3000',
  where: 'embedded PGlite',
  adminEmail: 'admin@waypoint.test',
};

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the start-up output', () => {
  it('ends with the first admin password in a framed block, after the ready line, once', () => {
    const lines = readyOutput({ ...ready, generatedAdminPassword: PASSWORD });
    const text = lines.join('\n');
    expect(lines[0]).toMatch(/^Waypoint Console is running at http:\/\/127\.0\.0\.1:3000 /);
    expect(lines[0]).not.toContain(PASSWORD);
    expect(count(text, PASSWORD)).toBe(1);
    const frame = lines.filter((l) => /^═{20,}$/.test(l));
    expect(frame).toHaveLength(2);
    const [top, bottom] = [lines.indexOf(frame[0] ?? ''), lines.lastIndexOf(frame[1] ?? '')];
    const inside = lines.slice(top, bottom).join('\n');
    expect(inside).toContain('admin@waypoint.test');
    expect(inside).toContain(PASSWORD);
    expect(inside).toContain('Shown only this once');
    expect(inside).toContain(RESET_COMMAND);
    // Nothing but blank space follows the frame.
    expect(lines.slice(bottom + 1).every((l) => l.trim() === '')).toBe(true);
  });

  it('is the ready line alone on later starts, saying how to reset a forgotten password', () => {
    const lines = readyOutput({ ...ready, generatedAdminPassword: undefined });
    expect(lines).toEqual([
      `Waypoint Console is running at http://127.0.0.1:3000 (database: embedded PGlite); sign in as admin@waypoint.test (password forgotten? ${RESET_COMMAND})`,
    ]);
  });

  it('frames a reset password the same way, naming the account to reset next time', () => {
    const text = passwordBlock('New password set:', 'ann@example.com', PASSWORD).join('\n');
    expect(count(text, PASSWORD)).toBe(1);
    expect(text).toContain(`${RESET_COMMAND} ann@example.com`);
  });
});

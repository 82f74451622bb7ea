import { describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { errorTexts, errorTextsFrom } from '#machines/error-text';

describe('error catalogue (spec section 8)', () => {
  it('shows each message of each field of a 400 errors map separately', () => {
    const body = {
      title: 'Invalid form',
      errors: { name: ['Role name is required', 'Max length is 100 characters'], email: ['Bad'] },
    };
    expect(errorTexts({ status: 400, body })).toEqual([
      'Role name is required',
      'Max length is 100 characters',
      'Bad',
    ]);
  });

  it('shows the text of a 400 or 500 text body', () => {
    expect(errorTexts({ status: 400, body: 'System roles cannot be updated.' })).toEqual([
      MSG.systemRoleUpdate,
    ]);
    expect(errorTexts({ status: 500, body: 'Disk full' })).toEqual(['Disk full']);
  });

  it('shows the title otherwise', () => {
    expect(errorTexts({ status: 400, body: { title: MSG.wrongCredentials } })).toEqual([
      MSG.wrongCredentials,
    ]);
    expect(errorTexts({ status: 403, body: { title: MSG.notAllowed } })).toEqual([MSG.notAllowed]);
    expect(errorTexts({ status: 400, body: { title: 'Invalid', errors: {} } })).toEqual([
      'Invalid',
    ]);
  });

  it('does not show a text body of other statuses, nor a 500 errors map', () => {
    expect(errorTexts({ status: 404, body: 'Not here' })).toEqual([MSG.somethingWentWrong]);
    expect(errorTexts({ status: 500, body: { errors: { a: ['x'] } } })).toEqual([
      MSG.somethingWentWrong,
    ]);
  });

  it('says something went wrong when there is nothing to show', () => {
    expect(errorTexts({ status: 500, body: '' })).toEqual([MSG.somethingWentWrong]);
    expect(errorTexts({ status: 502, body: undefined })).toEqual([MSG.somethingWentWrong]);
    expect(errorTexts({ status: 400, body: { title: '  ' } })).toEqual([MSG.somethingWentWrong]);
  });

  it('treats a network error like a failure without body', () => {
    expect(errorTextsFrom(new TypeError('Failed to fetch'))).toEqual([MSG.somethingWentWrong]);
    expect(errorTextsFrom({ status: 503, body: { title: MSG.databaseUnavailable } })).toEqual([
      MSG.databaseUnavailable,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { loginMachine } from '#machines/login.machine';
import { drivers, notFromBrowser, views } from '../../e2e/model/login-browser';
import { loginEvents } from '../../e2e/model/login-events';
import { coveringPaths, stateName } from '../../e2e/model/paths';

// The browser specs generate their tests from the machines at load (e2e/*.model.spec.ts);
// these checks make a new event, state or transition without a browser mapping fail there.

const drivenFrom = Object.fromEntries(Object.entries(drivers).map(([n, d]) => [n, d.from]));
const tables = { drivenFrom, views, notFromBrowser };
const generate = (overrides: Partial<typeof tables>, events = loginEvents) =>
  coveringPaths(loginMachine, { events, tables: { ...tables, ...overrides }, maxPaths: 40 });

describe('paths of the login machine for the browser', () => {
  it('take every drivable transition, so every state and every mapped event', () => {
    const { paths, transitions } = generate({});
    const taken = new Set(paths.flatMap((p) => p.steps.map((s) => s.name)));
    expect(taken).toEqual(new Set(loginEvents.map((e) => e.name)));
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => s.state)));
    expect(reached).toEqual(new Set(Object.keys(views)));
    expect(paths.length).toBeLessThan(transitions);
  });

  it('fail at load for an event with no driver', () => {
    const { CONTINUE: _, ...rest } = drivenFrom;
    expect(() => generate({ drivenFrom: rest })).toThrow(/event CONTINUE has no driver/);
  });

  it('fail at load for a state with no view', () => {
    const { 'setupStep.unavailable': _, ...rest } = views;
    expect(() => generate({ views: rest })).toThrow(/state setupStep.unavailable has no view/);
  });

  it('fail at load for a transition neither driven nor listed as not drivable', () => {
    const listed = { ...notFromBrowser, transitions: {} };
    expect(() => generate({ notFromBrowser: listed })).toThrow(/RESTART from idle/);
  });

  it('fail at load for an event type the machine has and nobody mapped', () => {
    const listed = { ...notFromBrowser, events: {} };
    expect(() => generate({ notFromBrowser: listed })).toThrow(/event TOKENS has no driver/);
  });

  it('name nested states with dots', () => {
    expect(stateName({ setupStep: 'loading' })).toBe('setupStep.loading');
  });
});

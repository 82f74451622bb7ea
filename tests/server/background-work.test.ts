import { expect, it } from 'vitest';
import { createBackgroundWork } from '#server/kit/background';

it('stops a long job between its steps when the app closes, after the step in hand', async () => {
  const work = createBackgroundWork();
  const steps: number[] = [];
  let release: () => void = () => {};
  const firstStepHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  work.run(async (signal) => {
    for (let step = 1; step <= 1000; step++) {
      if (signal.aborted) return;
      if (step === 1) await firstStepHeld;
      steps.push(step);
    }
  });
  const stopped = work.stop();
  release();
  await stopped;
  // The step under way when stop came finished; none after it began.
  expect(steps).toEqual([1]);
});

it('starts no job once stopped', async () => {
  const work = createBackgroundWork();
  await work.stop();
  let ran = false;
  work.run(async () => {
    ran = true;
  });
  expect(ran).toBe(false);
});

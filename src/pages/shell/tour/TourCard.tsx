import { useEffect, useRef, useState } from 'react';
import { Button, Card, Muted, Stack } from '#ui';
import { TOUR_STEPS } from './tour-steps';

/**
 * The guided tour as a card at the top of the page, not a modal: it never covers what the user
 * (or a test) wants to click, and Skip ends it at any step. Restartable from the account menu.
 */
export default function TourCard({ onFinish }: { onFinish: () => void }) {
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = TOUR_STEPS[index] ?? TOUR_STEPS[0];
  const last = index === TOUR_STEPS.length - 1;
  // Moving between steps moves focus to the new step so screen readers read it.
  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);
  return (
    <Card aria-labelledby="tour-title" aria-roledescription="guided tour">
      <Stack gap="sm">
        <Muted>
          Tour, step {index + 1} of {TOUR_STEPS.length}
        </Muted>
        <h2 id="tour-title" ref={heading} tabIndex={-1} style={{ margin: 0 }}>
          {step.title}
        </h2>
        <p style={{ margin: 0 }}>{step.text}</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
          {index > 0 ? (
            <Button tone="secondary" size="sm" onClick={() => setIndex(index - 1)}>
              Previous step
            </Button>
          ) : null}
          <Button size="sm" onClick={last ? onFinish : () => setIndex(index + 1)}>
            {last ? 'Finish tour' : 'Next step'}
          </Button>
          {last ? null : (
            <Button tone="secondary" size="sm" onClick={onFinish}>
              Skip tour
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}

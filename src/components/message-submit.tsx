import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Alert, Heading, Stack } from '#ui';
import { notifyFailure } from '../notify/store';

type MessageResponse = { status: number; body: unknown };

const hasMessage = (body: unknown): body is { message: string } =>
  typeof body === 'object' && body !== null && typeof Reflect.get(body, 'message') === 'string';

/**
 * The visitor pages' one-shot submissions (forgotten password, reset, registration): while the
 * call runs the button is busy; a 200 carries the message to show in place of the form; any
 * other answer goes to the failure notifications (and to `onRefused`, for field errors).
 */
export function useMessageSubmit() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function run(
    call: () => Promise<MessageResponse>,
    onRefused?: (response: MessageResponse) => void,
  ) {
    setBusy(true);
    try {
      const res = await call();
      if (res.status === 200 && hasMessage(res.body)) setDone(res.body.message);
      else {
        onRefused?.(res);
        notifyFailure(res);
      }
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, done, run };
}

/** What a visitor page shows once its submission succeeded. */
export function DoneNotice({
  title,
  message,
  link,
}: {
  title: string;
  message: string;
  link: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Alert tone="success">{message}</Alert>
      {link}
    </Stack>
  );
}

export const BackToSignIn = ({ children = 'Back to sign in' }: { children?: ReactNode }) => (
  <Link href="/login">{children}</Link>
);

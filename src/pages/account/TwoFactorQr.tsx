import type { TwoFactorSetup } from '#contract/twofactor';
import { Muted, Stack } from '#ui';

/** The new secret as a QR code for the app to scan, and as text to type in by hand. */
export function TwoFactorQr({ setup }: { setup: TwoFactorSetup }) {
  // An SVG in an <img> cannot run scripts, whatever it contains.
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <Stack gap="sm">
      <Muted>Scan this code with an authenticator app, or type the key in by hand.</Muted>
      <img src={src} alt="QR code of the two-factor secret" width={200} height={200} />
      <p>
        Key: <code data-testid="two-factor-secret">{grouped}</code>
      </p>
    </Stack>
  );
}

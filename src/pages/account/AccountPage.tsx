import { errorTextsFrom } from '#machines/error-text';
import { Alert, LoadingBlock, Page, Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { EmailVerificationSection } from './EmailVerificationSection';
import { GeneralSettingsSection } from './GeneralSettingsSection';
import { LinkedAccountsSection } from './LinkedAccountsSection';
import { PasswordSection } from './PasswordSection';
import { ProfilePictureSection } from './ProfilePictureSection';
import { TwoFactorSection } from './TwoFactorSection';

/** The signed-in user's own account: settings, picture, password, email, sign-in methods. */
export default function AccountPage() {
  const query = tsr.account.generalSettings.useQuery({ queryKey: ['account', 'generalSettings'] });
  const settings = query.data?.body;

  if (query.isError) {
    return (
      <Page title="Account">
        <Alert tone="danger">{errorTextsFrom(query.error).join(' ')}</Alert>
      </Page>
    );
  }
  if (!settings) {
    return (
      <Page title="Account">
        <LoadingBlock />
      </Page>
    );
  }
  return (
    <Page title="Account" subtitle={settings.email}>
      <Stack gap="lg">
        <GeneralSettingsSection settings={settings} />
        <ProfilePictureSection url={settings.profilePictureUrl} />
        <EmailVerificationSection email={settings.email} confirmed={settings.emailConfirmed} />
        <PasswordSection />
        <TwoFactorSection />
        <LinkedAccountsSection />
      </Stack>
    </Page>
  );
}

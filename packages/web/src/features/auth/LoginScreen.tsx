import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Divider, Stack, Text, Title } from '../../components/ui';
import { Suspense } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Link } from 'wouter';
import { useAuth, useClientConfig, useLogout, useLogoutEverywhere } from '../../api/auth';
import { LoadingScreen } from '../../components/LoadingScreen';
import { EmailLogin } from './EmailLogin';
import { lazyComponent } from '../../components/lazy-part';

const GoogleSignIn = lazyComponent(() => import('./GoogleSignIn'), 'GoogleSignIn');

/**
 * Ends the account's sessions on every device and app (a phone lent out, a shared computer at the venue),
 * once confirmed.
 */
function LogoutEverywhere() {
  const { t } = useLingui();
  const logoutEverywhere = useLogoutEverywhere();
  return (
    <ConfirmButton
      label={t`Log out everywhere`}
      confirmLabel={t`Log out on all devices`}
      action={() => logoutEverywhere.mutateAsync()}
    >
      <Trans>This logs you out on every phone, computer and app where you are logged in, this one included.</Trans>
    </ConfirmButton>
  );
}

function AccountCard({ email }: { email: string }) {
  const logout = useLogout();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack>
        <Title order={2}>
          <Trans>Account</Trans>
        </Title>
        <Text>
          <Trans>You are currently logged in.</Trans>
        </Text>
        {email && (
          <Text size="sm" c="dimmed">
            <Trans>Signed in as {email}</Trans>
          </Text>
        )}
        <Button component={Link} to="/">
          <Trans>Go to Your Events</Trans>
        </Button>
        <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
          <Trans>Log out</Trans>
        </Button>
        <LogoutEverywhere />
      </Stack>
    </Card>
  );
}

function PrivacyCard() {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          <Trans>Your privacy</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Your e-mail address is only used to sign you in. The one personal detail kept with a decklist is the name on it, and events
            are deleted together with their decklists within a week after they end.
          </Trans>
        </Text>
        <Anchor component={Link} to="/help/privacy" size="sm">
          <Trans>Read the privacy policy</Trans>
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The login screen of docs/product.md (Sign-in): e-mail code, OR, Google; or the account card once signed in. */
export function LoginScreen() {
  const { t } = useLingui();
  const auth = useAuth();
  const config = useClientConfig();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'authorized') return <AccountCard email={auth.user.email} />;
  const googleClientId = config.data?.google_client_id;
  return (
    <Stack>
      <Card withBorder padding="lg" radius="md">
        <Stack>
          <EmailLogin />
          {googleClientId && (
            <>
              <Divider label={t({ message: 'OR', comment: 'between signing in by e-mail and the Google button' })} labelPosition="center" />
              <Suspense fallback={null}>
                <GoogleSignIn clientId={googleClientId} />
              </Suspense>
            </>
          )}
        </Stack>
      </Card>
      <PrivacyCard />
    </Stack>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Container, Group, Stack, Text, UnstyledButton, useDisclosure } from '../components/ui';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAuth, useLogout } from '../api/auth';
import { LanguageMenu } from './LanguageMenu';
import { PageFrame } from './PageFrame';
import classes from './shell-layout.module.css';
import { NewVersionNotice } from './NewVersionNotice';
import { OfflineNotice } from './OfflineNotice';

const NAV_LINKS: readonly { to: string; label: MessageDescriptor }[] = [
  { to: '/e/new', label: msg`Create Tournament` },
  { to: '/library', label: msg`My Decks` },
  { to: '/tools', label: msg`Tools` },
];

const FOOTER_LINKS: readonly { to: string; label: MessageDescriptor }[] = [
  { to: '/help/privacy', label: msg`Privacy Policy` },
  { to: '/help/terms-and-services', label: msg`Terms of Service` },
  { to: '/help/contribute', label: msg`Contribute` },
  { to: '/help/about', label: msg`About` },
];

function AuthButton({ onDone }: { onDone: () => void }) {
  const auth = useAuth();
  const logout = useLogout();
  const [location, navigate] = useLocation();
  const search = useSearch();
  if (auth.status === 'authorized') {
    return (
      <Button
        variant="default"
        loading={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSettled: () => {
              onDone();
              navigate('/');
            },
          })
        }
      >
        <Trans>Log out</Trans>
      </Button>
    );
  }
  const here = location + (search ? `?${search}` : '');
  const target = location === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
  return (
    <Button component={Link} to={target} onClick={onDone}>
      <Trans>Log in</Trans>
    </Button>
  );
}

function NavItems({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const [location] = useLocation();
  return NAV_LINKS.map((link) => (
    <UnstyledButton
      key={link.to}
      component={Link}
      to={link.to}
      className={classes.link}
      aria-current={location === link.to ? 'page' : undefined}
      onClick={onNavigate}
    >
      {t(link.label)}
    </UnstyledButton>
  ));
}

/** The page frame of docs/product.md (Shell): navbar, content, footer. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  return (
    <div className={classes.shell}>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Anchor component={Link} to="/" className={classes.brand} underline="never" onClick={close}>
            Decklist
          </Anchor>
          <Group gap="xs" visibleFrom="sm" component="nav" aria-label={t`Main`}>
            <NavItems onNavigate={close} />
            <AuthButton onDone={close} />
          </Group>
          <LanguageMenu />
          <Burger
            opened={menuOpen}
            onClick={toggle}
            hiddenFrom="sm"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Container>
        {menuOpen && (
          <Stack id="mobile-menu" component="nav" aria-label={t`Main`} gap={4} hiddenFrom="sm" className={classes.mobileMenu}>
            <NavItems onNavigate={close} />
            <AuthButton onDone={close} />
          </Stack>
        )}
      </Box>
      <main className={classes.content}>
        <OfflineNotice />
        <NewVersionNotice />
        <PageFrame>{children}</PageFrame>
      </main>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="center" gap="lg" component="nav" aria-label={t`Footer`}>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
          <Text ta="center" size="xs" c="dimmed" mt="xs">
            <Trans>Decklist is free to use. Not affiliated with Wizards of the Coast.</Trans>
          </Text>
        </Container>
      </Box>
    </div>
  );
}

import { Anchor, Box, Burger, Button, Container, Group, Stack, Text, UnstyledButton, useDisclosure } from '../components/ui';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAuth, useLogout } from '../api/auth';
import { PageFrame } from './PageFrame';
import classes from './shell-layout.module.css';

const NAV_LINKS = [
  { to: '/e/new', label: 'Create Tournament' },
  { to: '/library', label: 'My Decks' },
  { to: '/tools', label: 'Tools' },
] as const;

const FOOTER_LINKS = [
  { to: '/help/privacy', label: 'Privacy Policy' },
  { to: '/help/terms-and-services', label: 'Terms of Service' },
  { to: '/help/contribute', label: 'Contribute' },
  { to: '/help/about', label: 'About' },
] as const;

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
        Log out
      </Button>
    );
  }
  const here = location + (search ? `?${search}` : '');
  const target = location === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
  return (
    <Button component={Link} to={target} onClick={onDone}>
      Log in
    </Button>
  );
}

function NavItems({ onNavigate }: { onNavigate: () => void }) {
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
      {link.label}
    </UnstyledButton>
  ));
}

/** The page frame of docs/product.md (Shell): navbar, content, footer. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  return (
    <div className={classes.shell}>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Anchor component={Link} to="/" className={classes.brand} underline="never" onClick={close}>
            Decklist
          </Anchor>
          <Group gap="xs" visibleFrom="sm" component="nav" aria-label="Main">
            <NavItems onNavigate={close} />
            <AuthButton onDone={close} />
          </Group>
          <Burger
            opened={menuOpen}
            onClick={toggle}
            hiddenFrom="sm"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Container>
        {menuOpen && (
          <Stack id="mobile-menu" component="nav" aria-label="Main" gap={4} hiddenFrom="sm" className={classes.mobileMenu}>
            <NavItems onNavigate={close} />
            <AuthButton onDone={close} />
          </Stack>
        )}
      </Box>
      <main className={classes.content}>
        <PageFrame>{children}</PageFrame>
      </main>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="center" gap="lg" component="nav" aria-label="Footer">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text ta="center" size="xs" c="dimmed" mt="xs">
            Decklist is free to use. Not affiliated with Wizards of the Coast.
          </Text>
        </Container>
      </Box>
    </div>
  );
}

import { AppShell, Avatar, Box, Burger, Divider, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { TopProgressBar } from '../../components/top-progress-bar';
import { VigilLogo } from '../../components/vigil-logo';
import { useAuth } from '../../features/auth/auth-store';
import { signOut } from '../../features/auth/session';
import { PATHS } from '../../lib/paths';
import { prefetchPath } from '../prefetch-screens';
import { roleMayOpen } from '../roles';
import { ColourSchemeNavButton } from './colour-scheme-nav-button';
import { NAV_ITEMS, isNavItemActive } from './nav-items';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in console: header with the tenant, navbar with the spec §2 navigation. */
export function MainLayout() {
  const [navOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { profile, roleId } = useAuth();
  // Decisions 0050–0064: the navigation offers only what the role may use.
  const navItems = NAV_ITEMS.filter((item) => roleMayOpen(roleId, item.path));
  const location = useLocation();
  const navigate = useNavigate();
  // A screen opened for the first time fetches its code: the bar says something is coming.
  const screenLoading = useNavigation().state === 'loading';

  const handleSignOut = async () => {
    closeNav();
    await signOut();
    await navigate(PATHS.login, { replace: true });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header className="vigil-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            />
            <Link to={PATHS.dashboard} className="vigil-logo-link">
              <VigilLogo size={30} />
            </Link>
            {profile?.tenantName ? (
              <>
                <Divider orientation="vertical" visibleFrom="xs" />
                <Text fw={600} size="sm" c="dimmed" truncate="end" maw={240} visibleFrom="xs">
                  {profile.tenantName}
                </Text>
              </>
            ) : null}
          </Group>
          {profile?.userRealName ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} visibleFrom="sm">
                {profile.userRealName}
              </Text>
              <Avatar color="indigo" radius="xl" size={32} aria-hidden>
                {initials(profile.userRealName)}
              </Avatar>
            </Group>
          ) : null}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Box component="nav">
            {navItems.map((item) => {
              const active = isNavItemActive(item, location.pathname);
              return (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={item.label}
                  leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeNav}
                  onMouseEnter={() => prefetchPath(item.path)}
                  onFocus={() => prefetchPath(item.path)}
                  className="vigil-nav-link"
                />
              );
            })}
          </Box>
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          <ColourSchemeNavButton />
          <NavLink
            component="button"
            type="button"
            label={NAV_LABELS.signOut}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            onClick={() => void handleSignOut()}
            className="vigil-nav-link"
          />
        </AppShell.Section>
      </AppShell.Navbar>

      {screenLoading ? <TopProgressBar label="Loading screen" /> : null}
      <AppShell.Main className="vigil-main">
        <Box maw={1280} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

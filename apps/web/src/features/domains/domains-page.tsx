import { IconWorldWww } from '@tabler/icons-react';
import { SCREEN_TITLES } from '@vigil/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function DomainsPage() {
  return (
    <PlaceholderScreen
      title={SCREEN_TITLES.domains}
      description="The websites Vigil moderates for you."
      icon={<IconWorldWww size={28} aria-hidden />}
      emptyTitle="No domains connected yet"
      emptyDescription="Your domains will be listed here as cards you can search, enable or disable. Add a domain, install the Vigil plugin on your site and its content starts flowing in."
    />
  );
}

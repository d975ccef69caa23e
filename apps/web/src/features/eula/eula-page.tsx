import { IconFileCertificate } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function EulaPage() {
  return (
    <PlaceholderScreen
      title={NAV_LABELS.eula}
      description="The terms under which your organisation uses Vigil."
      icon={<IconFileCertificate size={28} aria-hidden />}
      emptyTitle="The agreement will be shown here"
      emptyDescription="The full text of the End User License Agreement appears here, with the option to accept it when your acceptance is due."
    />
  );
}

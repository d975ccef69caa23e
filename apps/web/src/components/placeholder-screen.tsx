import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export interface PlaceholderScreenProps {
  title: string;
  description: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyDescription: ReactNode;
  actions?: ReactNode;
}

/** A main-layout screen whose content arrives with a later capability: says what will be here. */
export function PlaceholderScreen(props: PlaceholderScreenProps) {
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      <EmptyState
        icon={props.icon}
        title={props.emptyTitle}
        description={props.emptyDescription}
        actions={props.actions}
      />
    </>
  );
}

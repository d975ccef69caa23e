import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusReturnTarget, returnFocus } from './focus-return';

export type MountedModalProps = Omit<ModalProps, 'opened' | 'returnFocus'>;

/**
 * A Mantine Modal that is open for as long as it is mounted: the form dialogs, whose state
 * starts afresh each time they open. Mantine gives focus back when `opened` turns false, which
 * never happens here (the dialog is unmounted instead), so this records the element focus came
 * from as it mounts and gives focus back to it when it unmounts (decision 0176).
 */
export function MountedModal(props: MountedModalProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  // Before the dialog's focus trap moves focus in (it waits for its portal and a timeout).
  useLayoutEffect(() => {
    returnTo.current = focusReturnTarget();
  }, []);
  // A passive effect's clean-up runs once the dialog's elements are gone.
  useEffect(() => () => returnFocus(returnTo.current), []);
  return <Modal {...props} opened returnFocus={false} />;
}

import { neutraliseText } from '../lib/neutral-text';

export interface UserTextProps {
  /** A name, author, plugin name or content that came from a user or a plugin. */
  children: string;
  /** Keep line breaks and tabs (content, descriptions); other controls are still shown. */
  multiLine?: boolean;
}

/**
 * Shows text from users and plugins so it cannot disturb the screen around it (decision
 * 0124): `<bdi>` isolates its direction (a right-to-left name beside a label stays put), and
 * control and override characters are shown as visible codes.
 */
export function UserText({ children, multiLine = false }: UserTextProps) {
  return <bdi>{neutraliseText(children, { multiLine })}</bdi>;
}

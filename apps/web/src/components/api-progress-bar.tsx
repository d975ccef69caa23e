import { apiActivityStore } from '../api/api-activity';
import { useStore } from '../lib/create-store';
import { TopProgressBar } from './top-progress-bar';

/** A thin bar along the top edge while any non-quiet call is in flight. */
export function ApiProgressBar() {
  const active = useStore(apiActivityStore) > 0;
  return active ? <TopProgressBar label="Loading" /> : null;
}

import type { Kysely } from 'kysely';
import type { TAccountContacts } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { findContacts, saveContacts } from './contacts.queries';

export interface ContactsService {
  /** A tenant that never saved contacts has none: every field null. */
  get(tenantId: string): Promise<TAccountContacts>;
  /** Replaces all three; null clears one (the contract turns '' into null). */
  update(tenantId: string, contacts: TAccountContacts): Promise<TAccountContacts>;
}

export function createContactsService(db: Kysely<Database>, clock: Clock): ContactsService {
  async function get(tenantId: string): Promise<TAccountContacts> {
    const row = await findContacts(db, tenantId);
    return {
      primary_email: row?.primary_email ?? null,
      technical_email: row?.technical_email ?? null,
      billing_email: row?.billing_email ?? null,
    };
  }

  return {
    get,
    async update(tenantId, contacts) {
      await saveContacts(
        db,
        tenantId,
        {
          primary_email: contacts.primary_email,
          technical_email: contacts.technical_email,
          billing_email: contacts.billing_email,
        },
        toStoredTimestamp(clock.now()),
      );
      return get(tenantId);
    },
  };
}

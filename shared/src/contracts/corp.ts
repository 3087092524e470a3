/** Corporation (tenant) as the API returns it. */
import type { CorpStatus } from '@staffledger/contracts';

/** As the API answers it: role, email and phone may be null. */
export type CorpContact = {
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
};

export type Corp = {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  status: CorpStatus | null;
  startDate: string | null;
  updateDate: string | null;
  website: string | null;
  hasLogo: boolean;
  contacts?: CorpContact[];
};

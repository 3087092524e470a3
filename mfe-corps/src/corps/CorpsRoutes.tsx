import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { CorpList } from './CorpList';

const CorpForm = lazy(() => import('./CorpForm'));

/** Exposed as `mfe_corps/Corps`, mounted by the shell at /on/corps/*. */
export default function CorpsRoutes() {
  return <ResourceRoutes list={<CorpList />} form={CorpForm} />;
}

import { useMemo } from 'react';
import {
  CORP_LIST,
  CORP_EXPORT,
  filterBar,
  declaredStatusField,
  CORP_STATUS_LABELS,
  corpStatusLabel,
  NoticeBanner,
  ResourceList,
  useArrivalNotice,
  useRowActions,
  type Column,
  type CorpRow,
  type RowActions,
} from '@staffledger/shared';
import { CORPS_PATH } from './corps.api';
import { LogoCell } from './LogoCell';
import { SwitchCorpButton } from './SwitchCorpButton';

export const CORP_FILTERS = filterBar(CORP_LIST, {
  name: { label: 'Name' },
  address: { label: 'Address' },
  city: { label: 'City' },
  state: { label: 'State' },
  zip: { label: 'Zip' },
  status: declaredStatusField(CORP_LIST, CORP_STATUS_LABELS),
});

const TEXTS = {
  loading: 'Loading corps...',
  empty: 'No corps found.',
  error: 'Failed to fetch corporations',
};

function corpColumns(runAction: RowActions['run']): Column<CorpRow>[] {
  return [
    {
      key: 'logo',
      label: 'Logo',
      width: 66,
      export: false,
      render: (c) => <LogoCell corp={c} runAction={runAction} />,
    },
    { key: 'name', label: 'Name' },
    { key: 'address', label: 'Address' },
    { key: 'city', label: 'City' },
    { key: 'state', label: 'State' },
    { key: 'zip', label: 'Zip' },
    {
      key: 'status',
      label: 'Status',
      format: (c) => corpStatusLabel(c.status),
    },
    { key: 'startDate', label: 'Start Date', kind: 'date' },
    {
      key: 'actions',
      label: 'Actions',
      export: false,
      render: (c) => <SwitchCorpButton corp={c} />,
    },
  ];
}

/** Corporations: filters, sortable columns, logo upload, Switch / Active, Download Excel. */
export function CorpList() {
  const actions = useRowActions();
  // 'Corporation … deleted.' from the edit screen's Delete corporation
  const arrival = useArrivalNotice();
  const columns = useMemo(() => corpColumns(actions.run), [actions.run]);
  return (
    <ResourceList<CorpRow>
      title="Corporations"
      path={CORPS_PATH}
      columns={columns}
      filters={CORP_FILTERS}
      list={CORP_LIST}
      texts={TEXTS}
      createTo="new"
      editKey="name"
      editTo={(c) => `edit/${c.id}`}
      exportFile="corps.xlsx"
      exportColumns={CORP_EXPORT}
      exportSheet="Corporations"
      notice={
        <>
          {actions.notice}
          <NoticeBanner notice={arrival.notice} onClose={arrival.clear} />
        </>
      }
      reloadToken={actions.reloadToken}
    />
  );
}

import { useSession, type CorpRow } from '@staffledger/shared';

/** 'Switch' selects the corporation (the header follows the store); 'Active' marks the selected one. */
export function SwitchCorpButton({ corp }: { corp: CorpRow }) {
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  const selectCorp = useSession((s) => s.selectCorp);
  if (selectedCorpId === corp.id) {
    return (
      <button
        type="button"
        className="sl-button sl-button--small sl-button--primary"
        aria-pressed="true"
        disabled
      >
        Active
      </button>
    );
  }
  return (
    <button type="button" className="sl-button sl-button--small" onClick={() => selectCorp(corp)}>
      Switch
    </button>
  );
}

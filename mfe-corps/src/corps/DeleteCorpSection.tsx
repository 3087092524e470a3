import { lazy, Suspense, useState } from 'react';
import { arrivalState, hasRole, useSession } from '@staffledger/shared';
import { useNavigate } from '@staffledger/shared/router';
import { deleteCorp, deletedNotice } from './corps.delete';
import './corps.delete.css';

// loaded when first opened: the edit screen's first load carries the button alone
const DeleteCorpDialog = lazy(() =>
  import('./DeleteCorpDialog').then((m) => ({ default: m.DeleteCorpDialog })),
);

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Under a corporation's edit form, for super users: Delete corporation, which asks for the name in
 * a dialog, deletes, and returns to the list with a message. `name` is the stored name: the
 * section mounts once the record is loaded, before any field is edited, and keeps that name.
 */
export function DeleteCorpSection({ corpId, name }: { corpId: number; name: string }) {
  const navigate = useNavigate();
  const isSuper = useSession((s) => hasRole(s.claims, 'super'));
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  const selectCorp = useSession((s) => s.selectCorp);
  const [storedName] = useState(name);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isSuper) return null;

  const handleClose = () => {
    if (deleting) return;
    setOpen(false);
    setError(null);
  };
  const handleDelete = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteCorp(corpId, storedName);
    } catch (err) {
      setError(messageOf(err));
      setDeleting(false);
      return;
    }
    // the deleted corporation can no longer be the one the calls act for
    if (selectedCorpId === corpId) selectCorp(null);
    navigate('..', { state: arrivalState(deletedNotice(storedName)) });
  };

  return (
    <section className="sl-corp-delete" aria-label="Delete corporation">
      <button type="button" className="sl-button sl-button--danger" onClick={() => setOpen(true)}>
        Delete corporation
      </button>
      {open && (
        <Suspense fallback={null}>
          <DeleteCorpDialog
            name={storedName}
            deleting={deleting}
            error={error}
            onConfirm={handleDelete}
            onCancel={handleClose}
          />
        </Suspense>
      )}
    </section>
  );
}

import { Banner } from './Banner';
import type { Notice } from './useNotice';

/** A notice as a banner; a new notice is a new banner, so a screen reader announces it again. */
export function NoticeBanner({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Banner key={notice.key} kind={notice.kind} onClose={onClose}>
      {notice.text}
    </Banner>
  );
}

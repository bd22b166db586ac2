import { useRef } from 'react';
import { useDialogFocus } from '@fvc/shared/ui';

export interface VideoOverlayProps {
  url: string;
  visible: boolean;
  onClose: () => void;
}

/** The banner video in a modal layer; mounting and fading follow `useVideoOverlay` (SPEC §4). */
export function VideoOverlay({ url, visible, onClose }: VideoOverlayProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, visible, onClose);
  return (
    <div className={`video-overlay${visible ? ' is-visible' : ''}`} onClick={onClose} role="presentation">
      <div
        ref={dialog}
        className="video-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-label="Video"
        onClick={(event) => event.stopPropagation()}
        tabIndex={-1}
      >
        <button type="button" className="video-overlay__close" onClick={onClose} aria-label="Cerrar video">
          <span aria-hidden="true">×</span>
        </button>
        <iframe
          src={url}
          title="Video"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </div>
  );
}

import { Dialog } from '@fvc/shared/ui';

export interface VideoOverlayProps {
  url: string;
  visible: boolean;
  onClose: () => void;
}

/** The banner video in a modal layer; a click around it closes it. Mounting and fading follow `useVideoOverlay` (docs/product.md §4). */
export function VideoOverlay({ url, visible, onClose }: VideoOverlayProps) {
  return (
    <Dialog open onClose={onClose} closesOnShade className={`video-overlay${visible ? ' is-visible' : ''}`} aria-label="Video">
      <div className="video-overlay__dialog">
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
    </Dialog>
  );
}

import { useRef, useState } from "react";
import { pause, play } from "../Icon/drawings.ts";
import { Glyph } from "../Icon/Glyph.tsx";
import { css } from "@emotion/react";
import type { Video } from "../../content/primitives.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { useReducedMotion } from "../../hooks/useReducedMotion.ts";
import { useVideoSourceWhenIdle } from "../../hooks/useVideoSourceWhenIdle.ts";
import { color, radius } from "../../theme/tokens.ts";
import { useWords } from "../../hooks/SiteContext.tsx";

/** Fills its block: the video is chosen for this element's rendered width. */
const frameStyle = css`
  label: background-video;
  position: absolute;
  inset: 0;
  z-index: -1;
  & video { width: 100%; height: 100%; object-fit: cover; }
`;

const toggleStyle = css`
  label: video-toggle;
  position: absolute;
  inset-inline-end: 1rem;
  bottom: 1rem;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid rgba(255, 255, 255, 0.5);
  background: rgba(5, 42, 33, 0.55);
  color: ${color.onDark};
  cursor: pointer;
  &:hover { background: rgba(5, 42, 33, 0.8); }
`;

/**
 * A looping, muted, decorative video. The poster image is the first paint; the
 * video is attached only once the page has loaded, painted and the browser is idle,
 * sized for the width it is shown at (see chooseVideoSource), and not at all for
 * visitors who ask for reduced motion, save data or are on a slow connection. It
 * disappears if it can't load (the poster stays), and has a pause control because it
 * moves for more than five seconds.
 */
export function BackgroundVideo({ video }: { video: Video }) {
  const frame = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const source = useVideoSourceWhenIdle(video, frame, !reducedMotion);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);
  const words = useWords();
  const playing = source !== undefined && !failed;

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      void element.play().catch(() => undefined);
      setPaused(false);
    } else {
      element.pause();
      setPaused(true);
    }
  };

  return (
    <>
      <div ref={frame} css={frameStyle} aria-hidden="true">
        {playing && (
          <video
            ref={ref}
            src={mediaUrl(source)}
            poster={video.poster && mediaUrl(video.poster)}
            autoPlay
            muted
            loop
            playsInline
            tabIndex={-1}
            onError={() => setFailed(true)}
          />
        )}
      </div>
      {playing && (
        <button type="button" css={toggleStyle} onClick={toggle} aria-label={paused ? words.playVideo : words.pauseVideo}>
          <Glyph drawing={paused ? play : pause} size={18} />
        </button>
      )}
    </>
  );
}

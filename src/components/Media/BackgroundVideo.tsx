import { useRef, useState } from "react";
import { pause, play } from "../Icon/drawings.ts";
import { Glyph } from "../Icon/Glyph.tsx";
import { css } from "@emotion/react";
import type { Video } from "../../content/primitives.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { useReducedMotion } from "../../hooks/useReducedMotion.ts";
import { chooseVideoSource, currentScreenAndNetwork } from "../../lib/video-choice.ts";
import { useWhenIdle } from "../../hooks/useWhenIdle.ts";
import { color, radius } from "../../theme/tokens.ts";

const videoStyle = css`
  label: background-video;
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const toggleStyle = css`
  label: video-toggle;
  position: absolute;
  right: 1rem;
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
 * video is attached only once the page has loaded and the browser is idle, sized
 * for the screen (see chooseVideoSource), and not at all for visitors who ask for
 * reduced motion, save data or are on a slow connection. It disappears if it can't
 * load (the poster stays), and has a pause control because it moves for more than
 * five seconds.
 */
export function BackgroundVideo({ video }: { video: Video }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  // Chosen once: a rotated phone keeps its file rather than downloading another.
  const [source] = useState(() => (typeof window === "undefined" ? undefined : chooseVideoSource(video, currentScreenAndNetwork())));
  const idle = useWhenIdle(!reducedMotion && source !== undefined);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);

  if (reducedMotion || source === undefined || !idle || failed) return null;

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
      <video
        ref={ref}
        css={videoStyle}
        src={mediaUrl(source)}
        poster={video.poster && mediaUrl(video.poster)}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onError={() => setFailed(true)}
      />
      <button type="button" css={toggleStyle} onClick={toggle} aria-label={paused ? "Play background video" : "Pause background video"}>
        <Glyph drawing={paused ? play : pause} size={18} />
      </button>
    </>
  );
}

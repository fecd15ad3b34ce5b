import { useRef, useState } from "react";
import { pause, play } from "../Icon/video-drawings.ts";
import { Glyph } from "../Icon/Glyph.tsx";
import { css } from "@emotion/react";
import type { Video } from "../../content/primitives.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { useReducedMotion } from "../../hooks/useReducedMotion.ts";
import { useVideoSourceWhenIdle } from "../../hooks/useVideoSourceWhenIdle.ts";
import { color, radius } from "../../theme/tokens.ts";
import { useWords } from "../../hooks/SiteContext.tsx";
import { backgroundVideoAttribute, toggleIconSize, videoLabelsAttribute } from "./static-video.ts";

/**
 * Fills its block: the video is chosen for this element's rendered width. The pause control
 * that follows it (drawn by React or by static-video.ts) is styled from here, so its rules are
 * in the page's CSS before any control is.
 */
const frameStyle = css`
  label: background-video;
  position: absolute;
  inset: 0;
  z-index: -1;
  & video { width: 100%; height: 100%; object-fit: cover; }
  & + button {
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
  }
  & + button:hover { background: rgba(5, 42, 33, 0.8); }
`;

/** The files as the frame's `data-background-video` gives them to static-video.ts: `640 a.mp4 1280 b.mp4`, or the one file. */
export function videoSourcesText(video: Video): string {
  return video.sources ? video.sources.map((source) => `${source.width} ${mediaUrl(source.src)}`).join(" ") : mediaUrl(video.src ?? "");
}

/**
 * A looping, muted, decorative video. The poster image is the first paint; the
 * video is attached only once the page has loaded, painted and the browser is idle,
 * sized for the width it is shown at (see chooseVideoSource), and not at all for
 * visitors who ask for reduced motion, save data or are on a slow connection. It
 * disappears if it can't load (the poster stays), and has a pause control because it
 * moves for more than five seconds. The frame names its files and the control's two labels:
 * on a page the app has not started, static-video.ts does all this with the same markup and
 * no React.
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
      <div ref={frame} css={frameStyle} aria-hidden="true" {...{ [backgroundVideoAttribute]: videoSourcesText(video), [videoLabelsAttribute]: `${words.pauseVideo}|${words.playVideo}` }}>
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
        <button type="button" onClick={toggle} aria-label={paused ? words.playVideo : words.pauseVideo}>
          <Glyph drawing={paused ? play : pause} size={toggleIconSize} />
        </button>
      )}
    </>
  );
}

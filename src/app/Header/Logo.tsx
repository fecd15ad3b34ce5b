import { useId } from "react";

/** The brand mark: a leaf whose vein is a flight path. Decorative; the name beside it is the label. */
export function LogoMark({ size = 36 }: { size?: number }) {
  // The mark is drawn in the header and the footer; each copy's gradient needs an id of its own.
  const gradientId = `logo-gradient${useId()}`;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2fa36b" />
          <stop offset="1" stopColor="#1a6fa3" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="20" fill={`url(#${gradientId})`} />
      <path d="M11 27c2-9 8-15 19-17-1 10-7 17-16 18" fill="#ffffff" opacity="0.95" />
      <path d="M12 28c4-5 8-9 14-13" stroke="#0e6b50" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}

import { useId } from 'react';

interface AppLogoProps {
  size?: number;
  className?: string;
}

/** A house sheltering a heart, with a check badge: a safe home and a verified caregiver. */
export function AppLogo({ size = 56, className }: AppLogoProps) {
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      focusable="false"
    >
      <title id={titleId}>RBT Nanny Connect</title>
      <rect width="64" height="64" rx="16" fill="#e6f4f2" />
      <g fill="none" stroke="#5b3f9e" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 30 32 13l20 17" />
        <path d="M18 26v24h28V26" />
      </g>
      <path
        d="M32 45c-6-4-9-7.5-9-11 0-2.6 2-4.5 4.4-4.5 2 0 3.6 1.2 4.6 2.9 1-1.7 2.6-2.9 4.6-2.9 2.4 0 4.4 1.9 4.4 4.5 0 3.5-3 7-9 11z"
        fill="#0f766e"
      />
      <circle cx="49" cy="49" r="11" fill="#0f766e" stroke="#ffffff" strokeWidth="3" />
      <path
        d="m44 49 3.5 3.5L54 46"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
